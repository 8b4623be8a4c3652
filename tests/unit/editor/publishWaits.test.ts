/**
 * A later change to a page a publication on a date holds (issue 48.2): it is a change of its own, live's version
 * with only the later change applied, so it can go live now without the scheduled one; the same field changed
 * again cannot be separated and is said so; and the scheduled set still goes live on its date over a live that
 * took the later change, even where git's line merge sees the two on one line.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeSetOf } from "../../../engine/editor/server/publish/changeSet";
import { commitFiles, putOnTop } from "../../../engine/editor/server/publish/commits";
import { pin } from "../../../engine/editor/server/publish/pin";
import { openRepository, resolveCommit, type Repository } from "../../../engine/editor/server/publish/repository";
import type { PublishRequestRow } from "../../../engine/editor/server/publish/requests";
import { publishRig, type PublishRig } from "../../support/publishRig";
import { OWNER, SAM, callRoute, publishContext, publishWhatIsShown } from "../../support/publishCalls";

const PAGE = "pages/fillings.json";
let rig: PublishRig;
let repo: Repository;

beforeEach(async () => {
  rig = publishRig();
  repo = (await openRepository(rig.site))!;
});
afterEach(() => rig?.remove());

const working = () => JSON.parse(rig.git(rig.site, "show", `HEAD:${PAGE}`));
const asJson = (bytes: Buffer | null) => JSON.parse(bytes!.toString("utf8"));

/** The page's title changed and pinned for a date, as the schedule dialog does; the row the scheduler keeps. */
async function scheduleTitle(title: string): Promise<PublishRequestRow> {
  rig.edit(rig.site, PAGE, (page) => (page.title = title));
  const head = await resolveCommit(repo, "HEAD");
  const set = await changeSetOf(repo, []);
  const commit = (await pin(repo, head, set.files.map(({ file, bytes }) => ({ file, bytes })), SAM, "April prices"))!;
  return { id: 7, at: "", personId: "sam", name: SAM.name, email: SAM.email, message: "April prices", status: "scheduled", decidedBy: null, commit, publishAt: "2027-04-01T00:00:00.000Z", outcome: null };
}

describe("a later change to a page a publication on a date holds", () => {
  it("is held while the page is exactly as pinned", async () => {
    const row = await scheduleTitle("Fillings from April");
    const set = await changeSetOf(repo, [row]);
    expect(set.files).toEqual([]);
    expect(set.held).toEqual([{ file: PAGE, request: 7 }]);
  });

  it("becomes a change of its own: live's page with only the later change, marked as later than the set", async () => {
    const before = working();
    const row = await scheduleTitle("Fillings from April");
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
    const set = await changeSetOf(repo, [row]);
    expect(set.held).toEqual([]);
    expect(set.files).toHaveLength(1);
    expect(set.files[0]).toMatchObject({ file: PAGE, status: "changed", laterThan: 7 });
    const sent = asJson(set.files[0]!.bytes);
    expect(sent.description).toBe("December's words");
    expect(sent.title).toBe(before.title);
  });

  it("cannot be separated when it changes the field the set changes, and names that field", async () => {
    const row = await scheduleTitle("Fillings from April");
    rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from December"));
    const set = await changeSetOf(repo, [row]);
    expect(set.files).toEqual([]);
    expect(set.held).toEqual([]);
    expect(set.tangled).toMatchObject([{ file: PAGE, request: 7, fields: ["title"] }]);
  });
});

describe("the set on its date, over a live that took the later change", () => {
  it("is merged field by field where git's line merge stops", async () => {
    const start = await resolveCommit(repo, "HEAD");
    const row = await scheduleTitle("Fillings from April");
    const page = working();
    const live = (await commitFiles(repo, start, [{ file: PAGE, bytes: Buffer.from(JSON.stringify({ ...page, description: "December's words" }, null, 2).replace(/,\n  "description"/, `, "description"`)) }], SAM, "December"))!;
    const placed = await putOnTop(repo, row.commit!, live);
    expect("commit" in placed).toBe(true);
    const both = JSON.parse(rig.git(rig.site, "show", `${(placed as { commit: string }).commit}:${PAGE}`));
    expect(both.title).toBe("Fillings from April");
    expect(both.description).toBe("December's words");
  });

  it("still stops on a clash in the same field", async () => {
    const start = await resolveCommit(repo, "HEAD");
    const row = await scheduleTitle("Fillings from April");
    const live = (await commitFiles(repo, start, [{ file: PAGE, bytes: Buffer.from(JSON.stringify({ ...working(), title: "Fillings from December" })) }], SAM, "December"))!;
    expect(await putOnTop(repo, row.commit!, live)).toEqual({ conflicts: [PAGE] });
  });
});

describe("what waits, told where it waits (GET publish/waits and the Publish screen)", () => {
  it("says per page what waits for a date, by whom, and that a later change goes on its own", async () => {
    const context = publishContext(rig, false);
    try {
      rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from April"));
      expect((await publishWhatIsShown(context, OWNER, "April prices", "2027-04-01T09:00")).json.reason).toBe("scheduled");
      const held = (await callRoute(context, SAM, "GET", "publish/waits")).json.waits;
      expect(held).toEqual([expect.objectContaining({ file: PAGE, why: "date", badge: "Waits for 1 April" })]);
      expect(held[0].words).toMatch(/Thursday 1 April 2027 at 09:00.*April prices.*Olu Owner/);
      // The Publish screen lists it as held, never as "nothing".
      expect((await callRoute(context, OWNER, "GET", "publish/changes")).json.held).toEqual([expect.objectContaining({ file: PAGE })]);

      rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
      const later = (await callRoute(context, SAM, "GET", "publish/waits")).json.waits;
      expect(later).toEqual([expect.objectContaining({ file: PAGE, why: "later" })]);
      expect(later[0].words).toMatch(/not part of the publication on 1 April .*goes live when you publish/);
      const changes = (await callRoute(context, OWNER, "GET", "publish/changes")).json.changes;
      expect(changes).toEqual([expect.objectContaining({ file: PAGE, laterThan: expect.any(Number) })]);

      rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from December"));
      const tangled = (await callRoute(context, SAM, "GET", "publish/waits")).json.waits;
      expect(tangled).toEqual([expect.objectContaining({ file: PAGE, why: "tangled", badge: "Waits for 1 April" })]);
      expect(tangled[0].words).toMatch(/cannot go live on its own/);
    } finally {
      context.db.close();
    }
  });
});
