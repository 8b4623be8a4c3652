/**
 * Pages drawn by worker threads are the pages one thread draws: a fixture site built with two workers and built
 * with none gives the same files, byte for byte (class names, the order of the style rules, the build state).
 * A worker that cannot start fails the build in words instead of leaving it waiting.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { renderThreadsFor, startRenderers } from "../../engine/build/renderThreads";
import { tempSite, type TempSite } from "../support/tempSite";
import { filesOf } from "../support/filesOf";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

const scratch: TempSite[] = [];
const folders: string[] = [];
const before = process.env.SITE_RENDER_THREADS;

afterEach(() => {
  if (before === undefined) delete process.env.SITE_RENDER_THREADS;
  else process.env.SITE_RENDER_THREADS = before;
});
afterAll(() => {
  scratch.forEach((site) => site.remove());
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

/** The fixture with a few more pages of different blocks, so that each worker draws several. */
function siteWithMorePages(): TempSite {
  const site = tempSite();
  scratch.push(site);
  for (const name of ["crowns", "bridges", "implants", "whitening", "braces", "dentures"]) {
    site.write(`pages/${name}.json`, {
      $schema: "../schemas/page.schema.json",
      title: `${name} | Test Practice`,
      description: `About ${name}.`,
      blocks: [
        { type: "hero", heading: `All about ${name}` },
        { type: "faq", heading: "Questions", items: [{ question: `Does ${name} hurt?`, answer: "Not much." }] },
        { type: "cta", heading: "Book a visit", actions: [{ kind: "internal", to: "/", label: "Home" }] },
      ],
    });
  }
  return site;
}

async function builtWith(threads: string, root: string): Promise<Map<string, Buffer>> {
  process.env.SITE_RENDER_THREADS = threads;
  expect(await buildSite(root, { quiet: true, precompress: true })).toBe(true);
  return filesOf(join(root, "dist"));
}

describe("pages drawn in worker threads", () => {
  it("are byte-identical to the pages one thread draws, and so is everything else the build writes", async () => {
    const site = siteWithMorePages();
    const copy = mkdtempSync(join(tmpdir(), "threads-copy-"));
    folders.push(copy);
    cpSync(site.root, copy, { recursive: true });
    const alone = await builtWith("0", site.root);
    const shared = await builtWith("2", copy);
    expect([...shared.keys()].sort()).toEqual([...alone.keys()].sort());
    expect([...alone.keys()].filter((file) => file.endsWith(".html")).length).toBeGreaterThanOrEqual(10);
    const differing = [...alone].filter(([file, bytes]) => !shared.get(file)!.equals(bytes)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 120_000);

  it("redraw only what changed over a previous dist/, as one thread does", async () => {
    const site = siteWithMorePages();
    await builtWith("2", site.root);
    site.edit("pages/crowns.json", (page) => (page.blocks[0].heading = "Crowns, edited"));
    const kept = await builtWith("2", site.root);
    expect(kept.get("crowns.html")!.toString()).toContain("Crowns, edited");
    const clean = mkdtempSync(join(tmpdir(), "threads-clean-"));
    folders.push(clean);
    cpSync(site.root, clean, { recursive: true, filter: (src) => !/[\\/]dist([\\/]|$)/.test(src) });
    const fresh = await builtWith("0", clean);
    expect([...kept.keys()].sort()).toEqual([...fresh.keys()].sort());
    expect([...fresh].filter(([file, bytes]) => !kept.get(file)!.equals(bytes)).map(([file]) => file)).toEqual([]);
  }, 120_000);

  it("fail the build in words when a worker cannot load the renderer, instead of waiting for ever", async () => {
    const site = { name: "x" } as never;
    await expect(startRenderers(join(tmpdir(), "no-such-renderer.js"), { site, assets: { entry: "/e.js", css: [] }, dist: tmpdir(), fileIcons: [] }, 2)).rejects.toThrow(
      /page renderer thread failed/,
    );
  });

  it("started early and never given work, do not keep the build's process from ending", () => {
    const folder = mkdtempSync(join(tmpdir(), "threads-early-"));
    folders.push(folder);
    // A renderer that never finishes loading's work: a thread that held the process would hold it for ever.
    const renderer = join(folder, "renderer.mjs");
    writeFileSync(renderer, "setInterval(() => {}, 1000);\nexport async function startDrawing() { return new Promise(() => {}); }\n");
    const script = join(folder, "build.mts");
    writeFileSync(script, `import { loadRenderers } from ${JSON.stringify(join(ENGINE_ROOT, "engine/build/renderThreads.ts"))};\nloadRenderers(${JSON.stringify(renderer)}, 1);\nconsole.log("done");\n`);
    const tsx = join(ENGINE_ROOT, "node_modules", ".bin", "tsx");
    expect(execFileSync(tsx, [script], { encoding: "utf8", timeout: 30_000 }).trim()).toBe("done");
  }, 60_000);

  it("are used for a large site, not for a small one, and never when SITE_RENDER_THREADS=0", () => {
    expect(renderThreadsFor(40, {})).toBe(0);
    expect(renderThreadsFor(4000, { SITE_RENDER_THREADS: "0" })).toBe(0);
    expect(renderThreadsFor(5, { SITE_RENDER_THREADS: "2" })).toBe(2);
  });
});
