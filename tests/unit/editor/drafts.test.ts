/**
 * Drafts and two people on one page (engine/editor/server/drafts/): the three-way merge on its own, the save
 * log and the draft store on a database of their own, and the editor's real routes (drafts and saving) over
 * HTTP for two people, Alex and Sam, on a copy of the minimal fixture site. The harness puts the person on each
 * call as the front door does (accounts/ is tested on its own); everything past that is the editor's code.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { mergeThreeWay } from "../../../engine/editor/server/drafts/merge";
import { SaveLog } from "../../../engine/editor/server/drafts/saveLog";
import { DraftStore } from "../../../engine/editor/server/drafts/draftStore";
import { SeenVersions } from "../../../engine/editor/server/drafts/versions";
import { draftRoutes } from "../../../engine/editor/server/drafts/routes";
import { contentRoutes } from "../../../engine/editor/server/contentRoutes";
import { ProjectChecker } from "../../../engine/editor/server/checks";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { sendError } from "../../../engine/editor/server/http";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import type { Person } from "../../../engine/editor/server/people";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { Workspace } from "../../../engine/editor/server/workspace";

const alex: Person = { id: "u-alex", name: "Alex", email: "alex@example.org", role: "owner" };
const sam: Person = { id: "u-sam", name: "Sam", email: "sam@example.org", role: "editor" };

describe("three-way merge", () => {
  const base = { title: "T", blocks: [{ type: "hero", heading: "H", text: ["a"] }, { type: "cta", heading: "C" }] };

  it("keeps changes to different fields from both people", () => {
    const theirs = { ...base, blocks: [{ ...base.blocks[0], heading: "Their heading" }, base.blocks[1]] };
    const mine = { ...base, title: "My title", blocks: [base.blocks[0], { ...base.blocks[1], heading: "My call" }] };
    const merged = mergeThreeWay(base, theirs, mine);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual({ title: "My title", blocks: [{ type: "hero", heading: "Their heading", text: ["a"] }, { type: "cta", heading: "My call" }] });
  });

  it("lists a field both changed differently, with both values, and keeps the same change made twice", () => {
    const theirs = { ...base, title: "Same", blocks: [{ ...base.blocks[0], heading: "Theirs" }, base.blocks[1]] };
    const mine = { ...base, title: "Same", blocks: [{ ...base.blocks[0], heading: "Mine" }, base.blocks[1]] };
    const merged = mergeThreeWay(base, theirs, mine);
    expect(merged.conflicts).toEqual([{ path: ["blocks", 0, "heading"], theirs: "Theirs", mine: "Mine" }]);
    expect((merged.value as typeof base).title).toBe("Same");
  });

  it("does not pair list entries by position once one side added or removed one", () => {
    const theirs = { ...base, blocks: [...base.blocks, { type: "faq", heading: "Q" }] };
    const mine = { ...base, blocks: [{ ...base.blocks[0], heading: "Mine" }, base.blocks[1]] };
    expect(mergeThreeWay(base, theirs, mine).conflicts.map((conflict) => conflict.path)).toEqual([["blocks"]]);
    // Only one of them changed the list: theirs is taken whole.
    expect(mergeThreeWay(base, theirs, base).value).toEqual(theirs);
  });

  it("treats a removed field changed by the other as a conflict, and without a known base every difference", () => {
    const { title: _removed, ...withoutTitle } = base;
    expect(mergeThreeWay(base, withoutTitle, { ...base, title: "Kept" }).conflicts).toEqual([{ path: ["title"], theirs: undefined, mine: "Kept" }]);
    const unknownBase = mergeThreeWay(undefined, { ...base, title: "A" }, { ...base, title: "B" });
    expect(unknownBase.conflicts.map((conflict) => conflict.path)).toEqual([["title"]]);
  });
});

describe("save log and draft store", () => {
  let folder: string;
  let db: EditorDatabase;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "drafts-db-"));
    db = openEditorDatabase(folder);
  });
  afterAll(() => {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("records who saved each file and when", () => {
    const saves = new SaveLog(db);
    saves.record("pages/a.json", alex, "v1", "2026-03-02T10:41:00.000Z");
    saves.record("pages/a.json", sam, "v2", "2026-03-02T11:05:00.000Z");
    saves.record("pages/b.json", sam, "v9", "2026-03-02T12:00:00.000Z");
    expect(saves.last("pages/a.json")).toEqual({ name: "Sam", at: "2026-03-02T11:05:00.000Z" });
    expect(saves.since("pages/a.json", "2026-03-02T10:00:00.000Z").map((save) => save.name)).toEqual(["Alex", "Sam"]);
    expect(saves.since("pages/a.json", "2026-03-02T11:00:00.000Z").map((save) => save.name)).toEqual(["Sam"]);
    expect(saves.ofVersion("pages/a.json", "v1")).toEqual({ person: "u-alex", name: "Alex", at: "2026-03-02T10:41:00.000Z" });
    expect(saves.ofVersion("pages/a.json", "v9")).toBeNull();
    expect(saves.last("pages/none.json")).toBeNull();
  });

  it("keeps a draft per person and page, and clears it", () => {
    const drafts = new DraftStore(db);
    drafts.keep(alex.id, "pages/a.json", { value: { title: "Alex typing" }, baseVersion: "v1", baseValue: { title: "Base" } });
    drafts.keep(sam.id, "pages/a.json", { value: { title: "Sam typing" }, baseVersion: "v1", baseValue: undefined });
    expect(drafts.get(alex.id, "pages/a.json")).toMatchObject({ value: { title: "Alex typing" }, baseVersion: "v1", baseValue: { title: "Base" } });
    expect(drafts.get(sam.id, "pages/a.json")?.value).toEqual({ title: "Sam typing" });
    expect(drafts.baseValueOf(alex.id, "pages/a.json", "v2")).toBeUndefined();
    drafts.clear(alex.id, "pages/a.json");
    expect(drafts.get(alex.id, "pages/a.json")).toBeNull();
    expect(drafts.get(sam.id, "pages/a.json")).not.toBeNull();
  });
});

describe("two people through the editor's routes", () => {
  let site: TempSite;
  let folder: string;
  let db: EditorDatabase;
  let server: Server;
  let origin: string;
  const people: Record<string, Person> = { alex, sam };

  beforeAll(async () => {
    site = tempSite();
    folder = mkdtempSync(join(tmpdir(), "drafts-data-"));
    db = openEditorDatabase(folder);
    const context = {
      root: site.root, mode: "online", db, models: buildFormModels(), checker: new ProjectChecker(site.root),
      saves: new SaveLog(db), drafts: new DraftStore(db), versions: new SeenVersions(db), workspace: new Workspace(site.root),
    } as unknown as EditorContext;
    const routes = new Map([...contentRoutes, ...draftRoutes].map((route) => [`${route.method} ${route.path}`, route]));
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const route = routes.get(`${req.method} ${url.pathname.slice(1)}`);
      if (!route) return void res.writeHead(404).end();
      route.handle({ context, req, res, query: url.searchParams, person: people[String(req.headers["x-person"])] ?? null }).catch((error) => sendError(res, error));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    db.close();
    rmSync(folder, { recursive: true, force: true });
    site.remove();
  });

  const call = async (who: Person, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/${path}`, body === undefined ? { headers: { "x-person": who.name.toLowerCase() } } : { method: "POST", headers: { "x-person": who.name.toLowerCase(), "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as any };
  };
  const open = async (who: Person, file: string) => (await call(who, `document?file=${encodeURIComponent(file)}`)).json as { value: any; version: string };
  const draftOf = async (who: Person, file: string) => (await call(who, `draft?file=${encodeURIComponent(file)}`)).json.draft;

  it("keeps a draft, offers it back to its person only, and clears it when the page is saved", async () => {
    const { value, version } = await open(alex, "pages/contact.json");
    value.title = "Contact us today | Test Practice";
    expect((await call(alex, "draft", { file: "pages/contact.json", value, baseVersion: version })).json.kept).toBe(true);
    expect(await draftOf(alex, "pages/contact.json")).toMatchObject({ value: { title: "Contact us today | Test Practice" }, baseVersion: version, changedSince: null });
    expect(await draftOf(sam, "pages/contact.json")).toBeNull();
    // Sam discarding "his" draft of the page leaves Alex's alone.
    await call(sam, "draft/discard", { file: "pages/contact.json" });
    expect(await draftOf(alex, "pages/contact.json")).not.toBeNull();

    const saved = await call(alex, "save", { file: "pages/contact.json", value, baseVersion: version });
    expect(saved.status).toBe(200);
    expect(await draftOf(alex, "pages/contact.json")).toBeNull();
    expect(site.read("pages/contact.json").title).toBe("Contact us today | Test Practice");
  });

  it("saves two people's changes to different fields of one page, naming who saved first", async () => {
    const before = readFileSync(join(site.root, "pages/veneers.json"), "utf8");
    const forAlex = await open(alex, "pages/veneers.json");
    const forSam = await open(sam, "pages/veneers.json");
    forAlex.value.blocks[0].heading = "Alex's heading";
    expect((await call(alex, "save", { file: "pages/veneers.json", value: forAlex.value, baseVersion: forAlex.version })).status).toBe(200);

    forSam.value.blocks[1].heading = "Sam's call to action";
    const samSaved = await call(sam, "save", { file: "pages/veneers.json", value: forSam.value, baseVersion: forSam.version });
    expect(samSaved.status).toBe(200);
    expect(samSaved.json.by).toMatchObject({ kind: "person", name: "Alex", you: false });
    const onDisk = site.read("pages/veneers.json");
    expect([onDisk.blocks[0].heading, onDisk.blocks[1].heading]).toEqual(["Alex's heading", "Sam's call to action"]);
    // Only the changed line differs: the merged value is written through the minimal-diff rewrite.
    expect(readFileSync(join(site.root, "pages/veneers.json"), "utf8")).toBe(before.replace("Fixture veneers heading", "Alex's heading").replace('"Ready?"', `"Sam's call to action"`));
  });

  it("refuses a field both changed, listing both versions with who saved the other, and saves the one chosen", async () => {
    const forAlex = await open(alex, "pages/fillings.json");
    const forSam = await open(sam, "pages/fillings.json");
    forAlex.value.blocks[0].heading = "Fillings by Alex";
    await call(alex, "save", { file: "pages/fillings.json", value: forAlex.value, baseVersion: forAlex.version });
    forSam.value.blocks[0].heading = "Fillings by Sam";
    forSam.value.title = "Fillings, retitled by Sam | Test Practice";

    const refused = await call(sam, "save", { file: "pages/fillings.json", value: forSam.value, baseVersion: forSam.version });
    expect(refused.status).toBe(409);
    expect(refused.json.conflicts).toEqual([{ where: "blocks[0].heading", place: "Hero (block 1): Heading", theirs: "Fillings by Alex", mine: "Fillings by Sam" }]);
    expect(refused.json.by).toMatchObject({ kind: "person", name: "Alex" });
    expect(refused.json.merged.title).toBe("Fillings, retitled by Sam | Test Practice");
    expect(site.read("pages/fillings.json").blocks[0].heading).toBe("Fillings by Alex");

    // Sam keeps Alex's heading (his own title stays): saved from the version he was shown.
    const chosen = refused.json.merged;
    chosen.blocks[0].heading = refused.json.conflicts[0].theirs;
    expect((await call(sam, "save", { file: "pages/fillings.json", value: chosen, baseVersion: refused.json.version })).status).toBe(200);
    expect(site.read("pages/fillings.json")).toMatchObject({ title: "Fillings, retitled by Sam | Test Practice", blocks: [{ heading: "Fillings by Alex" }] });
  });

  it("says a draft's page was saved by someone since, and names a change made outside the editor", async () => {
    const forSam = await open(sam, "pages/index.json");
    const forAlex = await open(alex, "pages/index.json");
    forSam.value.title = "Sam's draft title | Test Practice";
    await call(sam, "draft", { file: "pages/index.json", value: forSam.value, baseVersion: forSam.version });
    forAlex.value.description = `${forAlex.value.description} Changed by Alex.`;
    await call(alex, "save", { file: "pages/index.json", value: forAlex.value, baseVersion: forAlex.version });
    expect((await draftOf(sam, "pages/index.json")).changedSince).toMatchObject({ kind: "person", name: "Alex", you: false });

    const text = readFileSync(join(site.root, "pages/index.json"), "utf8");
    writeFileSync(join(site.root, "pages/index.json"), text.replace("Changed by Alex.", "Changed in VS Code."));
    expect((await draftOf(sam, "pages/index.json")).changedSince.kind).toBe("outside");
    const changed = await call(alex, "draft/changed-by?file=pages%2Findex.json");
    expect(changed.json.by.kind).toBe("outside");
  });
});
