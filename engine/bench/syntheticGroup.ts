/**
 * A synthetic group of practices (engine/group/) grown from a site: its shared blocks and pictures in the group's
 * shared folder, and per practice its config (a name and address of its own) and its pages, grown to `pages`.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeSyntheticSite } from "./syntheticSite";

/** A group folder of `count` practices, each with the pages of a `pages`-page copy of this site. */
export function makeSyntheticGroup(root: string, count: number, pages: number): string {
  const site = makeSyntheticSite(root, pages);
  const group = mkdtempSync(join(tmpdir(), `bench-group-${count}x${pages}-`));
  writeFileSync(join(group, "group.json"), JSON.stringify({ name: "Benchmark group", locked: [] }));
  mkdirSync(join(group, "shared", "pages"), { recursive: true });
  cpSync(join(site, "pages", "_shared"), join(group, "shared", "pages", "_shared"), { recursive: true });
  cpSync(join(root, "public"), join(group, "shared", "public"), { recursive: true });
  const config = JSON.parse(readFileSync(join(site, "site.config.json"), "utf8")) as { name: string; url: string };
  for (let i = 1; i <= count; i++) {
    const folder = join(group, "practices", `practice-${i}`);
    mkdirSync(folder, { recursive: true });
    cpSync(join(site, "pages"), join(folder, "pages"), { recursive: true, filter: (source) => !source.includes(`${join("pages", "_shared")}`) });
    writeFileSync(join(folder, "site.config.json"), JSON.stringify({ ...config, name: `${config.name} ${i}`, url: `https://practice-${i}.example.org` }));
  }
  rmSync(site, { recursive: true, force: true });
  return group;
}

