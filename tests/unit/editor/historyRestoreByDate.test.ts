/**
 * Putting back by date (issue 48 point 7), on a real bare repository with the gate's checks: the live version in
 * force at a UK date (and time) is the last publication at or before it; a page or the whole site is put back as
 * it was then through the same plan as the existing put-back (whose work it takes back, pictures kept); a date
 * before the first publication, still to come, or not a date is answered in words.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { versionOnDate } from "../../../engine/editor/server/history/byDate";
import { HistoryRefusal } from "../../../engine/editor/server/history/history";
import { planPageRestoreOn, planSiteRestore, preparePageRestore, prepareSiteRestore } from "../../../engine/editor/server/history/restorePlan";
import { publish, type PublishOutcome, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { toUkTime } from "../../../engine/editor/model/ukTime";
import { publishRig, publishSiteOn, type PublishRig } from "../../support/publishRig";

const TIMEOUT = 300_000;
const SAM = { name: "Sam Editor", email: "sam@practice.example" };
const OLU = { name: "Olu Owner", email: "olu@practice.example" };

let rig: PublishRig;
let site: PublishSite;

beforeAll(() => {
  rig = publishRig();
  site = publishSiteOn(rig);
});
afterEach(() => {
  delete process.env.GIT_COMMITTER_DATE;
});
afterAll(() => {
  rig?.remove();
});

const live = (file: string) => JSON.parse(rig.git(rig.bare, "show", `main:${file}`));
const head = () => rig.git(rig.bare, "rev-parse", "main");

async function published(work: Promise<PublishOutcome>): Promise<string> {
  const outcome = await work;
  if (!outcome.published) throw new Error(`not published: ${outcome.message}`);
  return outcome.commit;
}

/** A publication that went live at `at` (UTC): its version's date is when the live site changed. */
async function changeOn(at: string, author: typeof SAM, edits: Record<string, (page: any) => void>, message: string): Promise<string> {
  for (const [file, edit] of Object.entries(edits)) rig.edit(rig.site, file, edit);
  process.env.GIT_COMMITTER_DATE = at;
  try {
    return await published(publish(site, { author, message }));
  } finally {
    delete process.env.GIT_COMMITTER_DATE;
  }
}

describe("putting back by date", () => {
  let march = "";
  let june = "";

  it("finds the publication in force at a UK date or time, and answers a date before the first, to come, or none in words", async () => {
    march = await changeOn("2026-03-02T10:00:00Z", SAM, { "pages/veneers.json": (page) => (page.blocks[0].heading = "March veneers heading") }, "Veneers in March");
    june = await changeOn("2026-06-01T10:00:00Z", OLU, {
      "pages/veneers.json": (page) => (page.blocks[0].heading = "June veneers heading"),
      "pages/fillings.json": (page) => (page.blocks[0].heading = "June fillings heading"),
    }, "Veneers and fillings in June");

    expect((await versionOnDate(site, "2026-04-15")).commit).toBe(march);
    expect((await versionOnDate(site, "2026-03-02")).commit).toBe(march);
    // 10:30 in June is British Summer Time: 09:30 UTC, before June's publication went live at 10:00 UTC.
    expect((await versionOnDate(site, "2026-06-01T10:30")).commit).toBe(march);
    expect((await versionOnDate(site, "2026-06-01T11:00")).commit).toBe(june);
    await expect(versionOnDate(site, "2020-01-01")).rejects.toThrow(/^The site was first published on .*, so there is no earlier version to put back/);
    const tomorrow = toUkTime(new Date(Date.now() + 86_400_000));
    await expect(versionOnDate(site, tomorrow)).rejects.toThrow(/has not come yet/);
    await expect(versionOnDate(site, "last spring")).rejects.toThrow(HistoryRefusal);
  }, TIMEOUT);

  it("puts one page back as it was on a date, taking back only that page's later work", async () => {
    const on = await versionOnDate(site, "2026-04-15");
    const plan = await planPageRestoreOn(site, on, "pages/veneers.json");
    expect(plan).toMatchObject({ name: "Fixture veneers", commit: march, on: "Wednesday 15 April 2026", nothing: false });
    expect(plan.fields).toEqual([{ place: "Hero (block 1): Heading", live: "June veneers heading", then: "March veneers heading" }]);
    expect(plan.undoes.map((work) => work.by)).toEqual([OLU.name]);

    const work = await preparePageRestore(site, on.commit, "pages/veneers.json", head(), on);
    expect(work.message.split("\n")[0]).toBe("Put Fixture veneers back as it was on Wednesday 15 April 2026");
    await published(publish(site, { author: SAM, message: work.message, files: work.files }));
    expect(live("pages/veneers.json").blocks[0].heading).toBe("March veneers heading");
    expect(live("pages/fillings.json").blocks[0].heading).toBe("June fillings heading");
    await expect(preparePageRestore(site, on.commit, "pages/veneers.json", head(), on)).rejects.toThrow(/already as it was on Wednesday 15 April 2026/);
  }, TIMEOUT);

  it("puts the whole site back as it was on a date and time, naming whose later work it takes back", async () => {
    const on = await versionOnDate(site, "2026-05-31T18:00");
    const plan = await planSiteRestore(site, on.commit, on);
    expect(plan).toMatchObject({ commit: march, on: "Sunday 31 May 2026 at 18:00" });
    const fillings = plan.changes.find((change) => change.name === "Fixture fillings")!;
    expect(fillings.undoes.map((work) => work.by)).toEqual([OLU.name]);
    const work = await prepareSiteRestore(site, on.commit, head(), on);
    expect(work.message.split("\n")[0]).toBe("Put the whole site back as it was on Sunday 31 May 2026 at 18:00");
    await published(publish(site, { author: OLU, message: work.message, files: work.files }));
    expect(live("pages/fillings.json").blocks[0].heading).toBe("Fixture fillings heading");
    expect(live("pages/veneers.json").blocks[0].heading).toBe("March veneers heading");
  }, TIMEOUT);
});
