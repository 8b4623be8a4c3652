/**
 * A first build (a fresh clone's, CI's: no bundles kept) makes Vite's bundles in a process of its own, the server
 * renderer and the browser bundle while the content is checked, the latter from the config as read before the check.
 * What it publishes is what a build with the bundles kept publishes; a browser bundle started from a config that the
 * check then reads otherwise is never used; and the server renderer, kept for every site, never embeds a site's config.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { startBundles } from "../../engine/build/bundles";
import { browserImageSizes, siteAsBuilt } from "../../engine/build/contentForRenderers";
import { contentPlugin } from "../../engine/build/contentPlugin";
import { ENGINE_ROOT } from "../../engine/build/paths";
import { validateProject } from "../../engine/content/validate";
import { tempSite, type TempSite } from "../support/tempSite";
import { filesOf } from "../support/filesOf";

let site: TempSite;
const scratch: string[] = [];
const before = process.env.SITE_BUNDLE_CACHE;

/** An empty bundle cache, inside the engine's folder as bundles must be (they import its node_modules). */
function emptyBundleCache(): string {
  const folder = mkdtempSync(join(ENGINE_ROOT, ".cache", "test-cold-bundles-"));
  scratch.push(folder);
  return folder;
}

beforeAll(() => {
  site = tempSite();
});
afterEach(() => {
  if (before === undefined) delete process.env.SITE_BUNDLE_CACHE;
  else process.env.SITE_BUNDLE_CACHE = before;
});
afterAll(() => {
  site?.remove();
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

describe("a build with no bundles kept", () => {
  it("publishes the same files as a build that finds them kept", async () => {
    process.env.SITE_BUNDLE_CACHE = emptyBundleCache();
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
    const cold = filesOf(join(site.root, "dist"));
    // The same content again, now with the bundles that build left in the cache.
    const copy = mkdtempSync(join(tmpdir(), "kept-bundles-"));
    scratch.push(copy);
    cpSync(site.root, copy, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    expect(await buildSite(copy, { quiet: true })).toBe(true);
    const kept = filesOf(join(copy, "dist"));
    expect([...cold.keys()].sort()).toEqual([...kept.keys()].sort());
    expect([...kept].filter(([file, bytes]) => !cold.get(file)!.equals(bytes)).map(([file]) => file)).toEqual([]);
  });

  it("uses a browser bundle started from the config as read only if the check finds the same config", async () => {
    process.env.SITE_BUNDLE_CACHE = emptyBundleCache();
    const checked = validateProject(site.root).site!;
    const imageSizes = await browserImageSizes(join(site.root, "public"));
    // The config read before the check said another name (a check that fills in or changes what the file says).
    const guessed = { ...siteAsBuilt(checked), name: "Guessed Before The Check" };
    const bundles = await startBundles(site.root, imageSizes, "silent", () => guessed).finish(siteAsBuilt(checked));
    const code = readdirSync(join(bundles.client, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(bundles.client, "assets", name), "utf8"))
      .join("\n");
    expect(code).toContain(JSON.stringify(checked.name).slice(1, -1));
    expect(code).not.toContain("Guessed Before The Check");
  });
});

describe("the server renderer's build", () => {
  it("refuses to embed the site's config or pages: one renderer is kept for every site", async () => {
    const plugin = contentPlugin(site.root) as any;
    plugin.configResolved({ command: "build", build: { ssr: "engine/app/entry-prerender.tsx" } });
    plugin.buildStart.call({ error: (message: string) => { throw new Error(message); } });
    const context = { error: (message: string) => { throw new Error(message); } };
    await expect(plugin.load.call(context, "\0virtual:site/config")).rejects.toThrow(/server renderer/);
    await expect(plugin.load.call(context, "\0virtual:site/pages")).rejects.toThrow(/server renderer/);
    // The browser bundle embeds it.
    plugin.configResolved({ command: "build", build: {} });
    expect(await plugin.load.call(context, "\0virtual:site/config")).toContain("export default");
  });
});
