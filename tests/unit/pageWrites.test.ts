/**
 * A page drawn again is compared with what the last build wrote by a hash kept in dist/'s build state, not by reading
 * its old file back (a shared footer changed redraws every page of every practice), while that file is as the build
 * left it; a file changed by hand since is read, compared and put right, as before.
 */
import { execFileSync } from "node:child_process";
import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
const aside = mkdtempSync(join(tmpdir(), "page-writes-"));
const dist = (file: string) => join(site.root, "dist", file);

/** Whether reading a file moves its access time on this disk (not with noatime): what the first test looks at. */
function readsAreSeen(): boolean {
  const probe = join(aside, "probe");
  writeFileSync(probe, "probe");
  execFileSync("touch", ["-a", "-d", "2000-01-01", probe]);
  readFileSync(probe);
  return statSync(probe).atime.getUTCFullYear() > 2000;
}

beforeAll(async () => {
  process.env.SITE_STAMP_SETTLE_MS = "0";
  site = tempSite();
  site.write("pages/_shared/closing.json", { $schema: "../../schemas/shared-block.schema.json", type: "cta", heading: "Book a visit", actions: [{ kind: "internal", to: "/", label: "Home" }] });
  site.edit("pages/veneers.json", (page) => page.blocks.push({ ref: "shared/closing" }));
  expect(await buildSite(site.root, { quiet: true })).toBe(true);
});
afterAll(() => {
  delete process.env.SITE_STAMP_SETTLE_MS;
  site?.remove();
  rmSync(aside, { recursive: true, force: true });
});

describe("a page drawn again", () => {
  it.skipIf(!readsAreSeen())("is written without its old file being read back, when a shared block it shows changed to the same size", async () => {
    // A second name for the old file, whose access time shows whether the build read it before replacing it.
    const old = join(aside, "veneers-before.html");
    linkSync(dist("veneers.html"), old);
    execFileSync("touch", ["-a", "-d", "2000-01-01", old]);
    site.edit("pages/_shared/closing.json", (block) => (block.heading = "Book a vizit"));
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
    expect(readFileSync(dist("veneers.html"), "utf8")).toContain("Book a vizit");
    expect(statSync(old).atime.getUTCFullYear()).toBe(2000);
  });

  it("is put right when its file was changed by hand to the same size, though the drawing is what the last build wrote", async () => {
    const built = readFileSync(dist("veneers.html"), "utf8");
    writeFileSync(dist("veneers.html"), built.replace("Book a vizit", "Bought it!!"));
    // The build state changed by hand too, so that the page is drawn again (its fingerprint gone).
    const state = JSON.parse(readFileSync(dist(".build-state.json"), "utf8"));
    delete state.pages["veneers.html"];
    rmSync(dist(".build-state.json"));
    writeFileSync(dist(".build-state.json"), JSON.stringify(state));
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
    expect(readFileSync(dist("veneers.html"), "utf8")).toBe(built);
  });
});
