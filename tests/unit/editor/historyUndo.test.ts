/**
 * History staff can trust (issue 39), on a real bare repository with the gate's checks: undoing one person's
 * change to a page takes back exactly that change and keeps everyone else's (other fields, other pages); a field
 * changed again later is a choice with both names; an undo is itself undone; a page put back as it was before a
 * change brings back the picture removed since; a whole-site restore lists what it changes and whose work, and
 * removes no picture; History shows publications in words and the software's updates as one quiet line.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listHistory, type Publication } from "../../../engine/editor/server/history/history";
import { planPageRestore, planSiteRestore, preparePageRestore, prepareSiteRestore } from "../../../engine/editor/server/history/restorePlan";
import { planUndo, prepareUndo } from "../../../engine/editor/server/history/undo";
import { publish, type PublishOutcome, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { publishRig, publishSiteOn, type PublishRig } from "../../support/publishRig";

const TIMEOUT = 300_000;
const SAM = { name: "Sam Editor", email: "sam@practice.example" };
const OLU = { name: "Olu Owner", email: "olu@practice.example" };
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0d5c63"/></svg>\n';

let rig: PublishRig;
let site: PublishSite;

beforeAll(() => {
  rig = publishRig();
  site = publishSiteOn(rig);
});
afterAll(() => {
  rig?.remove();
});

const live = (file: string) => JSON.parse(rig.git(rig.bare, "show", `main:${file}`));
const liveHas = (file: string) => rig.git(rig.bare, "ls-tree", "--name-only", "main", "--", file) === file;
const head = () => rig.git(rig.bare, "rev-parse", "main");

async function published(work: Promise<PublishOutcome>): Promise<string> {
  const outcome = await work;
  if (!outcome.published) throw new Error(`not published: ${outcome.message} ${JSON.stringify(outcome)}`);
  return outcome.commit;
}

async function change(author: typeof SAM, file: string, edit: (page: any) => void, message: string): Promise<string> {
  rig.edit(rig.site, file, edit);
  return published(publish(site, { author, message }));
}

async function undo(author: typeof SAM, commit: string, file: string, answers: ("earlier" | "later")[] = []): Promise<string> {
  const work = await prepareUndo(site, commit, file, head(), answers);
  return published(publish(site, { author, message: work.message, files: work.files }));
}

describe("undo one change, put a page back, restore the whole site", () => {
  let samsVeneers = "";

  it("undoes one person's change to a page and keeps the later changes to its other fields and to other pages", async () => {
    samsVeneers = await change(SAM, "pages/veneers.json", (page) => {
      page.blocks[0].heading = "Sam's veneers heading";
      page.blocks[1].actions[0].label = "Back to the home page";
    }, "Veneers by Sam");
    await change(OLU, "pages/fillings.json", (page) => (page.blocks[0].heading = "Olu's fillings heading"), "Fillings by Olu");
    await change(OLU, "pages/veneers.json", (page) => (page.blocks[1].heading = "Book with us today"), "Veneers closing box by Olu");

    const plan = await planUndo(site, samsVeneers, "pages/veneers.json");
    expect(plan).toMatchObject({ name: "Fixture veneers", by: SAM.name, choices: [], nothing: false });
    expect(plan.lines).toEqual(["Hero (block 1): Heading “Sam's veneers heading” → “Fixture veneers heading”", "Call to action (block 2): button 1, Label “Back to the home page” → “Back to Home”"]);
    await undo(OLU, samsVeneers, "pages/veneers.json");

    const veneers = live("pages/veneers.json");
    expect(veneers.blocks[0].heading).toBe("Fixture veneers heading");
    expect(veneers.blocks[1].actions[0].label).toBe("Back to Home");
    expect(veneers.blocks[1].heading).toBe("Book with us today");
    expect(live("pages/fillings.json").blocks[0].heading).toBe("Olu's fillings heading");
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toMatch(/^Olu Owner\|Undo Sam Editor's change to Fixture veneers of /);
    // Only the page changed: one file, and only the lines of the two fields taken back.
    expect(rig.git(rig.bare, "diff", "--name-only", "main~1", "main")).toBe("pages/veneers.json");
  }, TIMEOUT);

  it("undoes the undo, and refuses to undo a change already undone", async () => {
    const theUndo = head();
    await undo(SAM, theUndo, "pages/veneers.json");
    expect(live("pages/veneers.json").blocks[0].heading).toBe("Sam's veneers heading");
    expect(live("pages/veneers.json").blocks[1].heading).toBe("Book with us today");
    expect((await planUndo(site, theUndo, "pages/veneers.json")).nothing).toBe(true);
    await expect(prepareUndo(site, theUndo, "pages/veneers.json", head(), [])).rejects.toThrow(/undone already/);
  }, TIMEOUT);

  it("shows a field changed again later as a choice with both names, and does what is chosen", async () => {
    const sams = await change(SAM, "pages/fillings.json", (page) => (page.blocks[0].heading = "Sam's fillings heading"), "Fillings by Sam");
    await change(OLU, "pages/fillings.json", (page) => (page.blocks[0].heading = "Olu's second fillings heading"), "Fillings again by Olu");
    const plan = await planUndo(site, sams, "pages/fillings.json");
    expect(plan.choices).toEqual([
      { place: "Hero (block 1): Heading", before: { text: "Olu's fillings heading", by: SAM.name, at: expect.any(String) }, later: { text: "Olu's second fillings heading", by: OLU.name, at: expect.any(String) } },
    ]);
    await expect(prepareUndo(site, sams, "pages/fillings.json", head(), [])).rejects.toThrow(/Choose which version/);
    // The site moved since the plan was read: refused, in words.
    await expect(prepareUndo(site, sams, "pages/fillings.json", sams, ["earlier"])).rejects.toThrow(/changed since you opened this/);
    await undo(OLU, sams, "pages/fillings.json", ["earlier"]);
    expect(live("pages/fillings.json").blocks[0].heading).toBe("Olu's fillings heading");
  }, TIMEOUT);

  it("puts a page back as it was before a change, bringing back the picture removed since", async () => {
    mkdirSync(join(rig.site, "public/images/team"), { recursive: true });
    writeFileSync(join(rig.site, "public/images/team/img-4127.svg"), PICTURE);
    await change(SAM, "pages/veneers.json", (page) => (page.blocks[0].image = { src: "/images/team/img-4127.svg", alt: "Our veneers clinician" }), "Veneers picture");
    rmSync(join(rig.site, "public/images/team/img-4127.svg"));
    const removal = await change(OLU, "pages/veneers.json", (page) => delete page.blocks[0].image, "No veneers picture");
    expect(liveHas("public/images/team/img-4127.svg")).toBe(false);

    const plan = await planPageRestore(site, removal, "pages/veneers.json");
    expect(plan).toMatchObject({ name: "Fixture veneers", by: OLU.name, pictures: ["img-4127.svg"], nothing: false });
    expect(plan.undoes.map((work) => work.by)).toEqual([OLU.name]);
    const work = await preparePageRestore(site, removal, "pages/veneers.json", head());
    expect(work.message).toMatch(/^Put Fixture veneers back as it was before Olu Owner's change of /);
    await published(publish(site, { author: SAM, message: work.message, files: work.files }));
    expect(live("pages/veneers.json").blocks[0].image.src).toBe("/images/team/img-4127.svg");
    expect(liveHas("public/images/team/img-4127.svg")).toBe(true);
    expect(existsSync(join(rig.site, "public/images/team/img-4127.svg"))).toBe(true);
  }, TIMEOUT);

  it("undoing a removal brings the picture back too", async () => {
    rmSync(join(rig.site, "public/images/team/img-4127.svg"));
    const removal = await change(OLU, "pages/veneers.json", (page) => delete page.blocks[0].image, "No veneers picture again");
    expect((await planUndo(site, removal, "pages/veneers.json")).pictures).toEqual(["img-4127.svg"]);
    await undo(SAM, removal, "pages/veneers.json");
    expect(liveHas("public/images/team/img-4127.svg")).toBe(true);
  }, TIMEOUT);

  it("lists what a whole-site restore will do and whose work it takes back, and keeps every picture", async () => {
    const history = await listHistory(site);
    const first = history.entries.find((entry): entry is Publication => entry.kind === "publication" && entry.commit === samsVeneers)!;
    expect(first).toBeDefined();
    const plan = await planSiteRestore(site, first.commit);
    const veneers = plan.changes.find((entry) => entry.name === "Fixture veneers")!;
    expect(veneers.undoes.map((work) => work.by)).toEqual(expect.arrayContaining([OLU.name, SAM.name]));
    expect(plan.changes.find((entry) => entry.name === "Fixture fillings")!.undoes.map((work) => work.by)).toEqual(expect.arrayContaining([OLU.name, SAM.name]));
    expect(plan.kept).toEqual(["img-4127.svg"]);
    expect(plan.pictures).toEqual([]);
    const work = await prepareSiteRestore(site, first.commit, head());
    expect(work.files.map((entry) => entry.file).sort()).toEqual(["pages/fillings.json", "pages/veneers.json"]);
    await published(publish(site, { author: OLU, message: work.message, files: work.files }));
    expect(live("pages/veneers.json").blocks[0].heading).toBe("Sam's veneers heading");
    expect(liveHas("public/images/team/img-4127.svg")).toBe(true);
  }, TIMEOUT);

  it("lists history in the practice's words: who, when, what; the software's updates as one line without their message", async () => {
    rig.git(rig.dev, "pull", "--quiet", "origin", "main");
    writeFileSync(join(rig.dev, "NOTES.md"), "engine notes\n");
    rig.git(rig.dev, "add", "NOTES.md");
    rig.git(rig.dev, "commit", "--quiet", "-m", "Links inside paragraphs: [words](phone) calls the practice's number from site.config.json");
    writeFileSync(join(rig.dev, "NOTES.md"), "engine notes, again\n");
    rig.git(rig.dev, "commit", "--quiet", "-am", "pages/CONTENT_GUIDE.md replaced");
    rig.git(rig.dev, "push", "--quiet", "origin", "main");

    const history = await listHistory(site);
    const text = JSON.stringify(history);
    expect(text).not.toContain("Links inside paragraphs");
    expect(text).not.toContain("CONTENT_GUIDE");
    expect(history.entries[0]).toEqual({ kind: "software", at: expect.any(String), by: ["Dev Eloper"], count: 2 });
    const publication = history.entries[1] as Publication;
    expect(publication).toMatchObject({ kind: "publication", by: OLU.name, title: "Fixture fillings and Fixture veneers", latest: true });
    expect(publication.note).toMatch(/^Put the whole site back as it was after Sam Editor's publication of /);
    // The set-up commit was made by a developer: listed by what it holds, its message never shown.
    const setUp = history.entries.at(-1) as Publication;
    expect(setUp.by).toBe("Dev Eloper");
    expect(setUp.note).toBeUndefined();
    expect(text).not.toContain("The site as it was set up");

    const ofFillings = await listHistory(site, { file: "pages/fillings.json" });
    expect(ofFillings.entries.every((entry) => entry.kind === "publication" && entry.files.some((file) => file.name === "Fixture fillings"))).toBe(true);
    expect(ofFillings.entries.length).toBeGreaterThanOrEqual(5);
    const bySam = await listHistory(site, { by: SAM.name });
    expect(bySam.entries.length).toBeGreaterThan(2);
    expect(bySam.entries.every((entry) => entry.kind === "publication" && entry.by === SAM.name)).toBe(true);
    expect(history.people).toEqual(["Dev Eloper", OLU.name, SAM.name]);
  }, TIMEOUT);

  it("refuses to undo or put back a version the live site never went through", async () => {
    const elsewhere = rig.git(rig.site, "commit-tree", "HEAD^{tree}", "-p", "HEAD", "-m", "A change never published");
    await expect(planUndo(site, elsewhere, "pages/veneers.json")).rejects.toThrow(/never published/);
    await expect(planPageRestore(site, elsewhere, "pages/veneers.json")).rejects.toThrow(/never published/);
    await expect(planSiteRestore(site, elsewhere)).rejects.toThrow(/never published/);
  });

  it("never leaves a gate's refusal in a developer's words", async () => {
    const { inStaffWords } = await import("../../../engine/editor/server/history/outcome");
    const worded = inStaffWords(
      { published: false, reason: "problems", message: "x", problems: [{ file: "pages/veneers.json", where: "blocks[0].image.src", message: '"/images/team/img-4127.jpg" does not exist; put the file at public/images/team/img-4127.jpg or fix the path' }] as any },
      "Fixture veneers as it was then",
    );
    const message = JSON.stringify(worded);
    expect(message).not.toMatch(/public\/|\/images\//);
    expect(message).toContain("the picture img-4127.jpg");
  });
});
