/**
 * A synthetic group of practices (engine/group/) grown from a site: its shared blocks and pictures in the group's
 * shared folder, and per practice its config (a name and address of its own) and its pages, grown to `pages`,
 * each page showing the group's first shared block at its end (as a brand's closing block or footer would), so a
 * change to it is drawn again on every page of every practice.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeSyntheticSite } from "./syntheticSite";

/**
 * A group folder of `count` practices, each with the pages of a `pages`-page copy of this site. `sharedOnEveryPage`
 * false leaves the pages as they are (the group's editor does not read the group's shared blocks yet: docs/groups.md).
 */
export function makeSyntheticGroup(root: string, count: number, pages: number, sharedOnEveryPage = true): string {
  const site = makeSyntheticSite(root, pages);
  const group = mkdtempSync(join(tmpdir(), `bench-group-${count}x${pages}-`));
  writeFileSync(join(group, "group.json"), JSON.stringify({ name: "Benchmark group", locked: [] }));
  mkdirSync(join(group, "shared", "pages"), { recursive: true });
  cpSync(join(site, "pages", "_shared"), join(group, "shared", "pages", "_shared"), { recursive: true });
  cpSync(join(root, "public"), join(group, "shared", "public"), { recursive: true });
  const config = JSON.parse(readFileSync(join(site, "site.config.json"), "utf8")) as { name: string; url: string };
  const shownEverywhere = `shared/${readdirSync(join(group, "shared", "pages", "_shared")).filter((file) => file.endsWith(".json")).sort()[0]!.replace(/\.json$/, "")}`;
  for (let i = 1; i <= count; i++) {
    const folder = join(group, "practices", `practice-${i}`);
    mkdirSync(folder, { recursive: true });
    cpSync(join(site, "pages"), join(folder, "pages"), { recursive: true, filter: (source) => !source.includes(`${join("pages", "_shared")}`) });
    if (sharedOnEveryPage) showSharedBlock(join(folder, "pages"), shownEverywhere);
    writeFileSync(join(folder, "site.config.json"), JSON.stringify({ ...config, name: `${config.name} ${i}`, url: `https://practice-${i}.example.org` }));
  }
  rmSync(site, { recursive: true, force: true });
  return group;
}

/** Every page under `pages` (but the not-found page) ends with the shared block `ref`, where it does not show it already. */
function showSharedBlock(pages: string, ref: string): void {
  for (const entry of readdirSync(pages, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json") || entry.name === "404.json") continue;
    const file = join(entry.parentPath, entry.name);
    const page = JSON.parse(readFileSync(file, "utf8")) as { blocks?: { ref?: string }[] };
    if (!Array.isArray(page.blocks) || page.blocks.some((block) => block.ref === ref)) continue;
    page.blocks.push({ ref });
    writeFileSync(file, JSON.stringify(page));
  }
}

