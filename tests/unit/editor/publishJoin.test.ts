/**
 * A later change to a page a publication on a date holds asks whether it joins that publication or goes separately
 * (issue 48.2). Joining re-pins the scheduled publication with the later change in it, so it goes live on the date
 * with the rest; it is allowed to whoever may change that publication's date, only on the publication (and the
 * later change) as the person's screen showed them, and the record notes it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPinned } from "../../../engine/editor/server/publish/pin";
import { openRepository, type Repository } from "../../../engine/editor/server/publish/repository";
import { requestsOf } from "../../../engine/editor/server/publish/publishContext";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { publishRig, type PublishRig } from "../../support/publishRig";
import { OWNER, SAM, callRoute, publishContext, publishWhatIsShown, approvalOf } from "../../support/publishCalls";
import type { Person } from "../../../engine/editor/server/people";

const PAGE = "pages/fillings.json";
let rig: PublishRig;
let repo: Repository;
let context: EditorContext;

const start = async (approvalRequired: boolean) => {
  context = publishContext(rig, approvalRequired);
};
beforeEach(async () => {
  rig = publishRig();
  repo = (await openRepository(rig.site))!;
});
afterEach(() => {
  context?.db.close();
  rig?.remove();
});

/** The page's title changed and published on 1 April by `who`, as the Publish screen's date does. */
async function scheduleTitle(who: Person): Promise<number> {
  rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from April"));
  const answer = await publishWhatIsShown(context, who, "April prices", "2027-04-01T09:00");
  expect(answer.json.reason).toBe("scheduled");
  return answer.json.id;
}

const joinable = async (who: Person) => (await callRoute(context, who, "GET", "publish/joinable")).json.joinable;
const pinnedPage = async (id: number) => {
  const pinned = await readPinned(repo, requestsOf(context).get(id)!.commit!);
  return JSON.parse(pinned!.files.find((file) => file.file === PAGE)!.bytes!.toString("utf8"));
};
const joinAsShown = async (who: Person, entry: { request: number; commit: string; file: string; fingerprint: string }) =>
  callRoute(context, who, "POST", "publish/join", { id: entry.request, commit: entry.commit, file: entry.file, fingerprint: entry.fingerprint });

describe("a later change to a scheduled page", () => {
  it("is offered to join or go separately, and once joined goes live on the date with the rest", async () => {
    await start(false);
    const id = await scheduleTitle(OWNER);
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
    const offered = await joinable(OWNER);
    expect(offered).toEqual([expect.objectContaining({ file: PAGE, request: id, separable: true, mayJoin: true, day: "1 April" })]);
    const before = requestsOf(context).get(id)!.commit;

    const joined = await joinAsShown(OWNER, offered[0]);
    expect(joined.status).toBe(200);
    expect(joined.json.message).toMatch(/joins the publication on .*1 April 2027/);
    const row = requestsOf(context).get(id)!;
    expect(row.commit).not.toBe(before);
    expect(row.status).toBe("scheduled");
    expect(row.publishAt).toBe("2027-04-01T08:00:00.000Z");
    const page = await pinnedPage(id);
    expect(page.title).toBe("Fillings from April");
    expect(page.description).toBe("December's words");
    // Nothing of the page goes with today's Publish now: it all waits for the date.
    const waits = (await callRoute(context, OWNER, "GET", "publish/waits")).json.waits;
    expect(waits).toEqual([expect.objectContaining({ file: PAGE, why: "date" })]);
    expect(await joinable(OWNER)).toEqual([]);
    expect(context.record.list().map((entry) => entry.action)).toContain("joined a change to a publication on a date");
  });

  it("joins a change to the same field, which cannot go separately", async () => {
    await start(false);
    const id = await scheduleTitle(OWNER);
    rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from April, corrected"));
    const offered = await joinable(OWNER);
    expect(offered).toEqual([expect.objectContaining({ file: PAGE, request: id, separable: false, mayJoin: true })]);
    expect((await joinAsShown(OWNER, offered[0])).status).toBe(200);
    expect((await pinnedPage(id)).title).toBe("Fillings from April, corrected");
  });

  it("is refused in words when the publication or the change moved since the screen showed them", async () => {
    await start(false);
    const id = await scheduleTitle(OWNER);
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
    const seen = (await joinable(OWNER))[0];
    // Saved again since: the change the screen showed is not the one there now.
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words, again"));
    const moved = await joinAsShown(OWNER, seen);
    expect(moved.status).toBe(409);
    expect(moved.json.error).toMatch(/saved again since you looked/);
    expect(requestsOf(context).get(id)!.commit).toBe(seen.commit);

    // Another join since: the publication is not the one the screen showed.
    const fresh = (await joinable(OWNER))[0];
    expect((await joinAsShown(OWNER, fresh)).status).toBe(200);
    rig.edit(rig.site, PAGE, (page) => (page.description = "January's words"));
    const stale = { ...(await joinable(OWNER))[0], commit: fresh.commit };
    const refused = await joinAsShown(OWNER, stale);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/publication on 1 April has changed since you looked/);
    expect((await pinnedPage(id)).description).toBe("December's words, again");
  });

  it("is refused once the publication was cancelled", async () => {
    await start(false);
    const id = await scheduleTitle(OWNER);
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
    const seen = (await joinable(OWNER))[0];
    expect((await callRoute(context, OWNER, "POST", "publish/cancel", { id, status: "scheduled" })).status).toBe(200);
    const refused = await joinAsShown(OWNER, seen);
    expect(refused.status).toBe(404);
    expect(refused.json.error).toMatch(/cancelled/);
  });
});

describe("who may join", () => {
  it("where an owner approves each publication: an owner, not an editor", async () => {
    await start(true);
    rig.edit(rig.site, PAGE, (page) => (page.title = "Fillings from April"));
    const asked = await publishWhatIsShown(context, SAM, "April prices", "2027-04-01T09:00");
    const waiting = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting;
    expect((await callRoute(context, OWNER, "POST", "publish/decide", approvalOf(waiting[0]))).json.reason).toBe("scheduled");
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));

    const forSam = await joinable(SAM);
    expect(forSam).toEqual([expect.objectContaining({ file: PAGE, mayJoin: false })]);
    const refused = await joinAsShown(SAM, forSam[0]);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/owner/);
    expect((await pinnedPage(asked.json.id)).description).not.toBe("December's words");

    const forOwner = await joinable(OWNER);
    expect(forOwner[0].mayJoin).toBe(true);
    expect((await joinAsShown(OWNER, forOwner[0])).status).toBe(200);
    expect((await pinnedPage(asked.json.id)).description).toBe("December's words");
  });

  it("where editors publish: an editor joins their own publication, not an owner's", async () => {
    await start(false);
    const owners = await scheduleTitle(OWNER);
    rig.edit(rig.site, PAGE, (page) => (page.description = "December's words"));
    const forSam = await joinable(SAM);
    expect(forSam).toEqual([expect.objectContaining({ request: owners, mayJoin: false })]);
    expect((await joinAsShown(SAM, forSam[0])).status).toBe(403);
  });
});
