/**
 * The live version's fetches made lately belong to one editor's workspace, never to the process: a screen asking
 * again within seconds reuses its own editor's fetch, while another editor (a second workspace, or the next test)
 * fetches for itself and sees what went live meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchLive, openRepository, type Repository } from "../../../engine/editor/server/publish/repository";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { Workspace } from "../../../engine/editor/server/workspace";
import { publishRig, type PublishRig } from "../../support/publishRig";

let rig: PublishRig;
let repo: Repository;

beforeAll(async () => {
  rig = publishRig();
  repo = (await openRepository(rig.site))!;
});
afterAll(() => rig?.remove());

/** A change pushed by a developer: the remote's branch moves on. */
function pushElsewhere(heading: string): string {
  rig.edit(rig.dev, "pages/veneers.json", (page) => (page.blocks[0].heading = heading));
  rig.git(rig.dev, "commit", "--quiet", "-am", heading);
  rig.git(rig.dev, "push", "--quiet", "origin", "main");
  return rig.git(rig.dev, "rev-parse", "HEAD");
}

describe("fetches of the live version", () => {
  it("are reused within one workspace for the time asked, and never by another workspace", async () => {
    const settings = readPublishingSettings(rig.data);
    const first = new Workspace(rig.site);
    const before = await fetchLive(repo, settings, first.liveFetches, 60_000);
    const moved = pushElsewhere("Veneers moved on elsewhere");
    expect(moved).not.toBe(before);
    // The same editor, a moment later: the fetch it made is reused.
    expect(await fetchLive(repo, settings, first.liveFetches, 60_000)).toBe(before);
    // Another editor in the same process has made no fetch yet: it fetches and sees the new live version.
    const second = new Workspace(rig.site);
    expect(await fetchLive(repo, settings, second.liveFetches, 60_000)).toBe(moved);
    // Without a workspace (publishing always), every call fetches.
    const again = pushElsewhere("Veneers moved on again");
    expect(await fetchLive(repo, settings, undefined, 60_000)).toBe(again);
  });
});
