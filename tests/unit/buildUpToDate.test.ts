/**
 * npm run build with nothing to do answers from the files' stamps (engine/build/upToDate.ts): a second build of
 * unchanged content writes nothing, and anything moved (a page saved, a file of dist/ deleted) builds again,
 * bringing dist/ back to what a build makes.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUnlessUpToDate } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
const settings = { mode: "local" as const, precompress: false };
const dist = (file: string) => join(site.root, "dist", file);
const said: string[] = [];

beforeAll(async () => {
  // The fixture's files are all new: their stamps are trusted at once here (a person's files have settled).
  process.env.SITE_STAMP_SETTLE_MS = "0";
  site = tempSite();
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void said.push(String(line)));
  expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
});
afterAll(() => {
  delete process.env.SITE_STAMP_SETTLE_MS;
  vi.restoreAllMocks();
  site?.remove();
});

const lastSaid = () => said.at(-1) ?? "";

describe("a build with nothing to do", () => {
  it("says dist/ is up to date and writes nothing", async () => {
    const state = statSync(dist(".build-state.json")).mtimeMs;
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(lastSaid()).toMatch(/Nothing changed since the last build/);
    expect(statSync(dist(".build-state.json")).mtimeMs).toBe(state);
  });

  it("builds again when a page is saved", async () => {
    site.edit("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, saved again"));
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(lastSaid()).toMatch(/^Built /);
    expect(readFileSync(dist("fillings.html"), "utf8")).toContain("Fillings, saved again");
  });

  it("builds again when a file of dist/ is gone, and puts it back", async () => {
    rmSync(dist("contact.html"));
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(existsSync(dist("contact.html"))).toBe(true);
  });

  it("builds again when a page changed to the same size with its modification time put back", async () => {
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(lastSaid()).toMatch(/Nothing changed/);
    const page = join(site.root, "pages", "fillings.json");
    const time = join(site.root, "time-of-fillings");
    // touch -r copies the time to the nanosecond; the change time still moves.
    execFileSync("touch", ["-r", page, time]);
    const text = readFileSync(page, "utf8");
    writeFileSync(page, text.replace("Fillings, saved again", "Fillings, SAVED again"));
    execFileSync("touch", ["-m", "-r", time, page]);
    rmSync(time);
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(lastSaid()).toMatch(/^Built /);
    expect(readFileSync(dist("fillings.html"), "utf8")).toContain("Fillings, SAVED again");
  });

  it("does not take stamps for done when a file had only just changed (a save in the same tick would not move them)", async () => {
    process.env.SITE_STAMP_SETTLE_MS = "60000";
    try {
      site.edit("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, just saved"));
      expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
      expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
      expect(lastSaid()).toMatch(/^Built /);
    } finally {
      process.env.SITE_STAMP_SETTLE_MS = "0";
    }
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
    expect(lastSaid()).toMatch(/Nothing changed/);
  });

  it("builds again in another mode", async () => {
    expect(await buildUnlessUpToDate(site.root, { ...settings, precompress: true })).toBe(true);
    expect(said.slice(-3).join("\n")).not.toMatch(/Nothing changed/);
    expect(existsSync(dist("contact.html.gz"))).toBe(true);
  });
});
