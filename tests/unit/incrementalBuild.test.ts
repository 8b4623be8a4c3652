/**
 * A build over the previous dist/ redraws only what changed, and leaves exactly the files a build from nothing
 * would: after each change of a series (edit, add, move, delete a page; change a shared block; change the
 * practice's details; touch a file; change one with its time put back), every file of the kept dist/ is
 * byte-identical to a fresh build of the same content, with nothing left over and nothing missing.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";
import { filesOf } from "../support/filesOf";

let site: TempSite;
const dist = () => join(site.root, "dist");
const scratch: string[] = [];

/** A fresh copy of the site's content (no dist/), built from nothing. */
async function cleanBuildOf(root: string, precompress: boolean): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), "clean-build-"));
  scratch.push(copy);
  cpSync(root, copy, { recursive: true, filter: (src) => !/[\\/]dist([\\/]|$)/.test(src) });
  expect(await buildSite(copy, { quiet: true, precompress })).toBe(true);
  return join(copy, "dist");
}

async function expectSameAsCleanBuild(precompress = true) {
  expect(await buildSite(site.root, { quiet: true, precompress })).toBe(true);
  const kept = filesOf(dist());
  const clean = filesOf(await cleanBuildOf(site.root, precompress));
  expect([...kept.keys()].sort()).toEqual([...clean.keys()].sort());
  const differing = [...clean].filter(([file, bytes]) => !kept.get(file)!.equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
}

const stamp = (file: string) => statSync(join(dist(), file)).mtimeMs;

beforeAll(async () => {
  // The fixture's files are all new: their stamps are trusted at once, so every change below is found by the index
  // of stamps (a file read only where its stamp moved), as on a person's machine (engine/build/fileHashes.mjs).
  process.env.SITE_STAMP_SETTLE_MS = "0";
  site = tempSite();
  site.write("pages/_shared/closing.json", { $schema: "../../schemas/shared-block.schema.json", type: "cta", heading: "Book a visit", actions: [{ kind: "internal", to: "/", label: "Home" }] });
  site.edit("pages/veneers.json", (page) => page.blocks.push({ ref: "shared/closing" }));
  expect(await buildSite(site.root, { quiet: true, precompress: true })).toBe(true);
});
afterAll(() => {
  delete process.env.SITE_STAMP_SETTLE_MS;
  site?.remove();
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

describe("a build over the previous dist/", () => {
  it("redraws only the page that changed, and matches a build from nothing", async () => {
    const untouched = stamp("contact.html");
    site.edit("pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings, edited"));
    await expectSameAsCleanBuild();
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).toContain("Fillings, edited");
    expect(stamp("contact.html")).toBe(untouched);
  });

  it("adds a new page, and matches", async () => {
    site.write("pages/crowns.json", { $schema: "../schemas/page.schema.json", title: "Crowns | Test Practice", description: "Crowns.", blocks: [{ type: "hero", heading: "Crowns" }] });
    await expectSameAsCleanBuild();
    expect(existsSync(join(dist(), "crowns.html"))).toBe(true);
  });

  it("moves a page to another address: the old file and its compressed copies are gone", async () => {
    const moved = site.read("pages/crowns.json");
    moved.$schema = "../../schemas/page.schema.json";
    site.write("pages/treatments/crowns.json", moved);
    rmSync(join(site.root, "pages", "crowns.json"));
    await expectSameAsCleanBuild();
    for (const file of ["crowns.html", "crowns.html.br", "crowns.html.gz"]) expect(existsSync(join(dist(), file)), file).toBe(false);
    expect(existsSync(join(dist(), "treatments", "crowns.html"))).toBe(true);
  });

  it("deletes a page", async () => {
    rmSync(join(site.root, "pages", "treatments"), { recursive: true });
    await expectSameAsCleanBuild();
    expect(existsSync(join(dist(), "treatments"))).toBe(false);
  });

  it("redraws the pages that show a shared block when it changes, and only them", async () => {
    const untouched = stamp("contact.html");
    site.edit("pages/_shared/closing.json", (block) => (block.heading = "Book your visit today"));
    await expectSameAsCleanBuild();
    expect(readFileSync(join(dist(), "veneers.html"), "utf8")).toContain("Book your visit today");
    expect(stamp("contact.html")).toBe(untouched);
  });

  it("redraws every page when the practice's details change", async () => {
    site.edit("site.config.json", (config) => (config.contact.phone = { display: "024 7600 0000", tel: "02476000000" }));
    await expectSameAsCleanBuild();
    expect(readFileSync(join(dist(), "contact.html"), "utf8")).toContain("024 7600 0000");
  });

  it("publishes a new icon file when a page names an icon below its first screen that the file lacks, and matches", async () => {
    const iconFiles = () => readdirSync(join(dist(), "assets")).filter((file) => /^icons-.*\.svg$/.test(file));
    const before = iconFiles();
    expect(before.every((file) => !readFileSync(join(dist(), "assets", file), "utf8").includes('id="icon-moon"'))).toBe(true);
    const point = (icon?: string) => ({ type: "benefits", heading: "Why", items: [{ ...(icon ? { icon } : {}), title: "A point" }] });
    site.edit("pages/fillings.json", (page) => page.blocks.push(point(), point(), point("moon")));
    await expectSameAsCleanBuild();
    // One file, of the site's icons with the new one, under a new name; the pages that use it name it.
    const [file] = iconFiles();
    expect(iconFiles()).toHaveLength(1);
    expect(before).not.toContain(file);
    expect(readFileSync(join(dist(), "assets", file!), "utf8")).toContain('id="icon-moon"');
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).toContain(`href="/assets/${file}#icon-moon"`);
  });

  it("drops the compressed copies when a build for a git host (which compresses for itself) follows, and matches", async () => {
    await expectSameAsCleanBuild(false);
    expect(readdirSync(dist()).filter((name) => name.endsWith(".br") || name.endsWith(".gz"))).toEqual([]);
  });

  it("publishes the page, never a file of public/ at the page's place, whether the page is drawn or kept", async () => {
    writeFileSync(join(site.root, "public", "contact.html"), "<p>not the contact page</p>");
    try {
      await expectSameAsCleanBuild(false);
      expect(readFileSync(join(dist(), "contact.html"), "utf8")).toContain("<!doctype html>");
      site.edit("pages/contact.json", (page) => (page.title = "Contact us again | Test Practice"));
      await expectSameAsCleanBuild(false);
      expect(readFileSync(join(dist(), "contact.html"), "utf8")).toContain("Contact us again");
    } finally {
      rmSync(join(site.root, "public", "contact.html"));
    }
  });

  it("leaves the unchanged files of public/ as they are, and copies one that was only touched without writing it again", async () => {
    writeFileSync(join(site.root, "public", "notes.txt"), "first words");
    await expectSameAsCleanBuild(false);
    const copy = () => statSync(join(dist(), "notes.txt"), { bigint: true });
    const before = copy();
    await expectSameAsCleanBuild(false);
    expect(copy().ctimeNs).toBe(before.ctimeNs);
    // Touched, same bytes: nothing to publish again.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(site.root, "public", "notes.txt"), later, later);
    await expectSameAsCleanBuild(false);
    expect(copy().ino).toBe(before.ino);
  });

  it("publishes a file of public/ changed to the same size with its time put back (the stamp includes the change time, which cannot be)", async () => {
    const file = join(site.root, "public", "notes.txt");
    const { atime, mtime } = statSync(file);
    try {
      writeFileSync(file, "other words");
      utimesSync(file, atime, mtime);
      await expectSameAsCleanBuild(false);
      expect(readFileSync(join(dist(), "notes.txt"), "utf8")).toBe("other words");
    } finally {
      rmSync(file);
    }
  });

  it("draws a page again when it changed to the same size with its time put back, and not when it was only touched", async () => {
    const page = join(site.root, "pages", "fillings.json");
    const text = readFileSync(page, "utf8");
    const before = statSync(join(dist(), "fillings.html"), { bigint: true });
    const later = new Date(Date.now() + 10_000);
    utimesSync(page, later, later);
    await expectSameAsCleanBuild(false);
    expect(statSync(join(dist(), "fillings.html"), { bigint: true }).ctimeNs).toBe(before.ctimeNs);
    // touch -r copies the time to the nanosecond (Node's utimes cannot): only the change time tells the versions apart.
    const time = join(site.root, "time-of-fillings");
    execFileSync("touch", ["-r", page, time]);
    const touched = statSync(page, { bigint: true });
    expect(text).toContain("Fillings, edited");
    writeFileSync(page, text.replace("Fillings, edited", "Fillings, EDITED"));
    execFileSync("touch", ["-m", "-r", time, page]);
    rmSync(time);
    const edited = statSync(page, { bigint: true });
    expect([edited.size, edited.mtimeNs, edited.ino]).toEqual([touched.size, touched.mtimeNs, touched.ino]);
    await expectSameAsCleanBuild(false);
    expect(readFileSync(join(dist(), "fillings.html"), "utf8")).toContain("Fillings, EDITED");
  });

  it("puts back a page file removed from dist/ by hand", async () => {
    rmSync(join(dist(), "veneers.html"));
    writeFileSync(join(dist(), "stray.html"), "left over");
    await expectSameAsCleanBuild(false);
  });
});
