/**
 * The gate's build for Publish to a served folder starts from the release being served (gate --from): its files
 * are hard-linked in, and the build must never change them, since visitors are being sent them while it runs. The
 * new build is the same as one from nothing, and the release keeps every byte it had.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { seedFrom } from "../../engine/build/output";
import { tempSite, type TempSite } from "../support/tempSite";
import { filesOf } from "../support/filesOf";

const sites: TempSite[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const site of sites) site.remove();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("builds over hard links to the served release without changing a byte of it, and matches a clean build", async () => {
  const published = tempSite();
  sites.push(published);
  expect(await buildSite(published.root, { quiet: true, precompress: true })).toBe(true);
  const release = join(published.root, "dist");
  const before = filesOf(release);

  // The next publication: the same site with one page edited, built from the release.
  const next = mkdtempSync(join(tmpdir(), "next-publication-"));
  folders.push(next);
  cpSync(published.root, next, { recursive: true, filter: (src) => !/[\\/]dist([\\/]|$)/.test(src) });
  const page = JSON.parse(readFileSync(join(next, "pages", "veneers.json"), "utf8"));
  page.blocks[0].heading = "Veneers, edited for the next publication";
  writeFileSync(join(next, "pages", "veneers.json"), JSON.stringify(page));

  expect(seedFrom(release, join(next, "dist"))).toBe(true);
  // Shared, not copied: the same file on disk until the build replaces it.
  expect(statSync(join(next, "dist", "index.html")).ino).toBe(statSync(join(release, "index.html")).ino);
  expect(await buildSite(next, { quiet: true, precompress: true, mode: "local" })).toBe(true);

  expect(filesOf(release)).toEqual(before);
  expect(readFileSync(join(next, "dist", "veneers.html"), "utf8")).toContain("Veneers, edited for the next publication");

  const clean = mkdtempSync(join(tmpdir(), "clean-publication-"));
  folders.push(clean);
  cpSync(next, clean, { recursive: true, filter: (src) => !/[\\/]dist([\\/]|$)/.test(src) });
  expect(await buildSite(clean, { quiet: true, precompress: true })).toBe(true);
  expect(filesOf(join(next, "dist"))).toEqual(filesOf(join(clean, "dist")));
});
