/**
 * A Publish to git starts from the build of what is live, kept in the editor's data folder, so that a one-page
 * Publish draws about its change: the unchanged pages of the new build are the kept build's files (the same
 * inode: linked, never drawn again), the changed page says what was published. A Publish refused by the gate
 * leaves the kept build as it was and nothing half-built beside it; a Publish put on top of a commit the kept
 * build was not made from (a developer pushed meanwhile) builds from clean. The validator's findings per file are
 * kept beside it, shared by every Publish's copy.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { buildsFolderOf, keptBuildOf } from "../../../engine/editor/server/publish/lastBuild";
import { publish, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { publishRig, type PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;
const SAM = { name: "Sam Editor", email: "sam@practice.example" };

let rig: PublishRig;
let site: PublishSite;

beforeAll(() => {
  rig = publishRig();
  site = { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data), dataFolder: rig.data };
});
afterAll(() => {
  rig?.remove();
});

async function publishHeading(heading: string) {
  rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = heading));
  return publish(site, { author: SAM, message: heading });
}
const inode = (file: string) => statSync(file).ino;
const live = () => rig.git(rig.bare, "rev-parse", "main");
/** What the data folder holds of builds (beside the shared validation cache). */
const keptBuilds = () => readdirSync(buildsFolderOf(rig.data)).filter((name) => name !== "validation");

describe("Publish to git starts from the build of what is live", () => {
  it("draws a one-page change over the kept build; a refused Publish keeps it whole; another base builds from clean", async () => {
    const first = await publishHeading("Veneers that look like you");
    expect(first).toMatchObject({ published: true });
    const kept = await keptBuildOf(rig.data, live(), "production");
    expect(kept).not.toBeNull();
    expect(readFileSync(join(kept!, "veneers.html"), "utf8")).toContain("Veneers that look like you");
    const fillings = inode(join(kept!, "fillings.html"));
    // The validator's findings per file outlive the Publish's copy, for the next Publish's checks.
    expect(readdirSync(join(buildsFolderOf(rig.data), "validation")).length).toBeGreaterThan(0);

    // A one-page change: the page drawn again, the others the kept build's files; only the new build is kept.
    const second = await publishHeading("Veneers, made for you");
    expect(second).toMatchObject({ published: true });
    const next = (await keptBuildOf(rig.data, live(), "production"))!;
    expect(readFileSync(join(next, "veneers.html"), "utf8")).toContain("Veneers, made for you");
    expect(inode(join(next, "fillings.html"))).toBe(fillings);
    expect(existsSync(kept!)).toBe(false);
    expect(keptBuilds()).toEqual([next.split("/").pop()]);

    // Refused by the gate (an emptied heading): nothing pushed, the kept build as it was, no copy left beside it.
    const beforeRefusal = readFileSync(join(next, "veneers.html"));
    const refused = await publishHeading("");
    expect(refused).toMatchObject({ published: false, reason: "problems" });
    expect(await keptBuildOf(rig.data, live(), "production")).toBe(next);
    expect(readFileSync(join(next, "veneers.html")).equals(beforeRefusal)).toBe(true);
    expect(inode(join(next, "fillings.html"))).toBe(fillings);
    expect(keptBuilds()).toEqual([next.split("/").pop()]);

    // A developer pushes meanwhile: the Publish goes on top of their commit, which the kept build was not made
    // from, so it builds from clean (and still shows both changes).
    rig.git(rig.dev, "pull", "--quiet");
    rig.edit(rig.dev, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings that last"));
    rig.git(rig.dev, "commit", "--quiet", "-am", "Fillings heading");
    rig.git(rig.dev, "push", "--quiet");
    const third = await publishHeading("Veneers on top of a developer change");
    expect(third).toMatchObject({ published: true, onTopOf: ["Dev Eloper"] });
    const rebuilt = (await keptBuildOf(rig.data, live(), "production"))!;
    expect(readFileSync(join(rebuilt, "fillings.html"), "utf8")).toContain("Fillings that last");
    expect(readFileSync(join(rebuilt, "veneers.html"), "utf8")).toContain("Veneers on top of a developer change");
    expect(inode(join(rebuilt, "fillings.html"))).not.toBe(fillings);
  }, BUILDS_TIMEOUT);
});
