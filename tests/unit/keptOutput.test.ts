/**
 * `rm -rf dist` then `npm run build`: the last build's output, kept in .cache (engine/build/keptOutput.ts), is put
 * back and brought up to date instead of every page being drawn again. Whatever happened since (nothing, a page
 * edited, the practice's details changed, another mode, compressed copies, a kept file changed in place, a failed
 * build), the dist/ it leaves is byte for byte the one a build from nothing makes.
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSite, buildUnlessUpToDate, type BuildMode } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";
import { filesOf } from "../support/filesOf";

let site: TempSite;
const scratch: string[] = [];
const said: string[] = [];
const dist = () => join(site.root, "dist");
const removeDist = () => rmSync(dist(), { recursive: true, force: true });
const local = { mode: "local" as BuildMode, precompress: false };

/** The same content built from nothing: a fresh copy with no dist/ and no .cache/. */
async function cleanBuildOf(settings: { mode: BuildMode; precompress: boolean }): Promise<Map<string, Buffer>> {
  const copy = mkdtempSync(join(tmpdir(), "clean-build-"));
  scratch.push(copy);
  cpSync(site.root, copy, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
  expect(await buildSite(copy, { quiet: true, ...settings })).toBe(true);
  return filesOf(join(copy, "dist"));
}

async function expectSameAsCleanBuild(settings = local) {
  const built = filesOf(dist());
  const clean = await cleanBuildOf(settings);
  expect([...built.keys()].sort()).toEqual([...clean.keys()].sort());
  expect([...clean].filter(([file, bytes]) => !built.get(file)!.equals(bytes)).map(([file]) => file)).toEqual([]);
}

/** npm run build's answer (engine/cli/build-if-changed.ts and buildUnlessUpToDate share it), with what it said. */
async function build(settings = local): Promise<string> {
  said.length = 0;
  expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
  return said.join("\n");
}

beforeAll(async () => {
  process.env.SITE_STAMP_SETTLE_MS = "0";
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void said.push(String(line)));
  site = tempSite();
  await build();
});
beforeEach(() => void said.splice(0));
afterAll(() => {
  delete process.env.SITE_STAMP_SETTLE_MS;
  vi.restoreAllMocks();
  site?.remove();
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

describe("a build into an empty dist/ with the last build's output kept", () => {
  it("puts the output back when nothing else changed, without building, and it is what a build from nothing makes", async () => {
    removeDist();
    const told = await build();
    expect(told).toMatch(/^dist\/ was missing: put back the last build's \d+ files from \.cache; nothing else changed\.$/);
    await expectSameAsCleanBuild();
    // And the record of stamps was taken again: the next build has nothing to do.
    expect(await build()).toMatch(/Nothing changed since the last build/);
  });

  it("says so for an empty dist/ folder too", async () => {
    removeDist();
    mkdirSync(dist());
    expect(await build()).toMatch(/^dist\/ was empty: put back/);
    await expectSameAsCleanBuild();
  });

  it("draws only the page edited since", async () => {
    site.edit("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, edited"));
    removeDist();
    const told = await build();
    expect(told).toMatch(/put back the last build's \d+ files/);
    expect(told).toMatch(/Built \d+ pages \(1 drawn,/);
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).toContain("Fillings, edited");
    await expectSameAsCleanBuild();
  });

  it("draws every page when the practice's details changed since", async () => {
    site.edit("site.config.json", (config) => (config.contact.phone = { display: "024 7600 0000", tel: "02476000000" }));
    removeDist();
    const told = await build();
    expect(told).toMatch(/put back the last build's/);
    expect(told).not.toMatch(/\(0 drawn|\(1 drawn/);
    expect(readFileSync(join(dist(), "contact.html"), "utf8")).toContain("024 7600 0000");
    await expectSameAsCleanBuild();
  });

  it("keeps compressed copies (--precompress), and a build without them from that output has none", async () => {
    const precompressed = { ...local, precompress: true };
    await build(precompressed);
    removeDist();
    expect(await build(precompressed)).toMatch(/nothing else changed/);
    expect(existsSync(join(dist(), "contact.html.br"))).toBe(true);
    await expectSameAsCleanBuild(precompressed);
    removeDist();
    expect(await build()).toMatch(/put back the last build's/);
    await expectSameAsCleanBuild();
  });

  it("brings a preview's output to a build that is not one, and back", async () => {
    const preview = { ...local, mode: "preview" as BuildMode };
    await build(preview);
    removeDist();
    expect(await build()).toMatch(/put back the last build's/);
    await expectSameAsCleanBuild();
    removeDist();
    expect(await build(preview)).toMatch(/put back the last build's/);
    await expectSameAsCleanBuild(preview);
  });

  it("never puts back a kept file changed in place through its link (nor one a compressed copy was made from)", async () => {
    const precompressed = { ...local, precompress: true };
    await build(precompressed);
    // Written in place, as an editor that saves over a file does: the kept link has the same bytes.
    appendFileSync(join(dist(), "veneers.html"), "<!-- changed by hand -->");
    appendFileSync(join(dist(), "contact.html.gz"), "x");
    removeDist();
    const told = await build(precompressed);
    expect(told).not.toMatch(/nothing else changed/);
    expect(readFileSync(join(dist(), "veneers.html"), "utf8")).not.toContain("changed by hand");
    await expectSameAsCleanBuild(precompressed);
  });

  it("does not keep a file changed in place that the next build left as it was", async () => {
    appendFileSync(join(dist(), "fillings.html"), "<!-- changed by hand -->");
    // A build over it (dist/ is there) keeps the page, whose fingerprint did not change...
    await build();
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).toContain("changed by hand");
    await build();
    // ...but neither it nor the next one keeps that file in .cache: emptied, dist/ comes back without it.
    removeDist();
    expect(await build()).toMatch(/put back the last build's/);
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).not.toContain("changed by hand");
    await expectSameAsCleanBuild();
  });
});

describe("a failed build and the kept output", () => {
  it("leaves an empty dist/ empty when the content has problems, and is never taken for done", async () => {
    const page = join(site.root, "pages", "contact.json");
    const good = readFileSync(page, "utf8");
    writeFileSync(page, "{ not json");
    removeDist();
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await buildUnlessUpToDate(site.root, local)).toBe(false);
      expect(existsSync(dist()) ? filesOf(dist()).size : 0).toBe(0);
      expect(await buildUnlessUpToDate(site.root, local)).toBe(false);
    } finally {
      vi.mocked(console.error).mockRestore();
    }
    writeFileSync(page, good);
    expect(await build()).toMatch(/put back the last build's/);
    await expectSameAsCleanBuild();
  });

  it("keeps the last good build's output when a build stops halfway through writing dist/", async () => {
    site.edit("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, halfway"));
    site.edit("pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers, halfway"));
    // A folder where the veneers page must be written: the build fails after other files were written.
    rmSync(join(dist(), "veneers.html"));
    mkdirSync(join(dist(), "veneers.html", "blocked"), { recursive: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(buildUnlessUpToDate(site.root, local)).rejects.toThrow();
    } finally {
      vi.mocked(console.error).mockRestore();
    }
    removeDist();
    const told = await build();
    expect(told).toMatch(/put back the last build's/);
    expect(told).toMatch(/\(2 drawn,/);
    expect(readFileSync(join(dist(), "veneers.html"), "utf8")).toContain("Veneers, halfway");
    await expectSameAsCleanBuild();
  });
});
