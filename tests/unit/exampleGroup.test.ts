/**
 * A group of practices from one folder (examples/group, engine/group/): each practice built into its own output
 * with its own details, shared pages and blocks in every practice, a default one practice overrides, a change to a
 * shared block redrawing only the pages that show it, and what the group locks refused at the practice, file and
 * place while the other practices still build. Expectations are read from the example's own files.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildGroup } from "../../engine/cli/build-group";
import { builtFolder, readGroup } from "../../engine/group/groupLayout";
import { buildSite } from "../../engine/cli/build";
import { seedFrom } from "../../engine/build/output";
import { pagesLookedAtAfresh } from "../../engine/content/validate/keptPages";

const ENGINE = join(import.meta.dirname, "..", "..");
const EXAMPLE = join(ENGINE, "examples", "group");
const BUILDS_TIMEOUT = 400_000;

let folder: string;
const json = (file: string) => JSON.parse(readFileSync(join(folder, file), "utf8"));
const html = (practice: string, page: string) => readFileSync(join(builtFolder(readGroup(folder), practice), "dist", page), "utf8");

/** Every file of a folder with its bytes, by path. */
function filesOf(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[relative(root, full)] = readFileSync(full).toString("base64");
    }
  };
  walk(root);
  return out;
}

beforeAll(async () => {
  // Two folders deep inside the engine, as examples/group is, so its "$schema" lines lead to the engine's schemas.
  folder = mkdtempSync(join(ENGINE, ".cache", "example-group-"));
  cpSync(EXAMPLE, folder, { recursive: true, filter: (src) => !/^build([\\/]|$)/.test(relative(EXAMPLE, src)) });
  vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await buildGroup(folder)).toMatchObject({ built: readGroup(folder).practices, refused: [] });
}, BUILDS_TIMEOUT);
afterAll(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

describe("a group of practices", () => {
  it("builds each practice with its own name, address and telephone, and every shared page", () => {
    const group = readGroup(folder);
    expect(group.practices.length).toBeGreaterThanOrEqual(3);
    for (const id of group.practices) {
      const config = json(`practices/${id}/site.config.json`);
      const home = html(id, "index.html");
      expect(home).toContain(config.name);
      expect(home).toContain(config.contact.address.street);
      expect(home).toContain(config.contact.phone.display);
      for (const other of group.practices.filter((candidate) => candidate !== id)) expect(home).not.toContain(json(`practices/${other}/site.config.json`).contact.address.street);
      expect(html(id, "complaints.html")).toContain(json("shared/pages/complaints.json").blocks[0].heading);
    }
  });

  it("shows a practice's override of a shared default, and the group's version everywhere else", () => {
    const shared = json("shared/pages/_shared/closing-cta.json").heading;
    const override = json("practices/leamington/pages/_shared/closing-cta.json").heading;
    expect(html("leamington", "index.html")).toContain(override);
    expect(html("leamington", "index.html")).not.toContain(shared);
    expect(html("kenilworth", "index.html")).toContain(shared);
  });

  it("gives a practice with several locations a page for each, with its own details and structured data, in the sitemap and the find-us list", () => {
    const id = readGroup(folder).practices.find((candidate) => json(`practices/${candidate}/site.config.json`).locations?.length > 1);
    expect(id, "a practice of the example with two locations").toBeDefined();
    const config = json(`practices/${id}/site.config.json`);
    const contact = html(id!, "contact.html");
    for (const location of config.locations) {
      const page = html(id!, `locations/${location.id}.html`);
      expect(page).toContain(location.name);
      expect(page).toContain(location.address.street);
      expect(page).toContain(`href="tel:${location.phone.tel}"`);
      expect(page).toContain(location.openingHours[0].label);
      // The footer shows the practice's own address on every page; the page's content shows only this location's.
      const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
      for (const other of config.locations.filter((candidate: { id: string }) => candidate.id !== location.id)) expect(main).not.toContain(other.address.street);
      const data = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!));
      expect(data.find((item) => item["@type"] === config.businessType)).toMatchObject({
        name: location.name,
        telephone: location.phone.display,
        address: { streetAddress: location.address.street, postalCode: location.address.postcode },
        openingHoursSpecification: expect.arrayContaining([expect.objectContaining({ opens: location.openingHours[0].opens, closes: location.openingHours[0].closes })]),
        parentOrganization: { name: config.name, url: `${config.url}/` },
      });
      expect(html(id!, "sitemap.xml")).toContain(`<loc>${config.url}/locations/${location.id}</loc>`);
      expect(contact).toContain(`href="/locations/${location.id}"`);
    }
    // The other practices have no locations, and no such pages.
    for (const other of readGroup(folder).practices.filter((candidate) => candidate !== id)) expect(html(other, "sitemap.xml")).not.toContain("/locations/");
  });

  it("refuses a location without hours, naming the practice, the file and the place, and still builds the others", async () => {
    const group = readGroup(folder);
    const id = group.practices.find((candidate) => json(`practices/${candidate}/site.config.json`).locations?.length)!;
    const file = join(folder, "practices", id, "site.config.json");
    const saved = readFileSync(file, "utf8");
    const config = JSON.parse(saved);
    delete config.locations[1].openingHours;
    writeFileSync(file, JSON.stringify(config, null, 2));
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(String(line)));
    try {
      const outcome = await buildGroup(folder);
      expect(outcome.refused).toEqual([id]);
      expect(outcome.built).toEqual(group.practices.filter((candidate) => candidate !== id));
      expect(errors.join("\n")).toContain(`✗ ${id}: not built`);
      expect(errors.join("\n")).toMatch(new RegExp(`practices/${id}/site\\.config\\.json:\\d+:\\d+ › locations\\[1\\]\\.openingHours: .*this location has no opening hours`));
      expect(errors.join("\n")).not.toMatch(/\bat \w+ \(/);
    } finally {
      writeFileSync(file, saved);
    }
  }, BUILDS_TIMEOUT);

  it("a change to a shared block redraws, in every practice, only the pages that show it", async () => {
    const group = readGroup(folder);
    const stamp = (id: string, page: string) => statSync(join(builtFolder(group, id), "dist", page)).mtimeMs;
    const before = group.practices.map((id) => [stamp(id, "index.html"), stamp(id, "complaints.html")]);
    const file = join(folder, "shared/pages/_shared/group-promise.json");
    writeFileSync(file, readFileSync(file, "utf8").replace(/"heading": "[^"]*"/, '"heading": "Our promise, in every practice"'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const said = vi.mocked(console.log);
    said.mockClear();
    const standInsLookedAt = pagesLookedAtAfresh("placeholders-lines");
    expect((await buildGroup(folder)).refused).toEqual([]);
    // The block's words are checked in its own file: no practice looks through the pages that show it again.
    expect(pagesLookedAtAfresh("placeholders-lines") - standInsLookedAt).toBe(0);
    // The report names each practice in turn, with the file that changed and the pages drawn, even though the
    // practices' builds overlap: each practice's lines together, in the group's order.
    const lines = said.mock.calls.map((call) => String(call[0]));
    const starts = lines.flatMap((line, at) => (/^\n[\w-]+: /.test(line) ? [at] : []));
    expect(starts.map((at) => lines[at]!.slice(1).split(":")[0])).toEqual(group.practices);
    starts.forEach((at, index) => {
      expect(lines[at]).toContain("pages/_shared/group-promise.json");
      expect(lines.slice(at, starts[index + 1] ?? lines.length).join("\n")).toMatch(/Built \d+ pages \([1-9]\d* drawn/);
    });
    group.practices.forEach((id, index) => {
      expect(html(id, "complaints.html")).toContain("Our promise, in every practice");
      expect(stamp(id, "complaints.html")).toBeGreaterThan(before[index]![1]!);
      expect(stamp(id, "index.html")).toBe(before[index]![0]);
    });
  }, BUILDS_TIMEOUT);

  it("publishes a changed shared picture in every practice, and leaves a copy of the earlier output kept by hard links as it was", async () => {
    // The group's build links dist/'s copies to their sources; a release kept from dist/ by links (the gate's --from,
    // a Publish to a served folder) must never change underneath its visitors when the group's files change.
    const group = readGroup(folder);
    const picture = "images/services/fillings.svg";
    const before = readFileSync(join(folder, "shared/public", picture), "utf8");
    const releases = group.practices.map((id) => join(folder, `release-${id}`));
    group.practices.forEach((id, index) => seedFrom(join(builtFolder(group, id), "dist"), releases[index]!));
    writeFileSync(join(folder, "shared/public", picture), before.replace("</svg>", "<!-- redrawn --></svg>"));
    try {
      expect((await buildGroup(folder)).refused).toEqual([]);
      group.practices.forEach((id, index) => {
        expect(readFileSync(join(builtFolder(group, id), "dist", picture), "utf8")).toContain("<!-- redrawn -->");
        expect(readFileSync(join(releases[index]!, picture), "utf8")).toBe(before);
      });
    } finally {
      for (const release of releases) rmSync(release, { recursive: true, force: true });
    }
  }, BUILDS_TIMEOUT);

  it("a change to one practice's page builds that practice alone, the same bytes as a build of it on its own", async () => {
    const group = readGroup(folder);
    const [changed, ...others] = group.practices;
    const own = join(folder, "practices", changed!, "pages", "index.json");
    writeFileSync(own, readFileSync(own, "utf8").replace(/"heading": "([^"]*)"/, '"heading": "$1 today"'));
    const outcome = await buildGroup(folder);
    expect(outcome.unchanged).toEqual(others);
    expect(outcome.built).toEqual(group.practices);
    // The group's threads drew it after drawing the others before: a build of this practice alone draws the same.
    const drawnInGroup = filesOf(join(builtFolder(group, changed!), "dist"));
    rmSync(join(builtFolder(group, changed!), "dist"), { recursive: true, force: true });
    expect(await buildSite(builtFolder(group, changed!), { mode: "production" })).toBe(true);
    expect(filesOf(join(builtFolder(group, changed!), "dist"))).toEqual(drawnInGroup);
  }, BUILDS_TIMEOUT);

  it("refuses a practice that changes what the group locks, naming the practice, file and rule, and still builds the others", async () => {
    const group = readGroup(folder);
    const locked = [...group.locked][0]!;
    const target = join(folder, "practices", "warwick", locked);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(folder, "shared", locked)));
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(String(line)));
    try {
      const outcome = await buildGroup(folder);
      expect(outcome.refused).toEqual(["warwick"]);
      expect(outcome.built).toEqual(group.practices.filter((id) => id !== "warwick"));
      expect(errors.join("\n")).toContain(`practices/warwick/${locked}`);
      expect(errors.join("\n")).toMatch(/The group locks .*a practice cannot change or replace it/);
      expect(errors.join("\n")).not.toMatch(/\bat \w+ \(/);
    } finally {
      rmSync(target);
    }
  }, BUILDS_TIMEOUT);

  it("refuses two practices at one address, both named", async () => {
    const file = join(folder, "practices/kenilworth/site.config.json");
    const saved = readFileSync(file, "utf8");
    writeFileSync(file, saved.replace(json("practices/kenilworth/site.config.json").url, json("practices/warwick/site.config.json").url));
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await buildGroup(folder)).refused.sort()).toEqual(["kenilworth", "warwick"]);
    } finally {
      writeFileSync(file, saved);
    }
  }, BUILDS_TIMEOUT);
});
