/**
 * Approval binds exactly what was asked (issue 38): asking for approval pins the file versions of that moment;
 * approving publishes exactly them, and changes saved afterwards wait for their own request. An owner's Publish
 * sends exactly what its screen showed (refused in words if the files moved since) and settles only the requests
 * it included. Through the publishing routes, against a real bare repository.
 */
import { describe, expect, it } from "vitest";
import type { EditorContext } from "../../../engine/editor/server/routing";
import type { PublishRig } from "../../support/publishRig";
import { OWNER, SAM, approvalOf, callRoute, publishWhatIsShown, routesOnRig } from "../../support/publishCalls";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;

let rig: PublishRig;
let context: EditorContext;

routesOnRig(true, (made) => ({ rig, context } = made));

const filesOf = (commit: string) => rig.git(rig.bare, "diff", "--name-only", `${commit}~1`, commit).split("\n").filter(Boolean);

describe("approval binds exactly what was asked", () => {
  it("an editor asks for one page, saves another, and the owner's approval publishes only the first", async () => {
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    const asked = await publishWhatIsShown(context, SAM, "New veneers heading");
    expect(asked.json).toMatchObject({ published: false, reason: "requested" });
    expect(asked.json.message).toMatch(/Changes you save from now on wait for a request of their own/);

    // Saved after asking: another page, and the asked-for page again.
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings saved after asking"));
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.description = "Saved after asking, so not part of the request: it waits for a request of its own."));

    const waiting = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting;
    expect(waiting).toHaveLength(1);
    const approved = await callRoute(context, OWNER, "POST", "publish/decide", approvalOf(waiting[0]));
    expect(approved.json).toMatchObject({ published: true });

    expect(filesOf("main")).toEqual(["pages/veneers.json"]);
    expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toBe("Sam Editor|New veneers heading");
    const live = JSON.parse(rig.git(rig.bare, "show", "main:pages/veneers.json"));
    expect(live.blocks[0].heading).toBe("Veneers that look like you");
    expect(live.description).toBe("A treatment page of the minimal fixture site used by the engine's tests.");
    expect(rig.git(rig.bare, "show", "main:pages/fillings.json")).toContain("Fixture fillings heading");

    // What was saved afterwards is still here, still unpublished, and nothing is waiting any more.
    const after = (await callRoute(context, OWNER, "GET", "publish/changes")).json;
    expect(after.waiting).toEqual([]);
    expect(after.changes.map((change: { file: string }) => change.file).sort()).toEqual(["pages/fillings.json", "pages/veneers.json"]);
  }, BUILDS_TIMEOUT);

  it("an owner's Publish is refused when the changes moved since its screen showed them, and settles only what it included", async () => {
    // Two requests: one whose version is still the saved one, one whose page was saved again after asking.
    const shown = (await callRoute(context, SAM, "GET", "publish/changes")).json;
    expect((await callRoute(context, SAM, "POST", "publish", { message: "Fillings and veneers", fingerprint: shown.fingerprint })).json.reason).toBe("requested");
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, changed once more"));
    const before = rig.git(rig.bare, "rev-parse", "main");

    const ownerSaw = (await callRoute(context, OWNER, "GET", "publish/changes")).json;
    // Someone saves while the owner reads the screen.
    rig.edit(rig.site, "pages/index.json", (page) => (page.title = "Fixture home, saved while the owner looked"));
    const refused = await callRoute(context, OWNER, "POST", "publish", { message: "Everything", fingerprint: ownerSaw.fingerprint });
    expect(refused.json).toMatchObject({ published: false });
    expect(refused.json.message).toMatch(/not the ones this screen showed/);
    expect(rig.git(rig.bare, "rev-parse", "main")).toBe(before);
    // A Publish that sends no fingerprint at all is refused too, saying it did not say which changes it meant (issue 47.6).
    expect((await callRoute(context, OWNER, "POST", "publish", { message: "Everything" })).json.message).toMatch(/did not say which changes it meant/);

    const published = await publishWhatIsShown(context, OWNER, "Everything");
    expect(published.json).toMatchObject({ published: true });
    expect(filesOf("main").sort()).toEqual(["pages/fillings.json", "pages/index.json", "pages/veneers.json"]);
    // Sam's request asked for a fillings heading that did not go live: it still waits for an answer.
    const after = (await callRoute(context, OWNER, "GET", "publish/changes")).json;
    expect(after.waiting.map((row: { message: string }) => row.message)).toEqual(["Fillings and veneers"]);
    expect(after.changes).toEqual([]);
  }, BUILDS_TIMEOUT);

  it("a request included byte for byte in an owner's Publish is settled by it", async () => {
    const waiting = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting;
    await callRoute(context, OWNER, "POST", "publish/decide", { id: waiting[0].id, approve: false });
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, asked for and included"));
    expect((await publishWhatIsShown(context, SAM, "Fillings once more")).json.reason).toBe("requested");
    expect((await publishWhatIsShown(context, OWNER, "The owner publishes it herself")).json).toMatchObject({ published: true });
    expect((await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting).toEqual([]);
  }, BUILDS_TIMEOUT);
});
