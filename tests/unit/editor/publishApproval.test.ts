/**
 * "An owner approves each publication": an editor's Publish records a request (nothing is pushed), the owner sees
 * it waiting with the editor's name, and publishing it makes the commit authored by the editor; declining keeps
 * the changes saved and unpublished. Through the publishing routes themselves, against a real bare repository.
 */
import { describe, expect, it } from "vitest";
import type { Person } from "../../../engine/editor/server/people";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { OWNER, SAM, approvalOf, callRoute, routesOnRig } from "../../support/publishCalls";
import type { PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;

let rig: PublishRig;
let context: EditorContext;

routesOnRig(true, (made) => ({ rig, context } = made));

/** One request through the route `method path`, as `person`. */
const call = (person: Person, method: "GET" | "POST", path: string, body?: unknown) => callRoute(context, person, method, path, body);

describe("an owner approves each publication", () => {
  it("an editor's Publish waits for an owner, who publishes it as the editor's; a declined one stays saved", async () => {
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    context.saves.record("pages/veneers.json", SAM);
    const remoteBefore = rig.git(rig.bare, "rev-parse", "main");

    const changes = await call(SAM, "GET", "publish/changes");
    expect(changes.json).toMatchObject({ mayPublish: false, approvalRequired: true });
    expect(changes.json.changes).toEqual([expect.objectContaining({ file: "pages/veneers.json", lines: ["Hero (block 1): Heading “Fixture veneers heading” → “Veneers that look like you”"], savedBy: [expect.objectContaining({ name: "Sam Editor" })] })]);

    const asked = await call(SAM, "POST", "publish", { message: "New veneers heading", fingerprint: changes.json.fingerprint });
    expect(asked.json).toMatchObject({ published: false, reason: "requested" });
    expect(asked.json.message).toMatch(/waiting for an owner/);
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(remoteBefore);
    expect(context.record.list()[0]).toMatchObject({ who: "Sam Editor", action: "asked for approval", detail: "Fixture veneers (their note: “New veneers heading”)" });

    // A second request, declined: the changes stay saved here.
    await call(SAM, "POST", "publish", { message: "Another try", fingerprint: changes.json.fingerprint });
    const waiting = (await call(OWNER, "GET", "publish/changes")).json.waiting;
    expect(waiting.map((request: { name: string; message: string }) => `${request.name}: ${request.message}`)).toEqual(["Sam Editor: New veneers heading", "Sam Editor: Another try"]);
    expect((await call(SAM, "POST", "publish/decide", { id: waiting[0].id, approve: true })).status).toBe(403);
    const declined = await call(OWNER, "POST", "publish/decide", { id: waiting[1].id, approve: false });
    expect(declined.json).toMatchObject({ published: false, reason: "declined" });
    expect(rig.git(rig.site, "status", "--porcelain")).toContain("pages/veneers.json");

    const approved = await call(OWNER, "POST", "publish/decide", approvalOf(waiting[0]));
    expect(approved.json).toMatchObject({ published: true });
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toBe("Sam Editor|New veneers heading");
    expect(context.record.list()[0]).toMatchObject({ who: "Olu Owner", action: "published" });
    expect((await call(OWNER, "GET", "publish/changes")).json).toMatchObject({ waiting: [], changes: [] });
  }, BUILDS_TIMEOUT);
});
