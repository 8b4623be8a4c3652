/** The build's compressed copies: a .br and a .gz beside each text file of dist/, none where they would not help. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCompressedCopies } from "../../../engine/build/precompress";
import { noise } from "./support";

let dist: string;
const text = "<p>The same sentence, again and again.</p>".repeat(50);
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), text);
  writeFileSync(join(dist, "assets", "app.js"), `export const words = ${JSON.stringify(text)};`);
  writeFileSync(join(dist, "tiny.txt"), "a");
  writeFileSync(join(dist, "photo.webp"), noise(5000));
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({ text }));
  writeFileSync(join(dist, "_headers"), "/*\n  X-Frame-Options: DENY\n".repeat(20));
  await writeCompressedCopies(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("compressed copies written at build time", () => {
  it.each(["index.html", "assets/app.js"])("%s gets a .br and a .gz copy of the same text", (file) => {
    const original = readFileSync(join(dist, file));
    expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original)).toBe(true);
    expect(readFileSync(join(dist, `${file}.br`)).length).toBeLessThan(readFileSync(join(dist, `${file}.gz`)).length);
  });

  it.each(["tiny.txt", "photo.webp", ".vite/manifest.json", "_headers"])("%s gets none (no smaller, not text, or never served)", (file) => {
    expect(existsSync(join(dist, `${file}.br`))).toBe(false);
    expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
  });
});
