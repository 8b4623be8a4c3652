/**
 * Words for staff (issue 33): every label, help text, example and choice the page editor draws from the schemas,
 * every text its screens show, and every message of the validator and the editorial checks as the editor shows
 * it, read for the words of people who edit JSON files: JSON punctuation, files and folders, commands, code names.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { labelFor } from "../../../engine/editor/model/labels";
import { RULE_SETS } from "../../../engine/rules";
import { withSiteExamples } from "../../../engine/editor/model/siteExamples";
import { staffMessage } from "../../../engine/editor/model/staffWords";
import { validateProject } from "../../../engine/content/validate";
import { lintContent } from "../../../engine/content/lint";
import { sourceStrings } from "../../support/sourceStrings";
import { placeWords } from "../../../engine/editor/model/placeWords";
import { describeConflicts, mergeThreeWay } from "../../../engine/editor/server/drafts/merge";
import { fileInWords } from "../../../engine/editor/client/screens/PageDialogs";
import { changedPlaces } from "../../../engine/editor/client/form/changedPlaces";
import { lostNote } from "../../../engine/editor/client/form/richText/readHtml";
import { lengthAdvice } from "../../../engine/editor/client/form/LengthAdvice";
import { helpWords } from "../../../engine/editor/client/form/FieldFrame";
import { tempSite, type TempSite } from "../../support/tempSite";
import { AGREEMENT_TABLE, SHARED_BLOCK } from "../../support/editorMistakes";
import { ProjectChecker } from "../../../engine/editor/server/checks";
import { publishRig, publishSiteOn, type PublishRig } from "../../support/publishRig";
import { publish, type PublishSite } from "../../../engine/editor/server/publish/publication";
import { listHistory } from "../../../engine/editor/server/history/history";
import { planUndo, prepareUndo } from "../../../engine/editor/server/history/undo";
import { planPageRestore, preparePageRestore, planSiteRestore } from "../../../engine/editor/server/history/restorePlan";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/** What a member of staff should never read, each with what it is. */
const DEVELOPER_WORDS: [string, RegExp][] = [
  ["a JSON field name", /"[^"]*"\s*:/],
  ["a JSON list", /\[\s*(?:"|\]|\.\.\.)|"\s*\]/],
  ["a JSON group of fields", /[{}]/],
  ["the public folder", /\bpublic\//],
  ["a content folder", /\b(?:pages|schemas|engine)\/|\b_shared\b/],
  ["a JSON file", /\.json\b/],
  ["a file-system word", /\bfolders?\b|\bdirector(?:y|ies)\b|\bfile paths?\b/i],
  ["a command", /\bnpm\b|\bCI\b|\bbuild\b/],
  ["a code name", /\b[a-z]+[A-Z][a-zA-Z]*\b/],
  ["true or false", /\b(?:true|false)\b/],
];

/**
 * Words a practice manager did not understand in the editor's forms, help and messages (issue 47), each with what
 * it was: read in everything the tests below read, as the developer's words are.
 */
const PUZZLING_WORDS: [string, RegExp][] = [
  ["what search engines read, by its technical name", /structured data|schema\.org|canonical link|sitemap\.xml/i],
  ["a kind of business written as one word", /\b(?:LocalBusiness|MedicalClinic|MedicalBusiness)\b/],
  ["JSON's nothing", /\bnull\b/],
  ["a map's position by its key", /\bGeo\b/],
  ["the stand-in tick by its key, or a line of the file", /\bPlaceholder\b|Remove the line/],
  ["a unit's abbreviation", /\(ms\)/],
  ["a form service by its maker's product", /Apps Script/],
  ["a language code", /\ben-GB\b/],
  ["an abbreviation spelt as a word", /\bNhs\b/],
  ["an entry named by its number alone", /\bEntry \d/],
  ["a block by its number, its card's name in brackets", /\bblock \d+ \(/],
  ["a link written as the file writes it", /\]\(\/|\(\/pricing\)/],
  ["the shapes of an answer in the schema's words", /^(?:Written as|The answer|Several lines)$/],
];

/** Examples from another trade than the site's own (a dental practice's editor): its rule sets give them. */
const OTHER_TRADES: [string, RegExp][] = [
  ["a gas engineer's register", /Gas Safe/],
  ["a physiotherapist's register", /HCPC|Health and Care Professions|hcpc-physio/],
  ["a physiotherapist's specialism", /Sports and exercise/],
];

/** What a change list or a publication's outcome must never say besides (issue 42): a field by its key, a path on disk. */
const CHANGE_WORDS: [string, RegExp][] = [
  ["a field's key", /\beyebrow\b/i],
  ["a path on disk", /\b(?:images|documents|pages|public|schemas|engine)\/|[\w-]\/[\w-]+\.(?:jpe?g|png|webp|gif|svg|avif|pdf|json|md|ts)\b/],
  ["a JSON path", /\b[a-z]+\.\d|\[\d+\]|\$\.|\.\w+\[/],
  ["a block's type", /\b(?:hero|cta|faq|imageText|teamGrid|priceTable)\b/],
];

/** Words that look like developers' but are not, each with why. */
const ALLOWED: [RegExp, string][] = [
  [/\{[a-z]+\}/g, "a word in braces is a placeholder staff write in the site's own texts ({phone}); the help says so"],
  [/\b(?:iPhone|WebP|JavaScript|macOS|iOS|eBay|YouTube)\b/g, "brand names are spelt as their makers spell them"],
];

function developerWords(text: string): string[] {
  let plain = text;
  for (const [pattern] of ALLOWED) plain = plain.replace(pattern, "");
  return [...DEVELOPER_WORDS, ...PUZZLING_WORDS].filter(([, pattern]) => pattern.test(plain)).map(([name]) => name);
}

const report = (texts: { where: string; text: string }[]) =>
  texts.flatMap(({ where, text }) => {
    const found = developerWords(text);
    return found.length ? [`${where}: ${found.join(", ")} in ${JSON.stringify(text)}`] : [];
  });

/** Every text of the form model a person reads: labels, help, examples, choices' names, defaults shown as placeholders. */
function modelTexts(node: unknown, where: string, out: { where: string; text: string }[] = []) {
  if (Array.isArray(node)) node.forEach((entry, index) => modelTexts(entry, `${where}[${index}]`, out));
  else if (node && typeof node === "object" && (node as { hidden?: boolean }).hidden) return out; // a field the form never draws
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "default" && (node as { kind?: string }).kind === "choice") continue; // a choice's default is shown by its name (labels)
      if (["label", "description", "title", "default"].includes(key) && typeof value === "string") out.push({ where: `${where}.${key}`, text: value });
      else if ((key === "examples" || key === "labels") && Array.isArray(value)) value.forEach((entry, index) => out.push({ where: `${where}.${key}[${index}]`, text: String(entry) }));
      else if (key === "default" && typeof value === "boolean") continue; // a tick box already ticked or not: never written out
      else modelTexts(value, `${where}.${key}`, out);
    }
  }
  return out;
}

/** Form-field names are codes the form service files answers under (letters and digits, like bestTimeToCall): their examples show that form. */
const isFieldNameExample = (where: string, text: string) => /\.examples\[\d\]$/.test(where) && /^[a-z]+[A-Z][a-zA-Z]*$/.test(text) && FIELD_NAME_EXAMPLES.has(text);
const FIELD_NAME_EXAMPLES = new Set(["firstName", "bestTimeToCall"]);

describe("the page editor speaks to practice staff", () => {
  it("names and explains every field, list and choice without JSON, files, commands or code names", () => {
    const texts = modelTexts(withSiteExamples(buildFormModels(), ["uk-dental"]), "model").filter(({ where, text }) => !isFieldNameExample(where, text));
    expect(texts.length).toBeGreaterThan(500);
    expect(report(texts)).toEqual([]);
  });

  it("gives examples from the site's own profession, never another trade's (issue 47)", () => {
    // The rule sets on offer (the practice details' Rules) are choices a site may take, not examples: left out.
    const ruleSetChoices = new Set(Object.keys(RULE_SETS).map(labelFor));
    const otherTrades = (texts: { where: string; text: string }[], trades: [string, RegExp][]) =>
      texts.filter(({ text }) => !ruleSetChoices.has(text)).flatMap(({ where, text }) => trades.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${where}: ${name} in ${JSON.stringify(text)}`));
    const dental = modelTexts(withSiteExamples(buildFormModels(), ["uk-dental"]), "dental");
    expect(otherTrades(dental, OTHER_TRADES)).toEqual([]);
    expect(dental.map(({ text }) => text)).toContain("GDC No.");
    const physio = modelTexts(withSiteExamples(buildFormModels(), ["hcpc-physio"]), "physio");
    expect(otherTrades(physio, [["a dentist's register", /GDC|General Dental|Orthodontics|uk-dental/], ["a gas engineer's register", /Gas Safe/]])).toEqual([]);
    expect(physio.map(({ text }) => text)).toContain("HCPC No.");
  });

  it("names each entry of a list after what it is, never \"Entry 1\" (issue 47)", () => {
    const nouns: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((entry, index) => walk(entry, `${where}[${index}]`));
      else if (node && typeof node === "object") {
        const spec = node as { kind?: string; noun?: string };
        if ((spec.kind === "list" || spec.kind === "tuple") && spec.noun === "entry") nouns.push(where);
        for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
      }
    };
    walk(buildFormModels(), "model");
    expect(nouns).toEqual([]);
  });

  it("shows examples as values: a list as its entries, never JSON", () => {
    const days = modelTexts(buildFormModels().site, "site").filter(({ text }) => /Monday/.test(text));
    expect(days.length).toBeGreaterThan(0);
    for (const { text } of days) expect(text).not.toMatch(/[[\]"]/);
  });

  it("offers a team member's photo with pictures as examples, never a document", () => {
    const team = buildFormModels().blocks.find((block) => block.type === "teamGrid")!;
    const members = team.spec.fields.find((field) => field.key === "members")!.spec;
    const image = members.kind === "list" && members.item.kind === "object" ? members.item.fields.find((field) => field.key === "image")?.spec : undefined;
    const src = image?.kind === "object" ? image.fields.find((field) => field.key === "src")?.spec : undefined;
    const examples = (src?.examples ?? []).map(String);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(example).toMatch(/\.(?:jpe?g|png|svg|webp)$/);
  });

  it("shows no developer's words on its screens", () => {
    // Texts a person reads have words separated by spaces; single tokens are keys, classes and addresses, and
    // style sheets (the preview's outline of a problem) are read by the browser only.
    const shown = sourceStrings(ROOT, ["engine/editor/client"]).filter(({ text }) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text) && !/;\s*[a-z-]+:\s/.test(text));
    expect(shown.length).toBeGreaterThan(300);
    expect(report(shown)).toEqual([]);
  });

  it("names places, paste notes, advice on length and help in words, never as the file does (issue 42)", () => {
    const models = buildFormModels();
    const page = { title: "A page", description: "Words.", blocks: [{ type: "hero", eyebrow: "Cosmetic", heading: "Veneers", text: ["A paragraph."] }, { type: "faq", heading: "Questions", items: [{ question: "Q?", answer: "A." }] }] };
    const texts: { where: string; text: string }[] = [];
    for (const path of [["title"], ["description"], ["blocks", 0, "eyebrow"], ["blocks", 0, "heading"], ["blocks", 0, "text", 0], ["blocks", 1, "items", 0, "answer"]] as const) {
      texts.push({ where: `place ${path.join(".")}`, text: placeWords(models.page, page, path) ?? "" });
    }
    texts.push({ where: "change list", text: changedPlaces(models.page, page, { ...page, title: "Another", blocks: [{ ...page.blocks[0], eyebrow: "General" }, page.blocks[1]] }) ?? "" });
    texts.push({ where: "paste note", text: lostNote(["table", "list", "heading", "picture", "underline", { link: "http://example.com/" }]) ?? "" });
    for (const kind of ["title", "description", "heading"] as const) {
      for (const length of [5, 50, 200]) {
        const advice = lengthAdvice(kind, "x".repeat(length));
        if (advice) texts.push({ where: `length ${kind} ${length}`, text: advice.words });
      }
    }
    const paragraph = models.blocks.find((block) => block.type === "imageText")!.spec.fields.find((field) => field.key === "paragraphs")!.spec;
    if (paragraph.kind === "list") texts.push({ where: "paragraph help", text: helpWords(paragraph.item) ?? "" });
    // An opening-hours row by its own days (its label, else its days), never by its number.
    const hours = { openingHours: [{ days: ["Monday"], label: "Monday", opens: "08:00", closes: "18:00" }, { days: ["Tuesday"], opens: "08:00", closes: "14:00" }] };
    const tuesday = placeWords(models.site, hours, ["openingHours", 1, "closes"]);
    expect(tuesday).toBe("Opening hours, Tuesday: Closes");
    texts.push({ where: "place opening hours", text: tuesday ?? "" });
    // Two people changed the same field: both versions named as the form names the field.
    const mine = { ...page, blocks: [{ ...page.blocks[0], heading: "Mine" }, page.blocks[1]] };
    const theirs = { ...page, blocks: [{ ...page.blocks[0], heading: "Theirs" }, page.blocks[1]] };
    const pageMerge = mergeThreeWay(page, theirs, mine);
    const hoursMerge = mergeThreeWay(hours, { openingHours: [hours.openingHours[0], { ...hours.openingHours[1], closes: "13:00" }] }, { openingHours: [hours.openingHours[0], { ...hours.openingHours[1], closes: "12:30" }] });
    const conflicts = [...describeConflicts(pageMerge.conflicts, pageMerge.value, "page", models.page), ...describeConflicts(hoursMerge.conflicts, hoursMerge.value, "site", models.site)];
    expect(conflicts.map((conflict) => conflict.place)).toEqual(["Hero (block 1): Heading", "Opening hours, Tuesday: Closes"]);
    texts.push(...conflicts.map((conflict) => ({ where: "both versions", text: conflict.place })));
    // The places that link to a page (before it is moved or deleted): pages, shared blocks and the practice details by name.
    const known = { pages: [{ file: "pages/fees.json", route: "/fees", title: "Fees | A Practice", name: "Fees" }], shared: [{ file: "pages/_shared/closing-cta.json", ref: "closing-cta", type: "cta", usedBy: [] }] };
    for (const file of ["pages/fees.json", "pages/_shared/closing-cta.json", "site.config.json", "pages/gone.json"]) texts.push({ where: `links from ${file}`, text: fileInWords(known, file) });
    expect(texts.filter(({ text }) => text === "")).toEqual([]);
    expect(report(texts)).toEqual([]);
    // No quotes round a field's key, no markers in a paragraph's help.
    for (const { where, text } of texts) expect(text, where).not.toMatch(/"|\*\*|\]\(/);
  });
});

describe("the validator's and the editorial checks' messages, as the editor shows them", () => {
  let site: TempSite;
  beforeAll(() => {
    site = tempSite();
    site.write("pages/_shared/closing-cta.json", SHARED_BLOCK);
  });
  afterAll(() => site.remove());

  /** Every message for the site with `file` holding `text`, in the editor's words. */
  function messages(file: string, text: string) {
    const original = readFileSync(join(site.root, file), "utf8");
    site.write(file, text);
    try {
      const result = validateProject(site.root, { jsonSchemas: null });
      return [...result.problems, ...lintContent(result)].map((problem) => ({ where: `${file} ${problem.where}`, text: staffMessage(problem.message), severity: problem.severity }));
    } finally {
      site.write(file, original);
    }
  }

  // Mistakes the form lets a person make (a broken JSON file or a value of the wrong type cannot come from a form).
  const FORM_MISTAKES = AGREEMENT_TABLE.filter((row) => row.only !== "syntax" && !/ where a | written without | beside a shared| misspelt| unknown kind| unknown type| made-up|\$schema/.test(row.mistake));

  // The editorial checks' suggestions: texts a person types that the practice details should supply.
  const TYPED = "Thin shells bonded to the front of the teeth.";
  const TYPED_IN_TEXT: [string, string][] = [
    ["the phone number typed in a paragraph", "Call 024 7631 2256 to book."],
    ["the opening hours typed in a paragraph", "We are open 08:00 to 18:00 on weekdays."],
    ["the booking address typed in a paragraph", "Book at https://booking.uk.hsone.app/soe/new?pid=UKDEO01 today."],
  ];
  it.each(TYPED_IN_TEXT)("%s", (_name, words) => {
    const page = AGREEMENT_TABLE[0]!.text.replace('"type": "heroo"', '"type": "hero"').replace(TYPED, words);
    const found = messages("pages/veneers.json", page).filter((problem) => problem.severity === "warning");
    expect(found.length).toBeGreaterThan(0);
    expect(report(found)).toEqual([]);
  });

  it.each(FORM_MISTAKES.map((row) => [row.mistake, row] as const))("%s", (_name, row) => {
    const found = messages(row.file, row.text);
    expect(found.length).toBeGreaterThan(0);
    expect(report(found)).toEqual([]);
  });
});

describe("what the Publish screen says must be fixed before publishing", () => {
  let site: TempSite;
  afterAll(() => site?.remove());

  it("names each page and says what is wrong without files, JSON or commands", () => {
    site = tempSite();
    const practice = site.read("site.config.json").name;
    const page = (title: string, blocks: object[], description = `The ${title.toLowerCase()} page, with a description long enough for search results.`) => ({ $schema: "../schemas/page.schema.json", title: `${title} | ${practice}`, description, blocks });
    site.write("pages/pricing.json", page("Pricing", [{ type: "hero", heading: "Prices" }, { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price: "£60" }] }]));
    site.write("pages/hygiene.json", page("Hygiene", [{ type: "hero", heading: "Hygiene", text: ["A scale and polish is £55. TODO: say how long it takes."] }], "Too short."));
    site.edit("pages/veneers.json", (json) => json.blocks.push({ type: "teamGrid", heading: "Team", members: [{ name: "Dr Alex Example", role: "Dentist", placeholder: true }] }));
    const listed = new ProjectChecker(site.root).beforePublishing("production");
    // A placeholder, a price that disagrees, a description too short, stand-in content, the forms' stand-in addresses.
    expect(listed.length).toBeGreaterThanOrEqual(5);
    const texts = listed.map((problem) => ({ where: `${problem.file} ${problem.where}`, text: `${problem.place}: ${problem.message}` }));
    expect(report(texts)).toEqual([]);
    for (const { text } of texts) expect(text).not.toMatch(/\.md\b|README|engine\//);
  });
});

describe("what the editor says a publication changed, and how a publish, an undo and a restore turned out (issue 42)", () => {
  const TIMEOUT = 300_000;
  const SAM = { name: "Sam Editor", email: "sam@practice.example" };
  let rig: PublishRig;
  let site: PublishSite;
  beforeAll(() => {
    rig = publishRig();
    site = publishSiteOn(rig);
  });
  afterAll(() => {
    rig?.remove();
  });

  /** The developer's words and the change list's own (keys, paths, block types) found in each text. */
  const changeReport = (texts: { where: string; text: string }[]) => [
    ...report(texts),
    ...texts.flatMap(({ where, text }) => CHANGE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${where}: ${name} in ${JSON.stringify(text)}`)),
  ];

  it("names pages, blocks, fields and pictures as the form and the file picker do", async () => {
    const head = () => rig.git(rig.bare, "rev-parse", "main");
    rig.edit(rig.site, "pages/veneers.json", (page) => {
      page.blocks[0].eyebrow = "Cosmetic dentistry";
      page.blocks[0].heading = "Veneers that fit";
      page.blocks.push({ type: "faq", heading: "Your questions", items: [{ question: "Does it hurt?", answer: "No." }] });
    });
    rig.edit(rig.site, "site.config.json", (config) => {
      config.openingHours[1].closes = "14:30";
    });
    mkdirSync(join(rig.site, "public", "images", "team"), { recursive: true });
    writeFileSync(join(rig.site, "public", "images", "team", "new-smile.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n');
    const first = await publish(site, { author: SAM, message: "Veneers and hours" });
    expect(first.published, JSON.stringify(first)).toBe(true);
    if (!first.published) return;
    const texts: { where: string; text: string }[] = [];
    for (const change of first.changes) for (const line of change.lines) texts.push({ where: `outcome ${change.name}`, text: `${change.name}: ${line}` });

    const history = await listHistory(site);
    for (const entry of history.entries) {
      if (entry.kind !== "publication") continue;
      texts.push({ where: "history title", text: entry.title });
      for (const file of entry.files) for (const line of file.lines) texts.push({ where: `history ${file.name}`, text: `${file.name}: ${line}` });
    }
    const undo = await planUndo(site, first.commit, "pages/veneers.json");
    texts.push(...undo.lines.map((text) => ({ where: "undo plan", text })));
    const undoWork = await prepareUndo(site, first.commit, "pages/veneers.json", head(), []);
    texts.push({ where: "undo message", text: undoWork.message });
    const restore = await planPageRestore(site, first.commit, "pages/veneers.json");
    texts.push(...restore.lines.map((text) => ({ where: "restore plan", text })), ...restore.fields.map((field) => ({ where: "restore field", text: field.place })));
    texts.push({ where: "restore message", text: (await preparePageRestore(site, first.commit, "pages/veneers.json", head())).message });
    // A later publication, then the whole site put back as it was after the first.
    rig.edit(rig.site, "pages/veneers.json", (page) => {
      page.blocks[1].actions[0].label = "Home";
      page.blocks[2].items[0].answer = "Not at all.";
    });
    const second = await publish(site, { author: SAM, message: "An answer" });
    expect(second.published, JSON.stringify(second)).toBe(true);
    const whole = await planSiteRestore(site, first.commit);
    for (const change of [...whole.changes, ...whole.pictures]) texts.push(...change.lines.map((line) => ({ where: "site restore", text: `${change.name}: ${line}` })));
    texts.push(...whole.kept.map((text) => ({ where: "site restore keeps", text })));

    // The fixture's changes are all there, named as the form names them.
    const all = texts.map(({ text }) => text).join("\n");
    expect(all).toContain("Hero (block 1): Line above the heading");
    expect(all).toContain("Hero (block 1): Heading “Fixture veneers heading” → “Veneers that fit”");
    expect(all).toContain("FAQ block added");
    expect(all).toContain("Picture “new-smile.svg” added");
    // An opening-hours row by its own days, as the practice wrote them.
    expect(all).toContain("Opening hours, Saturday: Closes 13:00 → 14:30");
    expect(changeReport(texts.filter(({ text }) => text))).toEqual([]);
  }, TIMEOUT);
});

describe("content written for an earlier version of the engine, as the editor shows it", () => {
  it("says what changed and who updates it, without files, JSON paths or commands", () => {
    const root = mkdtempSync(join(tmpdir(), "format-1-"));
    try {
      cpSync(join(ROOT, "tests", "fixtures", "content-format-1"), root, { recursive: true });
      const problems = validateProject(root, { jsonSchemas: null }).problems;
      expect(problems.length).toBeGreaterThan(1);
      const texts = problems.map((problem) => ({ where: `${problem.file} ${problem.where}`, text: staffMessage(problem.message) }));
      expect(report(texts)).toEqual([]);
      expect(texts[0]!.text).toMatch(/Ask whoever looks after the website to update it/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
