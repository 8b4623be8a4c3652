/**
 * Five everyday content edits, made the way pages/CONTENT_GUIDE.md tells the practice's staff to make them.
 * Each finds what it changes by its meaning (Saturday's row, the scale-and-polish price), not by its place,
 * so it keeps working as the content grows; when the content no longer has what an edit needs, it throws
 * an error that says what it looked for.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { blockIn, editJson, readJson, saveJson, type Json } from "./json";
import { replaceTodos } from "./todos";

export interface Edit {
  title: string;
  /** Makes the edit in the project copy at `root`. */
  apply(root: string): void;
}

/** Edit 1: Saturday closes at 14:00 (site.config.json, openingHours). */
function saturdayClosesLater(root: string) {
  editJson(root, "site.config.json", (site) => {
    const saturday = (site.openingHours as Json[]).find((row) => row.days?.includes("Saturday"));
    if (!saturday?.closes) throw new Error("site.config.json has no opening-hours row for Saturday with a closing time");
    // 14:00 as asked; if that is already the time, half an hour later, so the edit still changes something.
    saturday.closes = saturday.closes === "14:00" ? "14:30" : "14:00";
  });
}

/** Edit 2: a new team member without a photo (pages/team.json, the teamGrid's members). */
function teamMemberWithoutPhoto(root: string) {
  editJson(root, "pages/team.json", (page) => {
    blockIn(page, "teamGrid", "pages/team.json").members.push({
      name: "Jordan Ellis",
      role: "Trainee Dental Nurse",
      // A trainee is not on the GDC's register yet: the UK dental rules then ask for no number or qualification.
      registered: false,
      bio: ["Jordan joined the practice this year and is training as a dental nurse."],
    });
  });
}

/** Edit 3: a new question on the /veneers FAQ (pages/veneers.json). */
function veneersQuestion(root: string) {
  editJson(root, "pages/veneers.json", (page) => {
    blockIn(page, "faq", "pages/veneers.json").items.push({
      question: "Can veneers be whitened later?",
      answer: "No. Veneers keep the shade they are made in, so if you would like whiter teeth we whiten them first and then match your veneers to them.",
    });
  });
}

const SCALE_AND_POLISH = /scale\s*(and|&)\s*polish/i;

/** "£55" -> "£60", "£55.00" -> "£60.00": five pounds more, written the same way. */
function fivePoundsMore(price: string): { from: string; to: string } {
  const amount = /£\d[\d,]*(\.\d\d)?/.exec(price)?.[0];
  if (!amount) throw new Error(`the scale-and-polish price "${price}" names no amount in pounds`);
  const pence = amount.includes(".") ? ".00" : "";
  const raised = Number(amount.slice(1).replace(/,|\.\d\d$/g, "")) + 5;
  return { from: amount, to: `£${raised.toLocaleString("en-GB")}${pence}` };
}

/** Every string in `value` that mentions a scale and polish, with `from` replaced by `to`; returns how many changed. */
function replacePriceInTexts(value: Json, from: string, to: string): number {
  let changed = 0;
  // The price as a whole amount: "£55" but not the start of "£550" or "£55.50".
  const amount = `${from.replace(/\./g, "\\.")}(?!\\.\\d|[\\d,]*\\d)`;
  const visit = (node: Json): Json => {
    if (typeof node === "string") {
      if (!SCALE_AND_POLISH.test(node) || !new RegExp(amount).test(node)) return node;
      changed += 1;
      return node.replace(new RegExp(amount, "g"), to);
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === "object") for (const key of Object.keys(node)) node[key] = visit(node[key]);
    return node;
  };
  visit(value);
  return changed;
}

/** Edit 4: the scale-and-polish price changes on both pages that state it (the price table and the hygiene page's text). */
function scaleAndPolishPrice(root: string) {
  const pricing = readJson(root, "pages/pricing.json");
  const rows: Json[] = pricing.blocks.filter((b: Json) => b?.type === "priceTable").flatMap((b: Json) => b.rows);
  const row = rows.find((r) => SCALE_AND_POLISH.test(r.label));
  if (!row) throw new Error("pages/pricing.json has no price-table row for a scale and polish");
  const { from, to } = fivePoundsMore(row.price);
  row.price = row.price.replace(from, to);
  saveJson(root, "pages/pricing.json", pricing);

  const hygiene = readJson(root, "pages/dental-hygiene.json");
  if (replacePriceInTexts(hygiene, from, to) === 0) throw new Error(`pages/dental-hygiene.json never states the scale-and-polish price ${from}`);
  saveJson(root, "pages/dental-hygiene.json", hygiene);
}

const NEW_TREATMENT = { route: "/gum-disease-treatment", title: "Gum Disease Treatment", category: "general" } as const;

/** Edit 5: a new treatment in the General Services menu, made with new-page, its "TODO:" texts then written. */
function newTreatment(root: string) {
  const args = ["run", "--silent", "new-page", "--", NEW_TREATMENT.route, "--template", "treatment", "--title", NEW_TREATMENT.title, "--category", NEW_TREATMENT.category];
  const run = spawnSync("npm", args, { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`npm ${args.join(" ")} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);

  const pageFile = `pages${NEW_TREATMENT.route}.json`;
  if (!existsSync(join(root, pageFile))) throw new Error(`new-page did not write ${pageFile}`);
  const site = readJson(root, "site.config.json");
  const entry = (site.services as Json[]).find((s) => s.path === NEW_TREATMENT.route);
  if (!entry) throw new Error(`new-page did not add ${NEW_TREATMENT.route} to the services catalogue in site.config.json`);
  if (entry.category !== NEW_TREATMENT.category || entry.title !== NEW_TREATMENT.title || entry.inMenu === false) {
    throw new Error(`new-page's catalogue entry is not "${NEW_TREATMENT.title}" in the ${NEW_TREATMENT.category} menu: ${JSON.stringify(entry)}`);
  }

  // The card's picture: staff put one at the path the entry names (here, a copy of another treatment's picture).
  if (!existsSync(join(root, "public", entry.image))) copyAPicture(root, entry.image);
  replaceTodos(entry, "catalogue");
  saveJson(root, "site.config.json", site);

  editJson(root, pageFile, (page) => replaceTodos(page, "page"));
}

/** Puts a treatment picture that already exists at `asset` (a path under public/). */
function copyAPicture(root: string, asset: string) {
  const folder = join(root, "public", "images", "services");
  const picture = readdirSync(folder).find((name) => name.endsWith(".svg"));
  if (!picture) throw new Error("public/images/services/ has no picture to use for the new treatment's card");
  mkdirSync(dirname(join(root, "public", asset)), { recursive: true });
  copyFileSync(join(folder, picture), join(root, "public", asset));
}

export const EDITS: Edit[] = [
  { title: "Saturday closes at 14:00 (site.config.json)", apply: saturdayClosesLater },
  { title: "a new team member without a photo (pages/team.json)", apply: teamMemberWithoutPhoto },
  { title: "a new question on the /veneers FAQ (pages/veneers.json)", apply: veneersQuestion },
  { title: "the scale-and-polish price, on /pricing and /dental-hygiene", apply: scaleAndPolishPrice },
  { title: `a new treatment "${NEW_TREATMENT.title}" in the General Services menu (npm run new-page)`, apply: newTreatment },
];
