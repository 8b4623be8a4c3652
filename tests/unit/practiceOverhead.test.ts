/**
 * What a group's build does for each of its practices, done once rather than once per file: each folder of dist/
 * made once while the pictures and public/ are published (10,000 files in a group of fifty), each SVG's size read
 * once while the file is unchanged (the build's sizes and its drawings both ask). The file system's calls are
 * counted through a wrapper around node:fs.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync as makeFolder } from "node:fs";
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return { ...real, mkdirSync: vi.fn(real.mkdirSync), readFileSync: vi.fn(real.readFileSync) };
});

const { OutputTree } = await import("../../engine/build/output");
const { imageManifest } = await import("../../engine/build/images");

const scratch = mkdtempSync(join(tmpdir(), "practice-overhead-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeEach(() => {
  vi.mocked(fs.mkdirSync).mockClear();
});

const callsUnder = (mock: { mock: { calls: unknown[][] } }, folder: string) => mock.mock.calls.filter(([path]) => String(path).startsWith(folder)).length;

describe("a practice's build", () => {
  it("makes each folder of dist/ once while it publishes many files into it, and every file arrives", () => {
    const source = join(scratch, "public");
    for (const folder of ["images/services", "images/team", "documents"]) {
      makeFolder(join(source, folder), { recursive: true });
      for (let i = 0; i < 20; i++) writeFileSync(join(source, folder, `file-${i}.txt`), `${folder} ${i}`);
    }
    const dist = join(scratch, "dist");
    const out = new OutputTree(dist, {}, true);
    out.copyFolder(source);
    expect(out.changed.size).toBe(60);
    expect(fs.readFileSync(join(dist, "images", "team", "file-7.txt"), "utf8")).toBe("images/team 7");
    // The output folder itself, and the three holding files (their parents made with them).
    expect(callsUnder(vi.mocked(fs.mkdirSync), dist)).toBeLessThanOrEqual(4);
  });

  it("reads an SVG's size once while the file is unchanged, and again once it changes", async () => {
    const pictures = join(scratch, "svg-public");
    makeFolder(join(pictures, "images"), { recursive: true });
    const logo = join(pictures, "images", "logo.svg");
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>');
    const cache = join(scratch, "image-cache");
    expect((await imageManifest(pictures, cache))["/images/logo.svg"]).toMatchObject({ width: 120, height: 40 });
    expect((await imageManifest(pictures, cache))["/images/logo.svg"]).toMatchObject({ width: 120, height: 40 });
    expect(callsUnder(vi.mocked(fs.readFileSync), logo)).toBe(1);
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"></svg>');
    expect((await imageManifest(pictures, cache))["/images/logo.svg"]).toMatchObject({ width: 240, height: 80 });
  });
});
