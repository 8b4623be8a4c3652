/**
 * A practice's Publish in a group: it commits only the practice's own files (never the group's shared/), and its
 * gate checks the practice as the group's build puts it together with the group's shared files at that commit, so
 * a page that shows a shared block publishes. The gate's checks only (no build), on a fixture group of its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishableFixture, publishRig, type PublishRig } from "../../../engine/bench/publishRig";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { publish, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { FIXTURE_GROUP as G, makeFixtureGroup } from "../../support/fixtureGroup";

let source: string;
let rig: PublishRig;
let site: PublishSite;

beforeAll(() => {
  source = mkdtempSync(join(tmpdir(), "group-publish-source-"));
  makeFixtureGroup(source, publishableFixture);
  rig = publishRig(source);
  site = { root: join(rig.site, "practices", "a"), models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data), checksOnly: true };
});

afterAll(() => {
  rmSync(source, { recursive: true, force: true });
  rmSync(rig.folder, { recursive: true, force: true });
});

describe("a practice's Publish in a group", () => {
  it("publishes a page that shows the group's shared blocks, committing only the practice's own files", async () => {
    const home = join(site.root, "pages", "index.json");
    const value = JSON.parse(readFileSync(home, "utf8")) as { description: string; blocks: { ref?: string }[] };
    expect(value.blocks.filter((block) => block.ref).map((block) => block.ref)).toEqual(["shared/fixture-cta", "shared/fixture-promise"]);
    writeFileSync(home, JSON.stringify({ ...value, description: `${value.description} Published beside the group's blocks.` }, null, 2) + "\n");
    // A change to the group's shared file in this working copy is not the practice's to publish.
    const groupBlock = join(rig.site, "shared", G.defaultBlock);
    writeFileSync(groupBlock, readFileSync(groupBlock, "utf8").replace(G.ctaHeading, "Changed in the working copy"));

    const outcome = await publish(site, { author: { name: "Pat Practiceowner", email: "pat@example.org" }, message: "The home page's description" });
    expect(outcome.published ? outcome : JSON.stringify(outcome).slice(0, 1500)).toMatchObject({ published: true });
    const commit = (outcome as { commit: string }).commit;
    const files = rig.git(rig.site, "show", "--name-only", "--format=", commit).split("\n").filter(Boolean);
    expect(files).toEqual(["practices/a/pages/index.json"]);
    expect(rig.git(rig.bare, "show", `main:shared/${G.defaultBlock}`)).toContain(G.ctaHeading);
  }, 120_000);

  it("is refused by its gate when a page names a shared block the group does not have", async () => {
    const home = join(site.root, "pages", "index.json");
    const value = JSON.parse(readFileSync(home, "utf8")) as { blocks: unknown[] };
    writeFileSync(home, JSON.stringify({ ...value, blocks: [...value.blocks, { ref: "shared/no-such-block" }] }, null, 2) + "\n");
    const outcome = await publish(site, { author: { name: "Pat Practiceowner", email: "pat@example.org" }, message: "A block the group lacks" });
    expect(outcome).toMatchObject({ published: false, reason: "problems" });
    const problems = (outcome as { problems: { file: string; message: string }[] }).problems;
    expect(problems.map((problem) => problem.file)).toEqual(["pages/index.json"]);
    expect(problems[0]!.message).toMatch(/no-such-block/);
  }, 120_000);
});
