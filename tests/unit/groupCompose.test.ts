/**
 * Putting a group's practice together (engine/group/composePractice.ts) when little changed: a practice none of
 * whose sources changed since it was last put together is left as it is after a stat of each file, not read again;
 * any change of a source (the same size, a file added or removed, a file written a moment ago) is still seen.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { composePractice } from "../../engine/group/composePractice";
import { readGroup } from "../../engine/group/groupLayout";

let folder: string;
const HOUR_AGO = new Date(Date.now() - 3_600_000);

function write(file: string, text: string, at: Date | null = HOUR_AGO): void {
  const path = join(folder, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  if (at) utimesSync(path, at, at);
}

const compose = (id: string) => composePractice(readGroup(folder), id).changed;
const composed = (id: string, file: string) => readFileSync(join(folder, "build", id, file), "utf8");

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "group-compose-"));
  write("group.json", JSON.stringify({ name: "Compose Group", locked: [] }));
  write("shared/pages/_shared/footer.json", '{"words":"shared footer"}');
  for (const id of ["p1", "p2"]) {
    write(`practices/${id}/site.config.json`, `{"name":"${id}"}`);
    write(`practices/${id}/pages/index.json`, `{"title":"home ${id}"}`);
  }
  for (const id of ["p1", "p2"]) expect(compose(id)).toEqual(["pages/_shared/footer.json", "pages/index.json", "site.config.json"]);
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a group's practice put together again", () => {
  it("trusts the folder of a practice none of whose sources changed, without reading them again", () => {
    // Only a read of every byte would notice this: a practice left alone costs a stat of each file.
    writeFileSync(join(folder, "build", "p1", "pages", "index.json"), '{"title":"not read again"}');
    expect(compose("p1")).toEqual([]);
    expect(composed("p1", "pages/index.json")).toBe('{"title":"not read again"}');
  });

  it("reads, after a shared file changed, that file alone in each practice", () => {
    writeFileSync(join(folder, "build", "p2", "pages", "index.json"), '{"title":"not read again"}');
    write("shared/pages/_shared/footer.json", '{"words":"SHARED footer"}', new Date(HOUR_AGO.getTime() + 1_000));
    expect(compose("p2")).toEqual(["pages/_shared/footer.json"]);
    expect(composed("p2", "pages/index.json")).toBe('{"title":"not read again"}');
  });

  it("sees a source rewritten with the same size, a shared file removed and one added", () => {
    write("practices/p1/pages/index.json", '{"title":"HOME p1"}', new Date(HOUR_AGO.getTime() + 1_000));
    expect(compose("p1")).toEqual(["pages/index.json"]);
    expect(composed("p1", "pages/index.json")).toBe('{"title":"HOME p1"}');
    rmSync(join(folder, "shared", "pages", "_shared", "footer.json"));
    write("shared/pages/_shared/header.json", '{"words":"shared header"}');
    expect(compose("p2")).toEqual(["pages/_shared/footer.json", "pages/_shared/header.json"]);
    expect(existsSync(join(folder, "build", "p2", "pages", "_shared", "footer.json"))).toBe(false);
  });

  it("reads again, on the next build too, a file written a moment ago (a second write could keep its stamp)", () => {
    write("practices/p1/pages/index.json", '{"title":"HOME p1"}', null);
    expect(compose("p1")).toEqual(["pages/index.json"]);
    writeFileSync(join(folder, "build", "p1", "pages", "index.json"), "{}");
    expect(compose("p1")).toEqual(["pages/index.json"]);
    expect(composed("p1", "pages/index.json")).toBe('{"title":"HOME p1"}');
  });
});
