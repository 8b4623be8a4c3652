/**
 * Publishing against a real bare repository: one commit of the saved changes, authored by the person, changing
 * exactly the changed lines; a remote that moved meanwhile (the commit goes on top); the same lines changed on
 * both sides (refused in words, nothing lost); a protected branch (sent to a branch of its own); the gate
 * stopping a change that may not go live.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import type { FormModels } from "../../../engine/editor/model/formModel";
import { publish, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../../engine/editor/server/publish/settings";
import { publishRig, type PublishRig } from "../../support/publishRig";

// Each publication builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;

let models: FormModels;
let rig: PublishRig;
const SAM = { name: "Sam Editor", email: "sam@practice.example" };

beforeAll(() => {
  models = buildFormModels();
});
afterEach(() => {
  rig?.remove();
});

/** `checksOnly`: for the tests of git's side, the gate without its build (the first and last tests build). */
function siteOf(rig: PublishRig, env: Record<string, string> = {}, checksOnly = false): PublishSite {
  return { root: rig.site, models, siteName: "Coventry Road Dental Care", settings: readPublishingSettings(rig.data, { PUBLISH_LIVE_URL: "https://www.example-practice.co.uk", ...env }), checksOnly };
}
const remoteLog = (rig: PublishRig, format: string) => rig.git(rig.bare, "log", `--format=${format}`, "main").split("\n");
const heading = (cwd: string) => JSON.parse(readFileSync(join(cwd, "pages/veneers.json"), "utf8")).blocks[0].heading;

describe("Publish", () => {
  it("makes one commit of the saved changes, by the person, changing exactly the changed lines, and pushes it", async () => {
    rig = publishRig();
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    rig.edit(rig.site, "site.config.json", (site) => (site.openingHours[1].closes = "14:00"));
    const before = remoteLog(rig, "%H");
    const outcome = await publish(siteOf(rig), { author: SAM, message: "New veneers heading; Saturday hours" });
    expect(outcome).toMatchObject({ published: true, branch: "main" });
    if (!outcome.published) return;
    const after = remoteLog(rig, "%H");
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toBe(outcome.commit);
    expect(rig.git(rig.bare, "show", "-s", "--format=%an <%ae>|%cn|%s", "main")).toBe("Sam Editor <sam@practice.example>|Site editor|New veneers heading; Saturday hours");
    // Exactly the changed lines: one line out and one in, in each of the two files.
    const stat = rig.git(rig.bare, "diff", "--numstat", "main~1", "main").split("\n").sort();
    expect(stat).toEqual(["1\t1\tpages/veneers.json", "1\t1\tsite.config.json"]);
    // Said in words, with the page's live address.
    expect(outcome.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Fixture veneers | Test Practice", lines: ["Hero (block 1): Heading “Fixture veneers heading” → “Veneers that look like you”"] }),
        expect.objectContaining({ name: "Practice details", lines: ["Opening hours, Saturday: Closes 13:00 → 14:00"] }),
      ]),
    );
    expect(outcome.pages).toContainEqual({ file: "pages/veneers.json", name: "Fixture veneers | Test Practice", url: "https://www.example-practice.co.uk/veneers" });
    // The editor's copy now stands on the published version, with nothing left to publish.
    expect(rig.git(rig.site, "rev-parse", "HEAD")).toBe(outcome.commit);
    expect(rig.git(rig.site, "status", "--porcelain")).toBe("");
    expect(await publish(siteOf(rig), { author: SAM, message: "again" })).toMatchObject({ published: false, reason: "nothing" });
  }, BUILDS_TIMEOUT);

  it("publishes nothing until whoever hosts the site has said where it goes", async () => {
    rig = publishRig();
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    const before = remoteLog(rig, "%H");
    // A checkout with an origin but no publishing settings (a developer's own, running the editor).
    const unset = { ...siteOf(rig), settings: readPublishingSettings(join(rig.folder, "no-settings-here"), {}) };
    const outcome = await publish(unset, { author: SAM, message: "Should stay here" });
    expect(outcome).toMatchObject({ published: false, reason: "unavailable" });
    if (!outcome.published) expect(outcome.message).toMatch(/^Publishing has not been set up for this site yet/);
    expect(remoteLog(rig, "%H")).toEqual(before);
    expect(heading(rig.site)).toBe("Veneers that look like you");
  });

  it("puts the commit on top when a developer pushed meanwhile, keeping both changes", async () => {
    rig = publishRig();
    rig.edit(rig.dev, "site.config.json", (site) => (site.contact.phone.display = "024 7600 0000"));
    rig.git(rig.dev, "commit", "-qam", "Phone number from the developer");
    rig.git(rig.dev, "push", "-q", "origin", "main");
    rig.edit(rig.site, "site.config.json", (site) => (site.openingHours[1].closes = "14:00"));
    const outcome = await publish(siteOf(rig, {}, true), { author: SAM, message: "Saturday hours" });
    expect(outcome).toMatchObject({ published: true, onTopOf: ["Dev Eloper"] });
    expect(remoteLog(rig, "%an %s").slice(0, 2)).toEqual(["Sam Editor Saturday hours", "Dev Eloper Phone number from the developer"]);
    const live = JSON.parse(rig.git(rig.bare, "show", "main:site.config.json"));
    expect([live.contact.phone.display, live.openingHours[1].closes]).toEqual(["024 7600 0000", "14:00"]);
    // The developer's change reached the editor's copy too.
    expect(JSON.parse(readFileSync(join(rig.site, "site.config.json"), "utf8")).contact.phone.display).toBe("024 7600 0000");
  }, BUILDS_TIMEOUT);

  it("refuses in words when the same lines changed on both sides, and loses nothing", async () => {
    rig = publishRig();
    rig.edit(rig.dev, "pages/veneers.json", (page) => (page.blocks[0].heading = "The developer's heading"));
    rig.git(rig.dev, "commit", "-qam", "Heading from the developer");
    rig.git(rig.dev, "push", "-q", "origin", "main");
    const remoteBefore = remoteLog(rig, "%H");
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Sam's heading"));
    const outcome = await publish(siteOf(rig, {}, true), { author: SAM, message: "Sam's heading" });
    expect(outcome).toMatchObject({ published: false, reason: "clash", files: ["pages/veneers.json"], who: ["Dev Eloper"] });
    if (outcome.published) return;
    expect(outcome.message).toMatch(/Dev Eloper published a change to the same part of Fixture veneers \| Test Practice/);
    expect(outcome.message).toMatch(/still saved here/);
    expect(outcome.message).not.toMatch(/conflict|merge|rebase|git/i);
    expect(remoteLog(rig, "%H")).toEqual(remoteBefore);
    expect(heading(rig.site)).toBe("Sam's heading");
  }, BUILDS_TIMEOUT);

  it("sends a change the protected branch refuses to a branch named after it, and says so", async () => {
    rig = publishRig();
    rig.protect("main");
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you"));
    const remoteBefore = remoteLog(rig, "%H");
    const outcome = await publish(siteOf(rig, {}, true), { author: SAM, message: "New veneers heading" });
    expect(outcome).toMatchObject({ published: false, reason: "side-branch" });
    if (outcome.published || outcome.reason !== "side-branch") return;
    expect(outcome.branch).toMatch(/^editor\/new-veneers-heading-\d{8}-\d{6}$/);
    expect(outcome.message).toContain(`sent to a branch of its own, "${outcome.branch}"`);
    expect(remoteLog(rig, "%H")).toEqual(remoteBefore);
    expect(rig.git(rig.bare, "show", "-s", "--format=%an", outcome.branch)).toBe("Sam Editor");
    expect(JSON.parse(rig.git(rig.bare, "show", `${outcome.branch}:pages/veneers.json`)).blocks[0].heading).toBe("Veneers that look like you");
    // Still unpublished here: nothing lost.
    expect(heading(rig.site)).toBe("Veneers that look like you");
    expect(rig.git(rig.site, "status", "--porcelain")).toContain("pages/veneers.json");
  }, BUILDS_TIMEOUT);

  it("sends nothing live when the gate finds a problem, and names it at its file and field", async () => {
    rig = publishRig();
    // Stand-in content: a production build refuses it.
    rig.edit(rig.site, "pages/veneers.json", (page) => page.blocks.push({ type: "teamGrid", heading: "Team", members: [{ name: "Dr Alex Example", role: "Dentist", placeholder: true }] }));
    const remoteBefore = remoteLog(rig, "%H");
    const outcome = await publish(siteOf(rig), { author: SAM, message: "A team" });
    expect(outcome).toMatchObject({ published: false, reason: "problems" });
    if (outcome.published || outcome.reason !== "problems") return;
    expect(outcome.problems).toContainEqual(expect.objectContaining({ file: "pages/veneers.json", where: "blocks[2].members[0]", severity: "error" }));
    expect(outcome.message).toMatch(/Nothing was published/);
    expect(remoteLog(rig, "%H")).toEqual(remoteBefore);
    // The operator's "preview" build mode lets it through, marked as a preview.
    const preview = await publish(siteOf(rig, { PUBLISH_BUILD: "preview" }), { author: SAM, message: "A team" });
    expect(preview).toMatchObject({ published: true });
  }, BUILDS_TIMEOUT);
});
