/**
 * Publishing into a folder a web server serves, and going back: each build is put in place all at once (a
 * reader of the served page meanwhile gets the old page or the new one, whole), history lists the versions in
 * words, and restoring a page publishes its earlier version, whose built HTML is byte-identical to what that
 * version built.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { listHistory, pageAtVersion, type Publication } from "../../../engine/editor/server/history/history";
import { planSiteRestore, preparePageRestore, prepareSiteRestore } from "../../../engine/editor/server/history/restorePlan";
import { publish, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { publishRig, type PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;

let rig: PublishRig;
let site: PublishSite;
let served: string;
const SAM = { name: "Sam Editor", email: "sam@practice.example" };
const OWNER = { name: "Olu Owner", email: "olu@practice.example" };
const servedPage = () => readFileSync(join(served, "veneers.html"));

beforeAll(() => {
  rig = publishRig();
  served = join(rig.folder, "www", "live");
  site = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data, { PUBLISH_DEPLOY: "folder", PUBLISH_FOLDER: served }) };
});
afterAll(() => {
  rig?.remove();
});

describe("a served folder, history and restore", () => {
  it("publishes into the served folder at once, lists the versions in words, and restores a page to byte-identical HTML", async () => {
    // 1. A change elsewhere: the served folder then holds a build of the veneers page as it was.
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings that last"));
    const first = await publish(site, { author: SAM, message: "Fillings heading" });
    expect(first).toMatchObject({ published: true });
    if (!first.published) return;
    expect(lstatSync(served).isSymbolicLink()).toBe(true);
    const original = servedPage();
    expect(original.toString()).toContain("Fixture veneers heading");

    // 2. The veneers heading, read from the served folder all the while it is published.
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    const reads: Buffer[] = [];
    let finished = false;
    const publishing = publish(site, { author: SAM, message: "New veneers heading" }).finally(() => (finished = true));
    while (!finished) {
      reads.push(servedPage());
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const second = await publishing;
    expect(second).toMatchObject({ published: true });
    if (!second.published) return;
    const changed = servedPage();
    expect(changed.toString()).toContain("Veneers that look like you");
    expect(reads.length).toBeGreaterThan(3);
    for (const read of reads) expect(read.equals(original) || read.equals(changed)).toBe(true);

    // 3. History, newest first, in words.
    const history = await listHistory(site);
    const publications = history.entries.filter((entry): entry is Publication => entry.kind === "publication");
    expect(publications.slice(0, 3).map((version) => [version.by, version.note, version.title, version.files.map((file) => `${file.name}: ${file.lines.join("; ")}`)])).toEqual([
      ["Sam Editor", "New veneers heading", "Fixture veneers", ["Fixture veneers: Hero (block 1): Heading “Fixture veneers heading” → “Veneers that look like you”"]],
      ["Sam Editor", "Fillings heading", "Fixture fillings", ["Fixture fillings: Hero (block 1): Heading “Fixture fillings heading” → “Fillings that last”"]],
      ["Dev Eloper", undefined, expect.any(String), expect.any(Array)],
    ]);
    expect(publications[0]!.latest).toBe(true);
    const then = await pageAtVersion(site, first.commit, "pages/veneers.json");
    expect(then.fields).toEqual([{ place: "Hero (block 1): Heading", live: "Veneers that look like you", then: "Fixture veneers heading" }]);

    // 4. Put the page back as it was before the heading's change: a new publication, and the same bytes as that version built.
    const work = await preparePageRestore(site, second.commit, "pages/veneers.json", second.commit);
    const restored = await publish(site, { author: OWNER, message: work.message, files: work.files });
    expect(restored).toMatchObject({ published: true });
    if (!restored.published) return;
    expect(servedPage().equals(original)).toBe(true);
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toMatch(/^Olu Owner\|Put Fixture veneers back as it was before Sam Editor's change of /);
    expect(rig.git(rig.bare, "diff", "--name-only", "main~1", "main")).toBe("pages/veneers.json");
    expect(JSON.parse(readFileSync(join(rig.site, "pages/veneers.json"), "utf8")).blocks[0].heading).toBe("Fixture veneers heading");
  }, BUILDS_TIMEOUT);

  it("keeps serving a picture added since when the whole site is put back, and says so before it asks", async () => {
    const before = rig.git(rig.bare, "rev-parse", "main");
    mkdirSync(join(rig.site, "public/images/team"), { recursive: true });
    writeFileSync(join(rig.site, "public/images/team/new-photo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="teal"/></svg>\n');
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].image = { src: "/images/team/new-photo.svg", alt: "Our veneers clinician" }));
    const added = await publish(site, { author: SAM, message: "Veneers picture" });
    expect(added).toMatchObject({ published: true });
    expect(existsSync(join(served, "images/team/new-photo.svg"))).toBe(true);

    const plan = await planSiteRestore(site, before);
    expect(plan.kept).toContain("new-photo.svg");
    expect(plan.changes.find((entry) => entry.name === "Fixture veneers")!.undoes.map((work) => work.by)).toContain(SAM.name);
    const work = await prepareSiteRestore(site, before, rig.git(rig.bare, "rev-parse", "main"));
    const restored = await publish(site, { author: OWNER, message: work.message, files: work.files });
    expect(restored).toMatchObject({ published: true });
    expect(servedPage().toString()).not.toContain("new-photo");
    expect(existsSync(join(served, "images/team/new-photo.svg"))).toBe(true);
  }, BUILDS_TIMEOUT);
});
