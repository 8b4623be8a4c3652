/**
 * A publication writes the editor's working files only in its turn in the workspace's one queue of writes: while a
 * save (here, a write held open) has the queue, a publication that has already pushed waits before bringing the
 * working copy to what went live, so it never writes a page beside a save of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { publish } from "../../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { Workspace } from "../../../engine/editor/server/workspace";
import { publishRig, type PublishRig } from "../../support/publishRig";

let rig: PublishRig;
beforeAll(() => {
  rig = publishRig();
});
afterAll(() => {
  rig?.remove();
});

describe("a publication and the queue of writes", () => {
  it("pushes, then waits for the write before it to end before touching the working files", async () => {
    const workspace = new Workspace(rig.site);
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers, published in turn"));
    const headBefore = rig.git(rig.site, "rev-parse", "HEAD");
    let release!: () => void;
    const held = workspace.queued(() => new Promise<void>((resolve) => (release = resolve)));
    let settled = false;
    const site = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data, {}), checksOnly: true, writes: workspace };
    const publishing = publish(site, { author: { name: "Sam Editor", email: "sam@practice.example" }, message: "Veneers heading" }).finally(() => (settled = true));

    // The commit reaches the remote while the queue is held…
    const started = Date.now();
    while (rig.git(rig.bare, "rev-parse", "main") === headBefore && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rig.git(rig.bare, "rev-parse", "main")).not.toBe(headBefore);
    // …but the working copy is not brought up to it until the queue's turn comes.
    expect(settled).toBe(false);
    expect(workspace.publication?.stage).toBe("finishing");
    expect(rig.git(rig.site, "rev-parse", "HEAD")).toBe(headBefore);

    release();
    await held;
    const outcome = await publishing;
    expect(outcome).toMatchObject({ published: true });
    expect(rig.git(rig.site, "rev-parse", "HEAD")).toBe(rig.git(rig.bare, "rev-parse", "main"));
    expect(workspace.pending).toBe(0);
  }, 300_000);
});
