/**
 * A publication's commit tells the truth about itself: its title counts what it holds in the practice's terms
 * ("Veneers, Pricing and 3 more pages; practice details; 1 picture"), and everyone whose saved changes it holds
 * is credited (Co-authored-by), the person who pressed Publish being its author. Through the publishing routes,
 * against a real bare repository.
 */
import { Readable } from "node:stream";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { OwnerSettings } from "../../../engine/editor/server/publish/ownerSettings";
import { SaveLog } from "../../../engine/editor/server/drafts/saveLog";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import type { Person } from "../../../engine/editor/server/people";
import { publishRoutes } from "../../../engine/editor/server/publish/routes";
import { withCredits } from "../../../engine/editor/server/publish/credits";
import { commitTitle, type FileInWords } from "../../../engine/editor/server/publish/words";
import { EventRecord } from "../../../engine/editor/server/record";
import { Workspace } from "../../../engine/editor/server/workspace";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import { publishRig, type PublishRig } from "../../support/publishRig";

const BUILDS_TIMEOUT = 400_000;
const OLU: Person = { id: "1", name: "Olu Owner", email: "olu@practice.example", role: "owner" };
const SAM: Person = { id: "2", name: "Sam Editor", email: "sam@practice.example", role: "editor" };
const KIM: Person = { id: "3", name: "Kim Nurse", email: "kim@practice.example", role: "editor" };

const change = (kind: FileInWords["kind"], name: string, file = `pages/${name.toLowerCase()}.json`): FileInWords => ({ file, kind, name, lines: ["changed"] });

describe("a publication's title", () => {
  it("counts pages by name, the practice details once, and pictures apart", () => {
    const pages = ["Veneers", "Pricing", "About", "Contact", "Team"].map((name) => change("page", name));
    expect(commitTitle([...pages, change("site", "Practice details", "site.config.json"), change("file", "Pictures and files", "public/images/team/img-4127.jpg")])).toBe("Veneers, Pricing and 3 more pages; practice details; 1 picture");
    expect(commitTitle([change("page", "Veneers")])).toBe("Veneers");
    expect(commitTitle(pages.slice(0, 3))).toBe("Veneers, Pricing and About");
    expect(commitTitle([change("site", "Practice details", "site.config.json")])).toBe("Practice details");
    const pictures = ["a.jpg", "b.png"].map((name) => change("file", "Pictures and files", `public/images/${name}`));
    expect(commitTitle([...pictures, change("file", "Pictures and files", "public/documents/referral.pdf")])).toBe("2 pictures; 1 file");
    expect(commitTitle([change("shared", "Shared block “closing-cta”", "pages/_shared/closing-cta.json"), change("page", "Veneers")])).toBe("Veneers; shared block “closing-cta”");
  });
});

describe("credits", () => {
  it("names each other contributor once, never the author, and cannot be made to write a line of its own", () => {
    const message = withCredits("Veneers\n\n- Veneers: Hero (block 1): Heading changed\n", OLU, [SAM, OLU, SAM, { name: "Eve\nCo-authored-by: Mallory <m@x>", email: "eve@practice.example>\nSigned-off-by: x" }]);
    expect(message.split("\n")).toEqual([
      "Veneers",
      "",
      "- Veneers: Hero (block 1): Heading changed",
      "",
      "Co-authored-by: Sam Editor <sam@practice.example>",
      "Co-authored-by: EveCo-authored-by: Mallory m@x <eve@practice.exampleSigned-off-by:x>",
    ]);
    expect(withCredits("Veneers", OLU, [OLU])).toBe("Veneers");
  });
});

describe("the commit Publish makes", () => {
  let rig: PublishRig | undefined;
  let db: EditorDatabase | undefined;
  afterEach(() => {
    db?.close();
    rig?.remove();
  });

  it("is titled by what it holds, authored by who pressed Publish, and credits everyone whose saved changes it holds", async () => {
    rig = publishRig();
    db = openEditorDatabase(rig.data);
    const people = new Map([OLU, SAM, KIM].map((person) => [person.id, person]));
    const context = {
      root: rig.site, models: buildFormModels(), siteName: "Test Practice", db, record: new EventRecord(db), saves: new SaveLog(db), settings: new OwnerSettings(db), workspace: new Workspace(rig.site),
      frontDoor: { users: { byId: (id: string | number) => people.get(String(id)) ?? null } },
    } as unknown as EditorContext;
    // Sam changes the veneers page, Kim the practice details and a picture; Olu (the owner) publishes it all.
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    context.saves.record("pages/veneers.json", SAM);
    rig.edit(rig.site, "site.config.json", (site) => (site.openingHours[1].closes = "14:00"));
    context.saves.record("site.config.json", KIM);
    context.saves.record("site.config.json", SAM);
    mkdirSync(join(rig.site, "public/images/team"), { recursive: true });
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0d5c63" } }).jpeg().toFile(join(rig.site, "public/images/team/kim.jpg"));
    context.saves.record("public/images/team/kim.jpg", KIM);

    const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
      const route = publishRoutes.find((entry) => entry.method === method && entry.path === path)!;
      const req = Readable.from(body === undefined ? [] : [Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage;
      req.headers = { "content-type": "application/json" };
      let text = "";
      const res = { headersSent: false, writeHead() {}, end(chunk: string) { text = chunk; }, setHeader() {} } as unknown as ServerResponse;
      await route.handle({ context, req, res, query: new URLSearchParams(), person: OLU });
      return JSON.parse(text);
    };
    const changes = await call("GET", "publish/changes");
    expect(changes.defaultMessage.split("\n")[0]).toBe("Fixture veneers; practice details; 1 picture");
    const outcome = await call("POST", "publish", { fingerprint: changes.fingerprint });
    expect(outcome).toMatchObject({ published: true });
    const [author, subject, ...body] = rig.git(rig.bare, "show", "-s", "--format=%an <%ae>%n%s%n%b", "main").split("\n");
    expect(author).toBe("Olu Owner <olu@practice.example>");
    expect(subject).toBe("Fixture veneers; practice details; 1 picture");
    const credits = body.filter((line) => line.startsWith("Co-authored-by:"));
    expect(credits).toEqual(["Co-authored-by: Sam Editor <sam@practice.example>", "Co-authored-by: Kim Nurse <kim@practice.example>"]);
    // As git reads them: trailers at the end of the message.
    expect(rig.git(rig.bare, "log", "-1", "--format=%(trailers:key=Co-authored-by,valueonly)", "main").split("\n").filter(Boolean)).toEqual(["Sam Editor <sam@practice.example>", "Kim Nurse <kim@practice.example>"]);
  }, BUILDS_TIMEOUT);
});
