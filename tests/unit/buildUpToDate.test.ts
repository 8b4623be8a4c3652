/**
 * npm run build with nothing to do answers from the files' stamps (engine/build/upToDate.ts): a second build of
 * unchanged content writes nothing, and anything moved (a page saved, a file of dist/ deleted) builds again,
 * bringing dist/ back to what a build makes.
 */
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUnlessUpToDate } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
const settings = { mode: "local" as const, precompress: false };
const dist = (file: string) => join(site.root, "dist", file);
const said: string[] = [];

beforeAll(async () => {
  site = tempSite();
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void said.push(String(line)));
  expect(await buildUnlessUpToDate(site.root, settings)).toBe(true);
});
afterAll(() => {
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

  it("builds again in another mode", async () => {
    expect(await buildUnlessUpToDate(site.root, { ...settings, precompress: true })).toBe(true);
    expect(said.slice(-3).join("\n")).not.toMatch(/Nothing changed/);
    expect(existsSync(dist("contact.html.gz"))).toBe(true);
  });
});
