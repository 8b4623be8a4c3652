/**
 * npm run build, validate and the gate keep each file's findings on disk (engine/content/validate/diskCache.ts)
 * and check again only what a change can affect. After every change of a series, what a run with the kept
 * findings reports must be exactly what a cold run reports: the same problems, in the same order, with the same
 * words and places, and the same pages.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempSite, type TempSite } from "../support/tempSite";
import { validateProject } from "../../engine/content/validate";
import { filesCheckedAfresh, filesReadToCompare } from "../../engine/content/validate/diskCache";
import { keptPagesRead } from "../../engine/content/validate/lazyPages";
import { pagesLookedAtAfresh } from "../../engine/content/validate/keptPages";
import { lintContent } from "../../engine/content/lint";
import { findPlaceholders } from "../../engine/content/placeholders";
import { formDefinitionsOf } from "../../engine/forms/siteForms";
import { withLocationPages } from "../../engine/content/locationPages";
import { pageEntryData } from "../../engine/build/contentForRenderers";

let site: TempSite;
let practice = "";
const page = (title: string, blocks: object[]) => ({ $schema: "../schemas/page.schema.json", title: `${title} | ${practice}`, description: `The ${title.toLowerCase()} page of the kept checks' test, long enough for search results.`, blocks });
const hygiene = (heading: string) => page("Hygiene", [{ type: "hero", heading, text: ["A scale and polish is £55."] }, { ref: "shared/closing" }]);
const closing = (to: string) => ({ $schema: "../../schemas/shared-block.schema.json", type: "cta", heading: "Ready?", actions: [{ kind: "internal", to, label: "Prices" }] });
const text = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
const pricing = (price: string) => page("Pricing", [{ type: "hero", heading: "Prices" }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price }] }]);
const cacheDir = () => join(site.root, ".cache", "validation");
/** A bucket of kept entries: its first line (the entries), and its second (their parts kept aside, one after another). */
const readBucket = (path: string) => {
  const text = readFileSync(path, "utf8");
  const end = text.indexOf("\n");
  return { head: JSON.parse(text.slice(0, end)), aside: text.slice(end + 1) };
};

beforeEach(() => {
  site = tempSite();
  practice = site.read("site.config.json").name;
  site.write("pages/pricing.json", text(pricing("£60")));
  site.write("pages/hygiene.json", text(hygiene("Hygiene")));
  site.write("pages/_shared/closing.json", text(closing("/pricing")));
  site.edit("pages/index.json", (json) => json.blocks.push({ type: "cta", heading: "More", actions: [{ kind: "internal", to: "/hygiene", label: "Hygiene" }] }));
});
afterEach(() => site.remove());

/** A run with the kept findings against a cold one: the same in every respect. Returns how many files it checked. */
function sameAsCold() {
  const kept = validateProject(site.root, { keepOnDisk: true });
  const checked = filesCheckedAfresh();
  const read = filesReadToCompare();
  const cold = validateProject(site.root);
  expect(kept.problems).toStrictEqual(cold.problems);
  expect(kept.pages).toStrictEqual(cold.pages);
  expect(kept.site).toStrictEqual(cold.site);
  expect(kept.shared).toStrictEqual(cold.shared);
  // The gate's checks after validation, which keep each page's findings beside the validator's.
  for (const options of [{ strict: true, root: site.root }, {}]) expect(lintContent(kept, options)).toStrictEqual(lintContent(cold, options));
  expect(findPlaceholders(kept, site.root)).toStrictEqual(findPlaceholders(cold, site.root));
  return { checked, read, errors: cold.problems.filter((problem) => problem.severity === "error").length, problems: cold.problems, findings: lintContent(cold) };
}

test("after each change, the kept findings equal a cold run's, and only what changed is checked again", () => {
  const first = sameAsCold();
  expect(first.checked).toBeGreaterThan(5);
  expect(first.errors).toBe(0);
  // The hygiene page quotes £55 for what the price table says is £60.
  expect(first.findings.some((finding) => finding.file === "pages/hygiene.json")).toBe(true);
  expect(sameAsCold().checked).toBe(0);
  // The price table changes: the page that quotes it agrees now, though its own file did not change.
  site.write("pages/pricing.json", text(pricing("£55")));
  expect(sameAsCold().findings.some((finding) => finding.file === "pages/hygiene.json")).toBe(false);
  // An unfinished text on one page, then finished.
  site.write("pages/offers.json", text(page("Offers", [{ type: "hero", heading: "Offers", text: ["TODO: write the offers"] }])));
  expect(sameAsCold().findings.some((finding) => finding.file === "pages/offers.json")).toBe(true);
  rmSync(join(site.root, "pages/offers.json"));

  // A valid change to one page: that page alone is checked again.
  site.write("pages/hygiene.json", text(hygiene("Hygiene visits")));
  expect(sameAsCold().checked).toBe(1);
  // An invalid one (a block type that does not exist), then broken JSON, then mended.
  site.write("pages/hygiene.json", text({ ...hygiene("Hygiene"), blocks: [{ type: "heroo", heading: "Hygiene" }] }));
  expect(sameAsCold().errors).toBeGreaterThan(0);
  site.write("pages/hygiene.json", '{ "title": "Hygiene", ');
  expect(sameAsCold().problems.some((problem) => problem.file === "pages/hygiene.json" && problem.line !== undefined)).toBe(true);
  site.write("pages/hygiene.json", text(hygiene("Hygiene")));
  expect(sameAsCold().errors).toBe(0);

  // A page another links to goes: the home page's unchanged file now has a broken link.
  rmSync(join(site.root, "pages/hygiene.json"));
  const gone = sameAsCold();
  expect(gone.problems.some((problem) => problem.file === "pages/index.json" && problem.severity === "error")).toBe(true);
  site.write("pages/hygiene.json", text(hygiene("Hygiene")));
  expect(sameAsCold().errors).toBe(0);

  // A shared block links to a page that is not there; then that page is made.
  site.write("pages/_shared/closing.json", text(closing("/offers")));
  expect(sameAsCold().errors).toBeGreaterThan(0);
  site.write("pages/offers.json", text(page("Offers", [{ type: "hero", heading: "Offers" }])));
  expect(sameAsCold().errors).toBe(0);

  // The practice's facts change: a treatment leaves the catalogue, the phone number changes, a rule set is declared.
  site.edit("site.config.json", (json) => {
    json.services = json.services.filter((service: { key: string }) => service.key !== "fillings");
    json.contact.phone.display = "024 7600 0000";
  });
  sameAsCold();
  site.edit("site.config.json", (json) => (json.rules = ["uk-dental"]));
  expect(sameAsCold().problems.some((problem) => problem.rule)).toBe(true);
  site.write("site.config.json", "{}");
  expect(sameAsCold().errors).toBeGreaterThan(0);
});

test("an entry that is unreadable, of another version or of another validator is not trusted", () => {
  site.write("pages/hygiene.json", text({ ...hygiene("Hygiene"), blocks: [{ type: "heroo", heading: "Hygiene" }] }));
  const before = sameAsCold();
  expect(before.errors).toBeGreaterThan(0);
  // The files' entries, in a few files by a hash of each file's name (and the findings kept per page beside them, kept-….json).
  const buckets = () => readdirSync(cacheDir()).filter((name) => !name.startsWith("kept-")).map((name) => join(cacheDir(), name));
  const hygieneBucket = buckets().find((path) => readBucket(path).head.entries["pages/hygiene.json"])!;
  const { head: bucket, aside } = readBucket(hygieneBucket);
  const claimedClean = { ...bucket.entries, "pages/hygiene.json": { ...bucket.entries["pages/hygiene.json"], problems: [] } };
  const write = (head: object, second = aside) => writeFileSync(hygieneBucket, `${JSON.stringify(head)}\n${second}`);

  // Claimed clean by another validator (another engine's code or schemas), or in another format: not taken.
  write({ ...bucket, validator: "another", entries: claimedClean });
  expect(sameAsCold().errors).toBe(before.errors);
  write({ ...bucket, format: bucket.format + 1, entries: claimedClean });
  expect(sameAsCold().errors).toBe(before.errors);
  // Cut short (a crash while writing), or not JSON at all: checked again.
  writeFileSync(hygieneBucket, JSON.stringify(bucket).slice(0, 40));
  expect(sameAsCold().checked).toBeGreaterThanOrEqual(1);
  // The pages' blocks kept aside: cut short, or an entry placing its part beyond them. Checked again, not read amiss.
  const valid = () => buckets().find((path) => readBucket(path).head.entries["pages/pricing.json"])!;
  const pricingBucket = valid();
  const kept = readBucket(pricingBucket);
  expect(kept.head.entries["pages/pricing.json"].aside).toBeDefined();
  writeFileSync(pricingBucket, `${JSON.stringify(kept.head)}\n${kept.aside.slice(0, -3)}`);
  expect(sameAsCold().checked).toBeGreaterThanOrEqual(1);
  const again = readBucket(valid());
  const beyond = { ...again.head, entries: { ...again.head.entries, "pages/pricing.json": { ...again.head.entries["pages/pricing.json"], aside: [again.aside.length, 10] } } };
  writeFileSync(valid(), `${JSON.stringify(beyond)}\n${again.aside}`);
  expect(sameAsCold().checked).toBeGreaterThanOrEqual(1);
  for (const path of buckets()) writeFileSync(path, "\u0000garbage");
  const files = readdirSync(join(site.root, "pages"), { recursive: true }).filter((name) => String(name).endsWith(".json")).length + 1;
  expect(sameAsCold().checked).toBe(files);
  // Entries of files that are gone are removed.
  rmSync(join(site.root, "pages/pricing.json"));
  sameAsCold();
  expect(buckets().some((path) => readBucket(path).head.entries["pages/pricing.json"])).toBe(false);
});

test("the rules of a profession: a page's kept findings equal a cold run's, in the same order, as the team and the texts change", () => {
  const member = (name: string, extra: object = {}) => ({ name, role: "Dentist", registrationNumber: "123456", qualifications: [{ name: "BDS", country: "United Kingdom" }], bio: ["Sees patients on weekdays."], ...extra });
  const team = (members: object[]) => page("Team", [{ type: "hero", heading: "Our team" }, { type: "teamGrid", heading: "Dentists", members: [...members, member("Dr Stand In", { placeholder: true })] }]);
  const offer = (text: string) => page("Offers", [{ type: "hero", heading: "Offers", text: [text] }, { ref: "shared/closing" }]);
  site.edit("site.config.json", (json) => (json.rules = ["uk-dental"]));
  site.write("pages/team.json", text(team([member("Dr Ann Example")])));
  site.write("pages/offers.json", text({ ...offer("Botox from £200, the best dentist in town, and 0% finance."), title: `Specialist in implants and Botox | ${practice}` }));
  site.write("pages/hygiene.json", text({ ...hygiene("Botox for teeth grinding"), description: "Botox for teeth grinding, and a scale and polish, from our hygiene team in town." }));
  const withRules = () => {
    const result = sameAsCold();
    expect(result.problems.some((problem) => problem.rule)).toBe(true);
    return result;
  };
  const first = withRules();
  expect(first.problems.filter((problem) => problem.file === "pages/offers.json" && problem.rule).length).toBeGreaterThan(2);
  expect(withRules().checked).toBe(0);
  // One page changes: its findings change, the others' are kept.
  site.write("pages/offers.json", text(offer("A consultation, then a plan. Pay monthly.")));
  withRules();
  // The whole site's fact a page's claims depend on: someone on the team joins a specialist list.
  site.write("pages/offers.json", text(offer("Our specialist orthodontist sees children.")));
  const unlisted = withRules();
  expect(unlisted.problems.some((problem) => problem.rule === "gdc-specialist-claim")).toBe(true);
  site.write("pages/team.json", text(team([member("Dr Ann Example", { specialistList: "Orthodontics" })])));
  expect(withRules().problems.some((problem) => problem.rule === "gdc-specialist-claim")).toBe(false);
  site.write("pages/team.json", text(team([member("Dr Ann Example"), member("Dr Bo Example", { registrationNumber: "" })])));
  withRules();
  // A shared block says what the rules look for; then a page stops showing it.
  site.write("pages/_shared/closing.json", text({ ...closing("/pricing"), heading: "Botox and lip fillers from £99" }));
  withRules();
  site.write("pages/hygiene.json", text(page("Hygiene", [{ type: "hero", heading: "Hygiene" }])));
  withRules();
  // The site's own words change (the catalogue's texts are the config's).
  site.edit("site.config.json", (json) => (json.services[0].description = "The best dentist for fillings, with 0% finance."));
  withRules();
});

test("a file is known by its stamp: read only when its stamp moved, checked again only when its bytes did", async () => {
  // The fixture's files are all new: their stamps are trusted at once here, with a pause after each write (as
  // between a person's saves) so that no two versions of a file share a tick of the file system's clock.
  process.env.SITE_STAMP_SETTLE_MS = "0";
  const pause = () => new Promise((done) => setTimeout(done, 30));
  try {
    const files = readdirSync(join(site.root, "pages"), { recursive: true }).filter((name) => String(name).endsWith(".json")).length + 1;
    expect(sameAsCold().read).toBe(files);
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 0, checked: 0 });

    // Edited: that file alone is read and checked.
    site.write("pages/hygiene.json", text(hygiene("Hygiene visits")));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, checked: 1 });
    // Touched without a change: read once, not checked; known by its new stamp after that.
    const now = new Date();
    utimesSync(join(site.root, "pages/pricing.json"), now, now);
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, checked: 0 });
    expect(sameAsCold()).toMatchObject({ read: 0, checked: 0 });
    // Changed to the same size with its modification time put back: its change time moved, so it is read and checked.
    // (touch -r copies a time to the nanosecond, which Node's utimes, in seconds as a double, cannot.)
    const hygieneFile = join(site.root, "pages/hygiene.json");
    const before = statSync(hygieneFile, { bigint: true });
    execFileSync("touch", ["-r", hygieneFile, join(site.root, "time-of-hygiene")]);
    site.write("pages/hygiene.json", text(hygiene("Hygiene visitz")));
    execFileSync("touch", ["-m", "-r", join(site.root, "time-of-hygiene"), hygieneFile]);
    const after = statSync(hygieneFile, { bigint: true });
    expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, checked: 1 });

    // Added, moved, deleted: the rest is known by its stamps, and a link to the page that went is broken as in a cold run.
    site.write("pages/offers.json", text(page("Offers", [{ type: "hero", heading: "Offers" }])));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, checked: 1, errors: 0 });
    site.write("pages/deals/offers.json", text({ ...page("Offers", [{ type: "hero", heading: "Offers" }]), $schema: "../../schemas/page.schema.json" }));
    rmSync(join(site.root, "pages/offers.json"));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, errors: 0 });
    rmSync(join(site.root, "pages/hygiene.json"));
    await pause();
    const gone = sameAsCold();
    expect(gone.read).toBe(0);
    expect(gone.problems.some((problem) => problem.file === "pages/index.json" && problem.severity === "error")).toBe(true);
    site.write("pages/hygiene.json", text(hygiene("Hygiene")));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, errors: 0 });

    // A shared block and the config: each is read alone; the pages that depend on them get the answers a cold run gives.
    site.write("pages/_shared/closing.json", text(closing("/nowhere")));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 1, errors: 1 });
    site.write("pages/_shared/closing.json", text(closing("/pricing")));
    site.edit("site.config.json", (json) => (json.contact.phone.display = "024 7600 0000"));
    await pause();
    expect(sameAsCold()).toMatchObject({ read: 2, errors: 0 });
  } finally {
    delete process.env.SITE_STAMP_SETTLE_MS;
  }
});

test("a one-page change reads the blocks of that page alone, and of the pages a check across the site looks into", () => {
  const member = { name: "Dr Ann Example", role: "Dentist", registrationNumber: "123456", qualifications: [{ name: "BDS", country: "United Kingdom" }], bio: ["Sees patients."] };
  const form = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "forms", "feedback.json"), "utf8"));
  site.edit("site.config.json", (json) => (json.rules = ["uk-dental"]));
  site.write("pages/team.json", text(page("Team", [{ type: "hero", heading: "Our team" }, { type: "teamGrid", heading: "Dentists", members: [member] }])));
  site.write("pages/feedback.json", text(page("Feedback", [{ type: "hero", heading: "Tell us" }, { ...form, sendTo: "contact" }])));
  for (let i = 1; i <= 6; i++) site.write(`pages/more/page-${i}.json`, text({ ...page(`More ${i}`, [{ type: "hero", heading: `More ${i}` }, { ref: "shared/closing" }]), $schema: "../../schemas/page.schema.json" }));
  // Every page passes the validator (the rules find what the fixture leaves out: a privacy notice, the GDC's details).
  expect(sameAsCold().problems.filter((problem) => !problem.rule)).toEqual([]);

  /** What a build asks of the content after a kept validation: the blocks of how many pages it read. */
  const asABuildDoes = () => {
    const before = keptPagesRead();
    const kept = validateProject(site.root, { keepOnDisk: true });
    findPlaceholders(kept, site.root);
    formDefinitionsOf(kept);
    withLocationPages(kept.site, kept.pages).map(pageEntryData);
    return { read: keptPagesRead() - before, pages: kept.pages.map((entry) => entry.file), problems: kept.problems };
  };
  site.write("pages/hygiene.json", text(hygiene("Hygiene visits")));
  const run = asABuildDoes();
  // The team page (the rules look at every team member) and the form's page (two forms of one name must be one form).
  expect(run.read).toBe(2);
  expect(run.pages).toEqual(expect.arrayContaining(["pages/team.json", "pages/feedback.json", "pages/more/page-6.json"]));
  expect(run.pages.length).toBeGreaterThan(10);
  expect(run.problems).toStrictEqual(validateProject(site.root).problems);
  expect(asABuildDoes().read).toBe(2);
  sameAsCold();
});

test("a word changed in a shared block every page shows: the rules and stand-ins look at no page again, and find what a cold run finds", () => {
  site.edit("site.config.json", (json) => (json.rules = ["uk-dental"]));
  for (let i = 1; i <= 6; i++) site.write(`pages/more/page-${i}.json`, text({ ...page(`More ${i}`, [{ type: "hero", heading: `More ${i}`, text: ["TODO: the best dentist in town"] }, { ref: "shared/closing" }]), $schema: "../../schemas/page.schema.json" }));
  sameAsCold();
  /** A build's look at the content after a kept validation: how many pages' blocks it read, and what it found. */
  const asABuildDoes = () => {
    const before = [keptPagesRead(), pagesLookedAtAfresh("rules"), pagesLookedAtAfresh("placeholders-lines")];
    const kept = validateProject(site.root, { keepOnDisk: true });
    const standIns = findPlaceholders(kept, site.root);
    const after = [keptPagesRead(), pagesLookedAtAfresh("rules"), pagesLookedAtAfresh("placeholders-lines")];
    const [read, ...lookedAt] = after.map((count, i) => count - before[i]!);
    return { read, lookedAt, problems: kept.problems, standIns };
  };
  asABuildDoes();
  const unchanged = asABuildDoes().read;
  // The footer's heading, shown on seven pages, says something the rules look for, then something else.
  for (const heading of ["The best dentist in town: book now", "Ready when you are"]) {
    site.write("pages/_shared/closing.json", text({ ...closing("/pricing"), heading }));
    const run = asABuildDoes();
    expect(run.read).toBe(unchanged);
    expect(run.lookedAt).toEqual([0, 0]);
    const cold = validateProject(site.root);
    expect(run.problems).toStrictEqual(cold.problems);
    expect(run.standIns).toStrictEqual(findPlaceholders(cold, site.root));
    expect(run.problems.some((problem) => problem.rule && problem.file === "pages/more/page-3.json")).toBe(true);
    sameAsCold();
  }
});

test("pages renamed, titles made the same, a page no other links to: the kept findings equal a cold run's", () => {
  process.env.SITE_STAMP_SETTLE_MS = "0";
  try {
    sameAsCold();
    // A title made the same as another page's by an edit of that other page.
    site.write("pages/pricing.json", text({ ...pricing("£60"), title: `Hygiene | ${practice}` }));
    const twice = sameAsCold();
    expect(lintContent(validateProject(site.root), { strict: true }).some((finding) => finding.file === "pages/pricing.json" && /title/i.test(finding.message))).toBe(true);
    expect(twice.errors).toBe(0);
    site.write("pages/pricing.json", text(pricing("£60")));
    sameAsCold();
    // The only link to a page removed: it is linked from nowhere now.
    site.edit("pages/index.json", (json) => (json.blocks = json.blocks.filter((block: { heading?: string }) => block.heading !== "More")));
    sameAsCold();
    expect(lintContent(validateProject(site.root), { strict: true }).some((finding) => finding.file === "pages/hygiene.json")).toBe(true);
    // A page renamed: the same bytes at another address; the page that linked to the old one is told.
    site.edit("pages/index.json", (json) => json.blocks.push({ type: "cta", heading: "More", actions: [{ kind: "internal", to: "/hygiene", label: "Hygiene" }] }));
    sameAsCold();
    site.write("pages/care/hygiene.json", text({ ...hygiene("Hygiene"), $schema: "../../schemas/page.schema.json" }));
    rmSync(join(site.root, "pages/hygiene.json"));
    const moved = sameAsCold();
    expect(moved.problems.some((problem) => problem.file === "pages/index.json" && problem.severity === "error")).toBe(true);
  } finally {
    delete process.env.SITE_STAMP_SETTLE_MS;
  }
});
