/**
 * Publishing does what people were told (issue 47): a publication under way is claimed, so a cancel, a withdrawal
 * or a decline during it is told "it is being published now" rather than "Cancelled" while the change goes live; a
 * second publication cancelled while the first runs never goes live; removing a person ends their publications
 * and preview links; switching on owners' approval sends editors' dates back to an owner; a Publish that did not
 * say which changes it meant is told so. Against a real bare repository, through the routes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { toUkTime } from "../../../engine/editor/model/ukTime";
import { FrontDoor } from "../../../engine/editor/server/accounts/frontDoor";
import { personOfAccount } from "../../../engine/editor/server/accounts/users";
import type { Person } from "../../../engine/editor/server/people";
import { previewsOf, requestsOf } from "../../../engine/editor/server/publish/publishContext";
import { PreviewLinks } from "../../../engine/editor/server/publish/previews";
import { schedulerOf } from "../../../engine/editor/server/publish/schedule";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { OWNER, SAM, approvalOf, callRoute, publishContext, publishWhatIsShown } from "../../support/publishCalls";
import { publishRig, type PublishRig } from "../../support/publishRig";

const BUILDS_TIMEOUT = 400_000;

let rig: PublishRig | undefined;
const contexts: EditorContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) {
    schedulerOf(context).stop();
    await previewsOf(context).settled();
    context.db.close();
  }
  rig?.remove();
  rig = undefined;
});

function open(approvalRequired: boolean): EditorContext {
  rig = publishRig();
  const context = publishContext(rig, approvalRequired);
  contexts.push(context);
  return context;
}

/** The context with a real front door (the owners' people and settings routes need one), and its people. */
function withPeople(context: EditorContext): { owner: Person; editor: Person } {
  const door = new FrontDoor(context.db, context.root, { origin: "https://editor.example-practice.co.uk" });
  (context as { frontDoor: unknown }).frontDoor = door;
  return {
    owner: personOfAccount(door.users.add("Olu Owner", "olu@practice.example", "owner")),
    editor: personOfAccount(door.users.add("Sam Editor", "sam@practice.example", "editor")),
  };
}

const anHourAhead = () => toUkTime(new Date(Date.now() + 3_600_000));
const live = (file: string) => rig!.git(rig!.bare, "show", `main:${file}`);
function dueNow(context: EditorContext, id: number, msAgo = 1000): void {
  context.db.prepare("UPDATE publish_requests SET publish_at = ? WHERE id = ?").run(new Date(Date.now() - msAgo).toISOString(), id);
}
/** Until a publication is under way in this editor (it takes seconds: the gate checks the whole site). */
async function underWay(context: EditorContext): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!context.workspace.publication && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(context.workspace.publication).not.toBeNull();
}
/** The waiting request as the owner's Publish screen shows it (approving sends back what was described). */
const waitingAsShown = async (context: EditorContext) => (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting[0];
const actions = (context: EditorContext) => context.record.list().map((entry) => entry.action);

describe("a change of mind during a publication", () => {
  it("a cancel during a scheduled run never ends as 'Cancelled' while the change goes live", async () => {
    const context = open(false);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers from April"));
    expect((await publishWhatIsShown(context, OWNER, "April veneers heading", anHourAhead())).json.reason).toBe("scheduled");
    const id = requestsOf(context).scheduled()[0]!.id;
    dueNow(context, id);

    const running = schedulerOf(context).runDue();
    await underWay(context);
    const cancel = await callRoute(context, OWNER, "POST", "publish/cancel", { id, status: "scheduled" });
    await running;

    const row = requestsOf(context).get(id)!;
    if (cancel.status === 200) {
      expect(live("pages/veneers.json")).not.toContain("Veneers from April");
      expect(row.status).toBe("cancelled");
    } else {
      expect(cancel.status).toBe(409);
      expect(cancel.json.error).toMatch(/being published now/);
      expect(live("pages/veneers.json")).toContain("Veneers from April");
      expect(row.status).toBe("published");
      expect(actions(context)).not.toContain("cancelled a scheduled publication");
    }
  }, BUILDS_TIMEOUT);

  it("of two publications due at once, the second, cancelled while the first runs, does not go live", async () => {
    const context = open(false);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers first"));
    expect((await publishWhatIsShown(context, OWNER, "First", anHourAhead())).json.reason).toBe("scheduled");
    rig!.edit(rig!.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings second"));
    expect((await publishWhatIsShown(context, OWNER, "Second", anHourAhead())).json.reason).toBe("scheduled");
    const [first, second] = requestsOf(context).scheduled().map((row) => row.id);
    const firstLink = previewsOf(context).create(first!, requestsOf(context).get(first!)!.commit!, context.root, OWNER).token;
    dueNow(context, first!, 2000);
    dueNow(context, second!, 1000);

    const running = schedulerOf(context).runDue();
    await underWay(context);
    const cancel = await callRoute(context, OWNER, "POST", "publish/cancel", { id: second, status: "scheduled" });
    expect(cancel.status).toBe(200);
    await running;

    expect(live("pages/veneers.json")).toContain("Veneers first");
    expect(live("pages/fillings.json")).not.toContain("Fillings second");
    expect(requestsOf(context).get(second!)!.status).toBe("cancelled");
    // The preview link of the one published ended with it.
    expect(previewsOf(context).find(firstLink)).toBeNull();
    // Still saved here, for a publication of its own.
    expect(rig!.git(rig!.site, "status", "--porcelain")).toContain("pages/fillings.json");
  }, BUILDS_TIMEOUT);

  it("a withdrawal racing an approval: exactly one wins, and the record agrees", async () => {
    const context = open(true);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers asked for"));
    expect((await publishWhatIsShown(context, SAM, "Sam's heading")).json.reason).toBe("requested");
    const shown = await waitingAsShown(context);
    const id = shown.id as number;

    const approving = callRoute(context, OWNER, "POST", "publish/decide", approvalOf(shown));
    await underWay(context);
    const withdrawal = await callRoute(context, SAM, "POST", "publish/cancel", { id, status: "waiting" });
    const approval = await approving;

    const wentLive = live("pages/veneers.json").includes("Veneers asked for");
    const row = requestsOf(context).get(id)!;
    const withdrawn = actions(context).includes("withdrew a request to publish");
    const published = actions(context).includes("published");
    expect([withdrawn, published].filter(Boolean)).toHaveLength(1);
    if (withdrawal.status === 200) {
      expect(row.status).toBe("cancelled");
      expect(wentLive).toBe(false);
      expect(approval.json.published).not.toBe(true);
    } else {
      expect(withdrawal.status).toBe(409);
      expect(withdrawal.json.error).toMatch(/being published now/);
      expect(row.status).toBe("published");
      expect(wentLive).toBe(true);
    }
  }, BUILDS_TIMEOUT);

  it("a decline or a new date for what is no longer as the person saw it is refused in words", async () => {
    const context = open(true);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers for a date"));
    expect((await publishWhatIsShown(context, SAM, "Sam's dated heading", anHourAhead())).json.reason).toBe("requested");
    const shown = await waitingAsShown(context);
    const id = shown.id as number;
    // An owner approves it for its date while Sam's screen still shows it waiting: Sam's withdrawal is not applied.
    expect((await callRoute(context, OWNER, "POST", "publish/decide", approvalOf(shown))).json.reason).toBe("scheduled");
    const late = await callRoute(context, SAM, "POST", "publish/cancel", { id, status: "waiting" });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/approved/);
    expect(requestsOf(context).get(id)!.status).toBe("scheduled");
    // Under way: a decline, a new date, a cancel and a preview link are each told it is being published now.
    context.db.prepare("UPDATE publish_requests SET status = 'publishing' WHERE id = ?").run(id);
    for (const [path, body] of [["publish/cancel", { id }], ["publish/reschedule", { id, publishAt: anHourAhead() }], ["publish/preview", { id }], ["publish/preview/revoke", { id }]] as const) {
      const answer = await callRoute(context, OWNER, "POST", path, body);
      expect(answer.status, path).toBe(409);
      expect(answer.json.error, path).toMatch(/being published now/);
    }
    expect(requestsOf(context).get(id)!.status).toBe("publishing");
  });
});

describe("removing a person", () => {
  it("cancels their scheduled publications, ends their waiting requests and preview links, and says how many", async () => {
    const context = open(false);
    const { owner, editor } = withPeople(context);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers by a leaver"));
    expect((await publishWhatIsShown(context, editor, "Leaver's date", anHourAhead())).json.reason).toBe("scheduled");
    const scheduled = requestsOf(context).scheduled()[0]!;
    context.settings.set("approvalRequired", true, owner.name);
    rig!.edit(rig!.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings by a leaver"));
    expect((await publishWhatIsShown(context, editor, "Leaver's request")).json.reason).toBe("requested");
    const waiting = requestsOf(context).waiting()[0]!;
    // A preview link of each (their builds are not needed: the links stop before they are built).
    const links = [scheduled, waiting].map((row) => previewsOf(context).create(row.id, row.commit!, context.root, editor).token);

    const removed = await callRoute(context, owner, "POST", "account/remove", { id: editor.id });
    expect(removed.status).toBe(200);
    expect(removed.json.ended).toEqual({ scheduled: 1, waiting: 1, previews: 2 });
    expect(requestsOf(context).get(scheduled.id)!.status).toBe("cancelled");
    expect(requestsOf(context).get(waiting.id)!.status).toBe("cancelled");
    for (const token of links) expect(previewsOf(context).find(token)).toBeNull();
    const entry = context.record.list().find((line) => line.action === "removed")!;
    expect(entry.detail).toMatch(/1 scheduled publication, 1 waiting publish request and 2 preview links ended/);
    // Their pinned versions are no longer kept for them.
    expect(rig!.git(rig!.site, "for-each-ref", "--format=%(objectname)")).not.toContain(scheduled.commit!);
  });

  it("ends the preview links they made for others' publications too, which stay waiting", async () => {
    const context = open(true);
    const { owner, editor } = withPeople(context);
    const leaver = personOfAccount(context.frontDoor.users.add("Lee Leaver", "lee@practice.example", "owner"));
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers for an owner to see"));
    expect((await publishWhatIsShown(context, editor, "Sam's request")).json.reason).toBe("requested");
    const waiting = requestsOf(context).waiting()[0]!;
    const made = await callRoute(context, leaver, "POST", "publish/preview", { id: waiting.id });
    expect(made.status).toBe(200);
    const token = new URL(made.json.url as string).pathname.split("/").filter(Boolean).pop()!;
    expect(previewsOf(context).find(token)).not.toBeNull();

    const removed = await callRoute(context, owner, "POST", "account/remove", { id: leaver.id });
    expect(removed.json.ended).toEqual({ scheduled: 0, waiting: 0, previews: 1 });
    expect(previewsOf(context).find(token)).toBeNull();
    expect(requestsOf(context).get(waiting.id)!.status).toBe("waiting");
  });
});

describe("preview links", () => {
  it("end when their publication fails at its time", async () => {
    const context = open(false);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.description = "Too short."));
    expect((await publishWhatIsShown(context, OWNER, "Shorter description", anHourAhead())).json.reason).toBe("scheduled");
    const row = requestsOf(context).scheduled()[0]!;
    const { token } = previewsOf(context).create(row.id, row.commit!, context.root, OWNER);
    dueNow(context, row.id);
    await schedulerOf(context).runDue();
    expect(requestsOf(context).get(row.id)!.status).toBe("failed");
    expect(previewsOf(context).find(token)).toBeNull();
  }, BUILDS_TIMEOUT);

  it("are at most 10 working for one person's publications; one more is refused in words until one stops", async () => {
    const context = open(true);
    // Requests whose versions are not kept: their previews fail at once, which is all this needs.
    const ids = Array.from({ length: 11 }, (_, i) => requestsOf(context).add(SAM, `Request ${i}`, "0".repeat(40)).id);
    for (const id of ids.slice(0, 10)) expect((await callRoute(context, SAM, "POST", "publish/preview", { id })).status).toBe(200);
    const refused = await callRoute(context, OWNER, "POST", "publish/preview", { id: ids[10] });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/Sam Editor's publications have 10 preview links working already\. Stop a link/);
    // A new link for a request that has one replaces it, so it is not one more.
    expect((await callRoute(context, SAM, "POST", "publish/preview", { id: ids[0] })).status).toBe(200);
    expect((await callRoute(context, SAM, "POST", "publish/preview/revoke", { id: ids[1] })).status).toBe(200);
    expect((await callRoute(context, SAM, "POST", "publish/preview", { id: ids[10] })).status).toBe(200);
    // Another person's are counted apart.
    const kim: Person = { id: "e2", name: "Kim Editor", email: "kim@practice.example", role: "editor" };
    const kims = requestsOf(context).add(kim, "Kim's", "0".repeat(40)).id;
    expect((await callRoute(context, kim, "POST", "publish/preview", { id: kims })).status).toBe(200);
  });

  it("are not built while the previews' folder is over its cap, and say why", async () => {
    const context = open(true);
    const previews = new PreviewLinks(context.db, rig!.data, 1024 * 1024);
    mkdirSync(join(rig!.data, "previews", "an-earlier-build"), { recursive: true });
    writeFileSync(join(rig!.data, "previews", "an-earlier-build", "page.html"), Buffer.alloc(2 * 1024 * 1024));
    const row = requestsOf(context).add(SAM, "Over the cap", rig!.git(rig!.site, "rev-parse", "HEAD"));
    const { link } = previews.create(row.id, row.commit!, context.root, SAM);
    await previews.settled();
    const after = previews.forRequest(link.requestId)!;
    expect(after.status).toBe("failed");
    expect(after.failure).toMatch(/no room for another preview just now.*Stop preview links nobody needs/);
  });
});

describe("switching on an owner's approval", () => {
  it("returns editors' scheduled publications to waiting for an owner, and says how many", async () => {
    const context = open(false);
    const { owner, editor } = withPeople(context);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers on an editor's date"));
    expect((await publishWhatIsShown(context, editor, "Editor's date", anHourAhead())).json.reason).toBe("scheduled");
    rig!.edit(rig!.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings on an owner's date"));
    expect((await publishWhatIsShown(context, owner, "Owner's date", anHourAhead())).json.reason).toBe("scheduled");

    const switched = await callRoute(context, owner, "POST", "settings", { approvalRequired: true });
    expect(switched.json).toMatchObject({ approvalRequired: true, returnedToWaiting: 1 });
    expect(requestsOf(context).waiting().map((row) => row.message)).toEqual([expect.stringMatching(/^Editor's date/)]);
    expect(requestsOf(context).scheduled().map((row) => row.message)).toEqual([expect.stringMatching(/^Owner's date/)]);
    expect(context.record.list()[0]!.detail).toMatch(/1 scheduled publication by an editor now waits for an owner/);
  });
});

describe("a Publish that does not say which changes it meant", () => {
  it("is told so, not that someone saved something since", async () => {
    const context = open(false);
    rig!.edit(rig!.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers without a fingerprint"));
    const answer = await callRoute(context, OWNER, "POST", "publish", { message: "No fingerprint" });
    const said = answer.json.message ?? answer.json.error;
    expect(said).toMatch(/did not say which changes/);
    expect(said).not.toMatch(/someone saved something/);
    expect(live("pages/veneers.json")).not.toContain("Veneers without a fingerprint");
  });
});
