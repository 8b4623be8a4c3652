/** engine/build/writeWhole.ts: a reader finds the old file or the new one, and a failed write leaves nothing beside it. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { writeWhole } from "../../engine/build/writeWhole";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const scratch = () => (folder = mkdtempSync(join(tmpdir(), "write-whole-")));

it("writes a file in a folder not made yet, then replaces it, leaving nothing else beside it", () => {
  const file = join(scratch(), "kept", "facts.json");
  writeWhole(file, "first");
  writeWhole(file, Buffer.from("second"));
  expect(readFileSync(file, "utf8")).toBe("second");
  expect(readdirSync(join(folder, "kept"))).toEqual(["facts.json"]);
});

it("a write that cannot be put in place throws and leaves no partial file behind", () => {
  const taken = join(scratch(), "taken");
  mkdirSync(join(taken, "inside"), { recursive: true });
  writeFileSync(join(folder, "other"), "left alone");
  expect(() => writeWhole(taken, "bytes")).toThrow();
  expect(readdirSync(folder).sort()).toEqual(["other", "taken"]);
});
