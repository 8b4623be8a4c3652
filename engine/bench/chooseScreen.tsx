/**
 * The Publish screen's choosing, timed (issue 48's target: at most 300 ms to open, and to tick or untick, with 400
 * pages and 50 saved changes): the answer of publish/changes (the units, their needs and who saved them) on a copy
 * of this site grown to 400 pages (largeSiteCopy.ts) behind a real bare repository, then the list of units drawn
 * (React, in jsdom) and one unit unticked and ticked again, as the screen does it in the browser (no request).
 */
import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { cataloguePages } from "./cataloguePages";
import { largeSiteCopy } from "./largeSiteCopy";
import { median } from "./median";
import { publishRig } from "./publishRig";
import { buildFormModels } from "../editor/model/fromSchema";
import { SaveLog } from "../editor/server/drafts/saveLog";
import type { Person } from "../editor/server/people";
import { OwnerSettings } from "../editor/server/publish/ownerSettings";
import { CONTENT_PATHS } from "../editor/server/publish/repository";
import { publishRoutes } from "../editor/server/publish/routes";
import { EventRecord } from "../editor/server/record";
import type { EditorContext } from "../editor/server/routing";
import { openEditorDatabase } from "../editor/server/store/database";
import { Workspace } from "../editor/server/workspace";
import type { UnitShown } from "../editor/server/publish/publishChoice";

const OWNER: Person = { id: "bench", name: "Bench Owner", email: "bench@example.org", role: "owner" };

/** Median milliseconds of opening (answer, then drawing) and of a tick, over `runs`. */
export async function measureChooseScreen(engineRoot: string, runs: number): Promise<{ answer: number; draw: number; tick: number; units: number }> {
  const copy = largeSiteCopy(engineRoot, 400);
  const rig = publishRig(copy, () => {}, CONTENT_PATHS);
  const db = openEditorDatabase(rig.data);
  try {
    const context = { root: rig.site, port: 0, models: buildFormModels(), siteName: "", db, record: new EventRecord(db), saves: new SaveLog(db), settings: new OwnerSettings(db), frontDoor: { users: { byId: () => null } }, workspace: new Workspace(rig.site) } as unknown as EditorContext;
    for (const page of cataloguePages(rig.site, 50)) {
      rig.edit(rig.site, page.file, (json) => (json.blocks[0].heading = `${json.blocks[0].heading} (changed)`));
      context.saves.record(page.file, OWNER);
    }
    const route = publishRoutes.find((entry) => entry.method === "GET" && entry.path === "publish/changes")!;
    const ask = async (): Promise<{ units: UnitShown[]; mayPublish: boolean }> => {
      let text = "";
      const res = { headersSent: false, writeHead() {}, end(chunk: string) { text = chunk; }, setHeader() {} } as unknown as ServerResponse;
      const req = Readable.from([]) as unknown as IncomingMessage;
      req.headers = {};
      await route.handle({ context, req, res, query: new URLSearchParams(), person: OWNER });
      return JSON.parse(text);
    };
    // jsdom (the component tests' document) has no type declarations here: only its window is used.
    const jsdom = "jsdom";
    const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
    const dom = new JSDOM("<!doctype html><div id=root></div>");
    Object.assign(globalThis, { window: dom.window, document: dom.window.document, HTMLElement: dom.window.HTMLElement, Node: dom.window.Node, navigator: dom.window.navigator });
    const { ChooseChanges } = await import("../editor/client/publish/ChooseChanges");
    const { defaultTicks, withWhatTheyNeed } = await import("../editor/client/publish/chosenUnits");
    function Screen({ units }: { units: UnitShown[] }) {
      const [ticked, setTicked] = useState(() => defaultTicks(units, true));
      const going = useMemo(() => withWhatTheyNeed(units, ticked), [units, ticked]);
      return <ChooseChanges units={units} ticked={ticked} going={going} onChange={setTicked} />;
    }
    const answers: number[] = [];
    const draws: number[] = [];
    const ticks: number[] = [];
    let count = 0;
    await ask(); // the first answer fetches live once; each run after it is the screen opened again
    for (let run = 0; run < runs; run++) {
      let started = performance.now();
      const answer = await ask();
      answers.push(performance.now() - started);
      count = answer.units.length;
      const host = dom.window.document.createElement("div");
      dom.window.document.body.append(host);
      const root = createRoot(host);
      started = performance.now();
      flushSync(() => root.render(<Screen units={answer.units} />));
      draws.push(performance.now() - started);
      const box = host.querySelectorAll<HTMLInputElement>("input[type=checkbox]")[run % count]!;
      started = performance.now();
      flushSync(() => box.click());
      flushSync(() => box.click());
      ticks.push((performance.now() - started) / 2);
      if (!box.checked) throw new Error("the unit did not tick again");
      root.unmount();
      host.remove();
    }
    return { answer: median(answers), draw: median(draws), tick: median(ticks), units: count };
  } finally {
    db.close();
    rig.remove();
  }
}
