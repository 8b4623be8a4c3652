/**
 * Staff choose what goes live (issue 48, points 1 and 3): the saved changes are listed as units (a page, a section
 * of the practice details, a picture by the page that uses it); Publish, a request for approval and a date send the
 * ticked units only; a unit brings what it needs, and is refused when the screen did not show that; a change the
 * gate refuses holds back only its own page; a request is the requester's (author, credits). Against a real bare
 * repository, through the routes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { OWNER, SAM, approvalOf, callRoute, publishContext } from "../../support/publishCalls";
import { dependentsOf, type ChangeUnit } from "../../../engine/editor/server/publish/units";
import { withNeeds } from "../../../engine/editor/model/unitNeeds";
import { unitsOfProblem } from "../../../engine/editor/server/publish/choice";
import { readPinned } from "../../../engine/editor/server/publish/pin";
import { requestsOf } from "../../../engine/editor/server/publish/publishContext";
import { openRepository } from "../../../engine/editor/server/publish/repository";
import { schedulerOf } from "../../../engine/editor/server/publish/schedule";
import { toUkTime } from "../../../engine/editor/model/ukTime";
import { publishRig, type PublishRig } from "../../support/publishRig";

const BUILDS_TIMEOUT = 400_000;
let rig: PublishRig | undefined;
let context: EditorContext | undefined;
afterEach(() => {
  if (context) schedulerOf(context).stop();
  context?.db.close();
  rig?.remove();
  rig = context = undefined;
});

const KIM = { ...SAM, id: "k1", name: "Kim Nurse", email: "kim@practice.example" };
function open(approvalRequired = false): EditorContext {
  rig = publishRig();
  context = publishContext(rig, approvalRequired);
  // The people who may sign in, whom the credits name by their accounts.
  const people = new Map([OWNER, SAM, KIM].map((person) => [person.id, person]));
  (context as unknown as { frontDoor: unknown }).frontDoor = { users: { byId: (id: string) => people.get(id) ?? null } };
  return context;
}
const live = (file: string) => rig!.git(rig!.bare, "show", `main:${file}`);
const edited = (file: string, change: (json: any) => void, person = OWNER) => {
  rig!.edit(rig!.site, file, change);
  context!.saves.record(file, person);
};
async function picture(name: string, person = OWNER): Promise<void> {
  mkdirSync(join(rig!.site, "public/images"), { recursive: true });
  await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0d5c63" } }).jpeg().toFile(join(rig!.site, "public/images", name));
  context!.saves.record(`public/images/${name}`, person);
}
type Unit = { id: string; name: string; fingerprint: string; needs: { id: string; why: string }[]; unused?: boolean; mine: boolean; savedBy: { name: string }[] };
const screen = async (person = OWNER) => (await callRoute(context!, person, "GET", "publish/changes")).json as { units: Unit[] };
const ticked = (units: Unit[], ...ids: string[]) => units.filter((unit) => ids.includes(unit.id)).map(({ id, fingerprint }) => ({ id, fingerprint }));

describe("what goes with what", () => {
  const unit = (id: string, needs: string[] = [], section?: string): ChangeUnit => ({
    id, kind: section ? "site" : "page", status: "changed", name: id, lines: [], file: section ? "site.config.json" : id, ...(section ? { section } : {}), needs: needs.map((need) => ({ id: need, why: `needs ${need}` })), fingerprint: id,
  });
  const units = [unit("menu", ["new"]), unit("new", ["photo"]), unit("photo"), unit("other"), unit("site.config.json#openingHours", [], "openingHours"), unit("site.config.json#contact", [], "contact")];
  it("adds what a chosen unit needs, through others, and holds back what needs a refused one", () => {
    const chosen = withNeeds(units, ["menu"]);
    expect([...chosen.ids].sort()).toEqual(["menu", "new", "photo"]);
    expect(chosen.added).toEqual([{ id: "new", for: "menu", why: "needs new" }, { id: "photo", for: "new", why: "needs photo" }]);
    expect([...dependentsOf(units, ["photo"])].sort()).toEqual(["menu", "new", "photo"]);
    expect([...dependentsOf(units, ["other"])]).toEqual(["other"]);
  });
  it("puts a practice-details problem in the section its path starts in", () => {
    const problem = (where: string) => ({ file: "site.config.json", where, message: "", severity: "error" as const });
    expect(unitsOfProblem(units, problem("openingHours[1].closes")).map((found) => found.id)).toEqual(["site.config.json#openingHours"]);
    expect(unitsOfProblem(units, problem("line 4, column 7")).map((found) => found.id)).toEqual(["site.config.json#openingHours", "site.config.json#contact"]);
  });
});

describe("the units of change", () => {
  it("are a page each, a practice-details section each, and pictures needed by the pages that show them or listed as unused", async () => {
    open();
    await picture("smile.jpg");
    await picture("discarded.jpg");
    edited("pages/veneers.json", (page) => (page.blocks[0].image = { src: "/images/smile.jpg", alt: "A smile" }));
    writeFileSync(join(rig!.site, "pages/implants.json"), JSON.stringify({ title: "Implants | Test Practice", description: "The implants page of the minimal fixture site, new in this change set.", blocks: [{ type: "hero", heading: "Implants" }] }, null, 2) + "\n");
    edited("pages/contact.json", (page) => (page.blocks[0].actions = [{ kind: "internal", to: "/implants", label: "Implants" }]));
    edited("site.config.json", (site) => {
      site.openingHours[1].closes = "14:00";
      site.contact.phone.display = "024 7631 9999";
    });
    const { units } = await screen();
    const byId = new Map(units.map((unit) => [unit.id, unit]));
    expect([...byId.keys()].sort()).toEqual(["pages/contact.json", "pages/implants.json", "pages/veneers.json", "public/images/discarded.jpg", "public/images/smile.jpg", "site.config.json#contact", "site.config.json#openingHours"]);
    expect(byId.get("pages/veneers.json")!.needs).toEqual([{ id: "public/images/smile.jpg", why: expect.stringContaining("smile.jpg") }]);
    expect(byId.get("pages/contact.json")!.needs).toEqual([{ id: "pages/implants.json", why: expect.stringContaining("Implants") }]);
    expect(byId.get("public/images/discarded.jpg")!.unused).toBe(true);
    expect(byId.get("public/images/smile.jpg")!.unused).toBeFalsy();
    expect(byId.get("site.config.json#openingHours")!.name).toMatch(/Opening hours/i);
    // Choosing the contact page without the new page it links to is refused: the screen did not show it going with it.
    const refused = await callRoute(context!, OWNER, "POST", "publish", { message: "Contact", units: ticked(units, "pages/contact.json") });
    expect(refused.json).toMatchObject({ published: false, message: expect.stringContaining("links to the new page") });
    expect(live("pages/contact.json")).not.toContain("/implants");
  });
});

describe("publishing a choice", () => {
  it("sends one page and one practice-details section, and leaves the other changes saved", async () => {
    open();
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers chosen"));
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings not chosen"));
    edited("site.config.json", (site) => {
      site.openingHours[1].closes = "14:00";
      site.contact.phone.display = "024 7631 9999";
    });
    const before = live("site.config.json");
    const { units, defaultMessage } = (await screen()) as { units: Unit[]; defaultMessage: string };
    // The note of every change, sent back unchanged with a part of them: the commit describes only what it holds.
    expect(defaultMessage).toContain("Fixture fillings");
    const outcome = await callRoute(context!, OWNER, "POST", "publish", { message: defaultMessage, units: ticked(units, "pages/veneers.json", "site.config.json#openingHours") });
    expect(outcome.json).toMatchObject({ published: true });
    expect(rig!.git(rig!.bare, "log", "-1", "--format=%B", "main")).not.toContain("fillings");
    expect(live("pages/veneers.json")).toContain("Veneers chosen");
    expect(live("pages/fillings.json")).not.toContain("Fillings not chosen");
    const config = live("site.config.json");
    expect(JSON.parse(config).openingHours[1].closes).toBe("14:00");
    expect(JSON.parse(config).contact.phone.display).toBe("024 7631 2256");
    // Written as the editor writes it: only the changed value's line differs from what was live.
    const changedLines = config.split("\n").filter((line, index) => line !== before.split("\n")[index]);
    expect(changedLines).toEqual([expect.stringContaining("14:00")]);
    const after = (await screen()).units.map((unit) => unit.id).sort();
    expect(after).toEqual(["pages/fillings.json", "site.config.json#contact"]);
    expect(JSON.parse(readFileSync(join(rig!.site, "site.config.json"), "utf8")).contact.phone.display).toBe("024 7631 9999");
  }, BUILDS_TIMEOUT);

  it("tells the second of two people choosing the same page that it was published meanwhile, and publishes nothing twice", async () => {
    open();
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers once"));
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings waits"));
    const first = await screen();
    const second = await screen();
    expect((await callRoute(context!, OWNER, "POST", "publish", { message: "First", units: ticked(first.units, "pages/veneers.json") })).json).toMatchObject({ published: true });
    const commits = rig!.git(rig!.bare, "rev-list", "--count", "main");
    const again = await callRoute(context!, OWNER, "POST", "publish", { message: "Second", units: ticked(second.units, "pages/veneers.json", "pages/fillings.json") });
    expect(again.json).toMatchObject({ published: false, message: expect.stringContaining("no longer waiting") });
    expect(rig!.git(rig!.bare, "rev-list", "--count", "main")).toBe(commits);
    expect(live("pages/fillings.json")).not.toContain("Fillings waits");
  }, BUILDS_TIMEOUT);

  it("holds back only the page the gate refuses, publishes the others, and says which waited and why", async () => {
    open();
    edited("pages/veneers.json", (page) => (page.description = "Too short."));
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings goes live"));
    const { units } = await screen();
    const outcome = (await callRoute(context!, OWNER, "POST", "publish", { message: "Both", units: ticked(units, "pages/veneers.json", "pages/fillings.json") })).json;
    expect(outcome).toMatchObject({ published: true, heldBack: [{ id: "pages/veneers.json", problems: [expect.objectContaining({ file: "pages/veneers.json", where: "description" })] }] });
    expect(live("pages/fillings.json")).toContain("Fillings goes live");
    expect(live("pages/veneers.json")).not.toContain("Too short.");
    // Every chosen change refused: nothing is published, as before.
    const still = (await screen()).units;
    const refused = (await callRoute(context!, OWNER, "POST", "publish", { message: "Veneers", units: ticked(still, "pages/veneers.json") })).json;
    expect(refused).toMatchObject({ published: false, reason: "problems", message: expect.stringContaining("one thing needs") });
  }, BUILDS_TIMEOUT);
});

describe("a publication on a date", () => {
  it("pins only the chosen units", async () => {
    open();
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers in April"));
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings now"));
    const { units } = await screen();
    const when = toUkTime(new Date(Date.now() + 86_400_000));
    expect((await callRoute(context!, OWNER, "POST", "publish", { message: "April", units: ticked(units, "pages/veneers.json"), publishAt: when })).json).toMatchObject({ reason: "scheduled" });
    const row = requestsOf(context!).scheduled()[0]!;
    const pinned = await readPinned((await openRepository(rig!.site))!, row.commit!);
    expect(pinned!.files.map((file) => file.file)).toEqual(["pages/veneers.json"]);
  });
});

describe("a request is the requester's", () => {
  it("ticks only the editor's own changes, holds only what she chose, and credits only her", async () => {
    open(true);
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Sam's veneers"), SAM);
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Olu's fillings"), OWNER);
    const { units } = await screen(SAM);
    expect(units.find((unit) => unit.id === "pages/veneers.json")).toMatchObject({ mine: true });
    expect(units.find((unit) => unit.id === "pages/fillings.json")).toMatchObject({ mine: false, savedBy: [{ name: OWNER.name }] });
    const asked = await callRoute(context!, SAM, "POST", "publish", { message: "My veneers", units: ticked(units.filter((unit) => unit.mine), ...units.map((unit) => unit.id)) });
    expect(asked.json).toMatchObject({ reason: "requested" });
    const waiting = (await callRoute(context!, OWNER, "GET", "publish/changes")).json.waiting[0];
    expect((await callRoute(context!, OWNER, "POST", "publish/decide", approvalOf(waiting))).json).toMatchObject({ published: true });
    expect(rig!.git(rig!.bare, "log", "-1", "--format=%an <%ae>", "main")).toBe("Sam Editor <sam@practice.example>");
    expect(rig!.git(rig!.bare, "log", "-1", "--format=%(trailers:key=Co-authored-by,valueonly)", "main").trim()).toBe("");
    expect(live("pages/veneers.json")).toContain("Sam's veneers");
    expect(live("pages/fillings.json")).not.toContain("Olu's fillings");
  }, BUILDS_TIMEOUT);

  it("a request that holds a colleague's change too credits them, and the owner's screen says whose changes it holds", async () => {
    open(true);
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Sam's veneers"), SAM);
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Olu's fillings"), OWNER);
    const { units } = await screen(SAM);
    expect((await callRoute(context!, SAM, "POST", "publish", { message: "Both", units: ticked(units, "pages/veneers.json", "pages/fillings.json") })).json).toMatchObject({ reason: "requested" });
    const waiting = (await callRoute(context!, OWNER, "GET", "publish/changes")).json.waiting[0];
    expect(waiting).toMatchObject({ name: SAM.name, credits: [OWNER.name] });
  });

  it("credits exactly the others whose saved changes the chosen units hold", async () => {
    open();
    edited("pages/veneers.json", (page) => (page.blocks[0].heading = "Sam's veneers"), SAM);
    edited("pages/fillings.json", (page) => (page.blocks[0].heading = "Kim's fillings"), KIM);
    const { units } = await screen();
    expect((await callRoute(context!, OWNER, "POST", "publish", { message: "Veneers", units: ticked(units, "pages/veneers.json") })).json).toMatchObject({ published: true });
    expect(rig!.git(rig!.bare, "log", "-1", "--format=%(trailers:key=Co-authored-by,valueonly)", "main").trim()).toBe("Sam Editor <sam@practice.example>");
  }, BUILDS_TIMEOUT);
});

describe("pictures", () => {
  it("a picture a chosen page shows goes with it; one no page uses is not published", async () => {
    open();
    await picture("smile.jpg");
    await picture("discarded.jpg");
    edited("pages/veneers.json", (page) => (page.blocks[0].image = { src: "/images/smile.jpg", alt: "A smile" }));
    const { units } = await screen();
    expect(units.find((unit) => unit.id === "public/images/discarded.jpg")!.unused).toBe(true);
    const outcome = await callRoute(context!, OWNER, "POST", "publish", { message: "Veneers", units: ticked(units, "pages/veneers.json", "public/images/smile.jpg") });
    expect(outcome.json).toMatchObject({ published: true });
    const files = rig!.git(rig!.bare, "ls-tree", "-r", "--name-only", "main", "public/images");
    expect(files).toContain("public/images/smile.jpg");
    expect(files).not.toContain("discarded.jpg");
  }, BUILDS_TIMEOUT);
});
