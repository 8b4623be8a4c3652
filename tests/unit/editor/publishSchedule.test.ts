/**
 * Publishing on a date (issue 39.6): the practice's UK time, either side of the clock changes; a scheduled
 * publication fixes its versions when scheduled, keeps them out of today's Publish, and goes live at its time
 * after the editor restarts; at its time the gate may refuse it, and then nothing is published and its person is
 * told (the record, and once when they next look); editors ask for a date as they ask to publish; only the asker
 * or an owner changes or cancels it. Against a real bare repository, through the routes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromUkTime, toUkTime, ukTimeInWords } from "../../../engine/editor/model/ukTime";
import { publishAtOf } from "../../../engine/editor/server/publish/scheduleRoutes";
import { GATE_LEAD_MS, schedulerOf, startScheduler } from "../../../engine/editor/server/publish/schedule";
import { requestsOf } from "../../../engine/editor/server/publish/publishContext";
import type { EditorContext } from "../../../engine/editor/server/routing";
import type { Person } from "../../../engine/editor/server/people";
import { publishRig, type PublishRig } from "../../support/publishRig";
import { OWNER, SAM, approvalOf, callRoute, publishContext, publishWhatIsShown } from "../../support/publishCalls";

const BUILDS_TIMEOUT = 400_000;
const KIM: Person = { id: "e2", name: "Kim Editor", email: "kim@practice.example", role: "editor" };

describe("UK time", () => {
  it("reads a time on each side of the last Sunday of March and of October", () => {
    expect(fromUkTime("2027-03-27T09:00")?.toISOString()).toBe("2027-03-27T09:00:00.000Z");
    expect(fromUkTime("2027-03-28T09:00")?.toISOString()).toBe("2027-03-28T08:00:00.000Z");
    expect(fromUkTime("2027-10-30T09:00")?.toISOString()).toBe("2027-10-30T08:00:00.000Z");
    expect(fromUkTime("2027-10-31T09:00")?.toISOString()).toBe("2027-10-31T09:00:00.000Z");
    // Around the change itself: the skipped half hour is the same time after the change; the repeated one, its second time.
    expect(fromUkTime("2027-03-28T00:59")?.toISOString()).toBe("2027-03-28T00:59:00.000Z");
    expect(fromUkTime("2027-03-28T01:30")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(fromUkTime("2027-10-31T01:30")?.toISOString()).toBe("2027-10-31T01:30:00.000Z");
    expect(fromUkTime("2027-10-31T00:30")?.toISOString()).toBe("2027-10-30T23:30:00.000Z");
  });

  it("says a moment back in UK time, and refuses what is not a date", () => {
    expect(toUkTime(new Date("2027-03-28T08:00:00Z"))).toBe("2027-03-28T09:00");
    expect(toUkTime(new Date("2027-01-05T08:00:00Z"))).toBe("2027-01-05T08:00");
    expect(ukTimeInWords(new Date("2027-04-01T08:00:00Z"))).toBe("Thursday 1 April 2027 at 09:00");
    for (const wrong of ["2027-02-30T09:00", "2027-13-01T09:00", "2027-04-01T24:00", "2027-04-01", "next Tuesday", "2027-04-01T09:00:00.000Z", 20270401]) expect(fromUkTime(wrong)).toBeNull();
    const now = new Date("2027-04-01T08:00:00Z");
    expect(() => publishAtOf("2027-04-01T08:59", now)).toThrow(/passed already/);
    expect(publishAtOf("2027-04-01T09:01", now)).toBe("2027-04-01T08:01:00.000Z");
  });
});

let rig: PublishRig | undefined;
const contexts: EditorContext[] = [];
afterEach(() => {
  for (const context of contexts.splice(0)) {
    schedulerOf(context).stop();
    context.db.close();
  }
  rig?.remove();
  rig = undefined;
});

function open(approvalRequired: boolean): EditorContext {
  const context = publishContext(rig!, approvalRequired);
  contexts.push(context);
  return context;
}
const anHourAhead = () => toUkTime(new Date(Date.now() + 3_600_000));
const filesOf = (commit: string) => rig!.git(rig!.bare, "diff", "--name-only", `${commit}~1`, commit).split("\n").filter(Boolean);
/** The scheduled time made past, as if the editor had been stopped over it. */
function dueNow(context: EditorContext, id: number, inMs = -1000): void {
  context.db.prepare("UPDATE publish_requests SET publish_at = ? WHERE id = ?").run(new Date(Date.now() + inMs).toISOString(), id);
}

/** A new rig whose veneers page `change` changes, scheduled by `person` an hour ahead (no approvals asked). */
async function scheduledAnHourAhead(person: Person, message: string, change: (page: any) => void): Promise<{ context: EditorContext; id: number }> {
  rig = publishRig();
  const context = open(false);
  rig.edit(rig.site, "pages/veneers.json", change);
  expect((await publishWhatIsShown(context, person, message, anHourAhead())).json.reason).toBe("scheduled");
  return { context, id: requestsOf(context).scheduled()[0]!.id };
}

describe("publish on a date", () => {
  it("fixes its versions when scheduled, keeps them out of today's Publish, and goes live at its time after a restart", async () => {
    rig = publishRig();
    let context = open(false);
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers from April"));
    const scheduled = await publishWhatIsShown(context, OWNER, "April veneers heading", anHourAhead());
    expect(scheduled.json).toMatchObject({ published: false, reason: "scheduled" });
    expect(scheduled.json.message).toMatch(/even if nobody is signed in/);
    // Saved afterwards: not part of it.
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings today"));
    const shown = (await callRoute(context, OWNER, "GET", "publish/changes")).json;
    expect(shown.scheduled).toEqual([expect.objectContaining({ message: "April veneers heading", name: "Olu Owner" })]);
    expect(shown.held).toEqual([expect.objectContaining({ file: "pages/veneers.json" })]);
    expect(shown.changes.map((change: { file: string }) => change.file)).toEqual(["pages/fillings.json"]);
    expect((await callRoute(context, OWNER, "GET", "publish/scheduled")).json.scheduled).toHaveLength(1);

    // Today's Publish sends today's change only.
    expect((await publishWhatIsShown(context, OWNER, "Fillings today")).json).toMatchObject({ published: true });
    expect(filesOf("main")).toEqual(["pages/fillings.json"]);
    expect(rig.git(rig.bare, "show", "main:pages/veneers.json")).toContain("Fixture veneers heading");

    // The editor stops; its time comes and goes; it starts again and publishes it.
    const id = shown.scheduled[0].id;
    schedulerOf(context).stop();
    context.db.close();
    contexts.splice(0);
    context = open(false);
    dueNow(context, id);
    const ran = Math.floor(Date.now() / 1000) * 1000;
    await startScheduler(context).runDue();
    expect(filesOf("main")).toEqual(["pages/veneers.json"]);
    // History lists it when it went live, not when it was scheduled.
    expect(Date.parse(rig.git(rig.bare, "show", "-s", "--format=%aI", "main"))).toBeGreaterThanOrEqual(ran);
    const live = JSON.parse(rig.git(rig.bare, "show", "main:pages/veneers.json"));
    expect(live.blocks[0].heading).toBe("Veneers from April");
    expect(live.description).toBe("A treatment page of the minimal fixture site used by the engine's tests.");
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toBe("Olu Owner|April veneers heading");
    expect(requestsOf(context).get(id)).toMatchObject({ status: "published" });
    expect(context.record.list()[0]).toMatchObject({ who: "Olu Owner", action: "published on its date" });
    // Nothing is left to publish. (A later save to a scheduled page goes on its own: publishWaits.test.ts.)
    expect((await callRoute(context, OWNER, "GET", "publish/changes")).json.changes).toEqual([]);
  }, BUILDS_TIMEOUT);

  it("at its time the gate refuses: nothing is published, and its person is told in the record and once when they next look", async () => {
    const { context, id } = await scheduledAnHourAhead(SAM, "Shorter description", (page) => (page.description = "Too short."));
    const before = rig!.git(rig!.bare, "rev-parse", "main");

    // The timer, not a call: due in a moment.
    dueNow(context, id, 300);
    schedulerOf(context).arm();
    const deadline = Date.now() + 60_000;
    while (["scheduled", "publishing"].includes(requestsOf(context).get(id)!.status) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));

    expect(requestsOf(context).get(id)).toMatchObject({ status: "failed" });
    expect(rig!.git(rig!.bare, "rev-parse", "main")).toBe(before);
    expect(context.record.list()[0]).toMatchObject({ who: "Sam Editor", action: "scheduled publication stopped" });
    // Told when Sam next opens the editor, until Sam has read it; nobody else is told Sam's.
    expect((await callRoute(context, OWNER, "GET", "publish/notices")).json.notices).toEqual([]);
    const told = (await callRoute(context, SAM, "GET", "publish/notices")).json.notices;
    expect(told).toEqual([expect.objectContaining({ message: "Shorter description" })]);
    expect(told[0].outcome).toMatch(/^Nothing was published at its time/);
    await callRoute(context, OWNER, "POST", "publish/notices/seen", { ids: [told[0].id] });
    expect((await callRoute(context, SAM, "GET", "publish/notices")).json.notices).toHaveLength(1);
    await callRoute(context, SAM, "POST", "publish/notices/seen", { ids: [told[0].id] });
    expect((await callRoute(context, SAM, "GET", "publish/notices")).json.notices).toEqual([]);
    // The change is still saved, and no longer held for a date.
    expect((await callRoute(context, SAM, "GET", "publish/changes")).json.changes.map((change: { file: string }) => change.file)).toEqual(["pages/veneers.json"]);
  }, BUILDS_TIMEOUT);

  it("starts the gate's process shortly before a publication's time, as the Publish screen does for a person", async () => {
    const { context, id } = await scheduledAnHourAhead(OWNER, "Ready ahead", (page) => (page.blocks[0].heading = "Veneers, ready ahead"));
    const prepared: number[] = [];
    vi.spyOn(context.workspace.gateInReserve, "prepare").mockImplementation(() => void prepared.push(Date.now()));
    const scheduler = schedulerOf(context);
    // An hour ahead: nothing is started yet.
    scheduler.arm();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(prepared).toEqual([]);

    const publishAt = Date.now() + GATE_LEAD_MS + 1500;
    dueNow(context, id, publishAt - Date.now());
    scheduler.arm();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(prepared).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(prepared).toHaveLength(1);
    expect(publishAt - prepared[0]!).toBeGreaterThanOrEqual(GATE_LEAD_MS - 100);
    // Preparing the gate publishes nothing before the time.
    expect(requestsOf(context).get(id)).toMatchObject({ status: "scheduled" });
  });

  it("keeps trying for a while when the live site's repository cannot be reached at its time, then tells its person", async () => {
    const { context, id } = await scheduledAnHourAhead(OWNER, "Network hiccup", (page) => (page.blocks[0].heading = "Veneers on a day the network fails"));
    rig!.git(rig!.site, "remote", "set-url", "origin", `${rig!.folder}/no-such-remote.git`);
    dueNow(context, id);
    const scheduler = schedulerOf(context);
    for (let attempt = 1; attempt < 6; attempt++) {
      await scheduler.runDue();
      expect(requestsOf(context).get(id), `attempt ${attempt}`).toMatchObject({ status: "scheduled" });
    }
    await scheduler.runDue();
    expect(requestsOf(context).get(id)).toMatchObject({ status: "failed" });
    expect(requestsOf(context).get(id)!.outcome).toMatch(/could not be reached/);
  });

  it("editors ask for a date where an owner approves each publication; only the asker or an owner changes or cancels it", async () => {
    rig = publishRig();
    const context = open(true);
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers from Monday"));
    const wanted = anHourAhead();
    const asked = await publishWhatIsShown(context, SAM, "Monday's heading", wanted);
    expect(asked.json).toMatchObject({ reason: "requested" });
    const waiting = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting;
    expect(waiting).toEqual([expect.objectContaining({ message: "Monday's heading", publishAt: fromUkTime(wanted)!.toISOString() })]);
    const id = waiting[0].id;

    expect((await callRoute(context, OWNER, "POST", "publish/decide", approvalOf(waiting[0]))).json).toMatchObject({ published: false, reason: "scheduled" });
    expect(requestsOf(context).get(id)).toMatchObject({ status: "scheduled", publishAt: fromUkTime(wanted)!.toISOString() });

    expect((await callRoute(context, KIM, "POST", "publish/cancel", { id })).status).toBe(403);
    expect((await callRoute(context, KIM, "POST", "publish/reschedule", { id, publishAt: anHourAhead() })).status).toBe(403);
    // Approved for a date, it is the owners' to move while approval is required.
    expect((await callRoute(context, SAM, "POST", "publish/reschedule", { id, publishAt: anHourAhead() })).status).toBe(403);
    expect((await callRoute(context, OWNER, "POST", "publish/reschedule", { id, publishAt: "2020-01-01T09:00" })).status).toBe(400);
    const later = toUkTime(new Date(Date.now() + 2 * 86_400_000));
    expect((await callRoute(context, OWNER, "POST", "publish/reschedule", { id, publishAt: later })).json.ok).toBe(true);
    expect(requestsOf(context).get(id)!.publishAt).toBe(fromUkTime(later)!.toISOString());
    expect((await callRoute(context, OWNER, "POST", "publish/cancel", { id })).json.ok).toBe(true);
    expect(requestsOf(context).scheduled()).toEqual([]);
    expect((await callRoute(context, OWNER, "POST", "publish/cancel", { id })).status).toBe(404);
    expect(rig.git(rig.site, "status", "--porcelain")).toContain("pages/veneers.json");

    // A flood of requests stops at 50 open ones per person, in words.
    for (let i = 0; i < 50; i++) requestsOf(context).add(KIM, `Request ${i}`, "0".repeat(40));
    const flooded = await publishWhatIsShown(context, KIM, "One more");
    expect(flooded.status).toBe(429);
    expect(flooded.json.error).toMatch(/Withdraw or cancel some/);
    expect((await publishWhatIsShown(context, SAM, "Sam's own")).json.reason).toBe("requested");
  });
});
