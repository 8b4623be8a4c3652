/**
 * The page editor's own words. The schemas' descriptions and the validator's messages are written for people who
 * edit the JSON files (VS Code shows them too), so they name files, fields in quotes and commands. Practice staff
 * see none of those: here each such phrase is turned into what they see in the editor (a field's name, "the
 * practice details", a ticked box). Rules are ordered, most specific first; tests/unit/editor/staffWords.test.ts
 * fails when a text the editor shows still has a developer's word, so a new phrase gets a rule here.
 */
import { FORMAT_HINTS } from "../../content/formatHints";
import { labelFor } from "./labels";

/** The validator's format hints (quoting file paths and JSON) as staff read them in the editor, by the same code. */
const STAFF_HINTS: Record<string, string> = {
  "route-format": "is not a page of this site; choose the page from the list",
  "asset-format": "is not one of the site's files; choose the file again",
  "url-scheme": "is not an allowed link; use an address starting with https:// (or mailto: / tel:). Other kinds such as javascript: or data: are not allowed",
  "time-format": "is not a time; write it on the 24-hour clock, like 08:00 or 18:30",
  "date-format": "is not a date; write it as year-month-day, like 2026-12-25",
  "key-format": "is not a valid short name; use lower-case letters, digits and hyphens, like home-visits or opening-offer",
  "tel-format": "is not a phone number as dialled; write digits only, like 01632960000",
  "shared-ref-format": "is not a shared block; choose one from the list",
  "field-name-format": "is not a field name; use letters and digits only, starting with a letter, like phone or bestTime",
  "autocomplete-format": "is not a value browsers know; use their words in lower case, like given-name, email or postal-code",
  "colour-format": "is not a colour; write # and six letters or digits, like #0d5c63",
  "control-character": "holds a line break, a tab or another invisible character, which no text or address may hold: delete it (a new paragraph is a new entry of the list, never a line break inside a text)",
};

/** [developer's words, staff's words, why]: each replaced wherever it appears, in help and in messages. */
type Phrase = [RegExp, string | ((match: string, ...groups: string[]) => string)] | ((text: string) => string);

/**
 * Replaces each "opening … closing" with `replacement`, found with indexOf: a pattern like / \(x [^)]*\)/ would
 * scan to the end of the text again from every "(x " (quadratic on a hostile text; tests/unit/hardening/redos.test.ts).
 */
const between = (opening: string, closing: string, replacement: string) => (text: string): string => {
  let out = "";
  let from = 0;
  for (let start = text.indexOf(opening); start >= 0; start = text.indexOf(opening, from)) {
    const end = text.indexOf(closing, start + opening.length);
    if (end < 0) break;
    out += text.slice(from, start) + replacement;
    from = end + closing.length;
  }
  return out + text.slice(from);
};

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;

const LIST_HINT = " should be a list in [ ], even of one entry: [";

const PHRASES: Phrase[] = [
  // Files and places on disk: staff know the practice details and shared blocks by their screens.
  [/ under public\/, e\.g\. "[^"]*"\./g, "."],
  [/ \(pages\/_shared\/<name>\.json\)/g, ""],
  [/: "shared\/<name>" is the file pages\/_shared\/<name>\.json\./g, "."],
  between(" (prices live in ", ")", ""),
  [/\(site\.config\.json, "services"\)/g, "(the practice details, Services)"],
  between("(site.config.json strings, ", ")", "(the practice details, Words the site shows)"),
  [/site\.config\.json strings/g, "the practice details, Words the site shows"],
  [/\(site\.config\.json (\w+)\.(\w+)\)/g, (_m, group, key) => `(the practice details, ${labelFor(group)}, ${labelFor(key)})`],
  [/site\.config\.json's/g, "the practice details'"],
  [/\bsite\.config\.json\b/g, "the practice details"],
  between(" (no file pages/_shared/", ")", ""),
  [/pages\/_shared\/([a-z0-9-<>]+)\.json/g, "the shared block $1"],
  [/ kept in pages\/_shared\//g, " kept as a shared block"],
  [/ in pages\/_shared\//g, " as a shared block"],
  [/pages\/_shared\//g, "the shared blocks"],
  [/; put the file at public\/\S+ or fix the path/g, "; choose the file again, or add it from this computer"],
  [/ (?:under|in) public\/,? ?/g, " "],
  [/\bpublic\//g, "the site's files "],
  // The developers' guide to setting up the forms' service: staff ask whoever looks after the website.
  between(" (engine/forms/", ")", " (whoever looks after the website can do it)"),
  [/\bfile path\b/g, "file"],
  [/\bfolder\b/g, "place"],
  // Commands and the checks that run them.
  [/: npm run validate lists it, and a production build \(npm run build\) refuses/g, ": the checks list it, and publishing refuses"],
  [/ of a preview build \(npm run build -- --preview\)/g, " of a preview (never on the live site)"],
  [/run "npm run schemas" to regenerate it/g, "ask the site's developer to update the editor"],
  [/Is npm run edit still running\?/g, "Is the editor still running on the computer that started it?"],
  // Content written for an earlier engine (engine/content/upgrade/): one command, run by whoever looks after the website.
  [/Run npm run upgrade-content to make these changes for you: it rewrites the files, keeping their layout, and lists what it changed/g, "Ask whoever looks after the website to update it: one command makes these changes and lists them"],
  [/; npm run upgrade-content makes this change/g, "; updating the site's content makes this change"],
  [/ instead of navigation\.categoryHeadings, the headings of/g, " instead of the headings of"],
  [/\bthe site's checks in CI\b/g, "the checks before publishing"],
  [/\bnpm run [a-z:-]+/g, "the site's checks"],
  // JSON written out: a shared block, a list, a tick.
  [/blocks, or \{ "ref": "shared\/<name>" \} for a block kept as a shared block/g, "blocks, or a shared block used on several pages"],
  [/ \(or write \{ "ref": "shared\/<name>" \} for a shared block\)/g, ""],
  [/ whose "blocks" list has \{ "ref": "shared\/<name>" \}/g, " that uses it"],
  [/\(\{ "list": \[\.\.\.\] \}\)/g, "(a list of lines)"],
  [/, e\.g\. \["Monday", "Tuesday"\]/g, ", e.g. Monday and Tuesday"],
  [/ \(""\) only for a purely decorative picture, and then also write "decorative": true/g, " only for a purely decorative picture, and then also tick Decorative"],
  // The message ends with the entry written as a list: drop it with the hint.
  (text) => (text.endsWith("]") && text.includes(LIST_HINT) ? `${text.slice(0, text.indexOf(LIST_HINT))} should be a list, even of one entry` : text),
  [/ in \[ \]/g, ""],
  [/ in double quotes/g, ""],
  [/\("openingHours": true on an FAQ question, or an openingHours block\)/g, "(Opening hours ticked on an FAQ question, or an Opening hours block)"],
  [/\(a link of kind "internal" with "to": "([^"]*)"\)/g, "(a link to a page of this site)"],
  [/a link of kind "(\w+)"/g, "a $1 link"],
  [/is not a known "kind"/g, "is not a known kind of link"],
  [/\(a select field with "services": "all"\)/g, "(a list field offering all services)"],
  // The stand-in tick, by the name the form gives it (its key reads as a form's faint example); its words hold no bracket.
  [/ \(marked "placeholder": true\): ([^()]*), then delete the mark/g, " (its “Stand-in, to replace” box is ticked): $1, then untick it"],
  // A tick box written out: its name and whether it is ticked.
  [/"(\w+)": (true|false)\b/g, (_m, key, tick) => `${labelFor(key)} ${tick === "true" ? "ticked" : "unticked"}`],
  [/^true says /g, "Ticked, this says "],
  [/its "alt" is left empty/g, "What the picture shows is left empty"],
  [/^true: /g, "Ticked: "],
  [/^true /g, "Ticked "],
  [/^true marks /g, "Ticked, it marks "],
  [/; false leaves it out/g, "; unticked leaves it out"],
  [/ \("(\w+)"\); it decides/g, "; it decides"],
  // Words a practice manager did not understand (issue 47): what search engines are told, "null", a form service's name.
  [/ used in titles and structured data\./g, " used in the pages' titles and in what search engines are told about the practice."],
  // The kinds of business the schema lists as examples stay its own (they differ by site); only their spelling changes.
  [/, as search engines name it \(schema\.org\): ([^.…]+)… LocalBusiness fits any\./g, (_m, kinds: string) => `, as search engines list it: ${kinds.replace(/([a-z])([A-Z])/g, (_pair, low: string, high: string) => `${low} ${high.toLowerCase()}`)}… Local business fits any.`],
  [/, used for canonical links and sitemap\.xml\./g, ": search engines are told that the pages live there."],
  [/, or null to hide it\./g, "; leave it empty to show none."],
  [/ \(the Google Apps Script web app\)/g, " (whoever looks after the website sets it up)"],
  [/^Ticked marks stand-in content to replace before the site goes live: (.*) Remove the line once the real content is in\.$/, "Ticked, this is stand-in content to replace before the site goes live: $1 Untick it once the real content is in."],
  [/ In milliseconds; default (\d+)\./g, (_m, ms) => ` In thousandths of a second (1000 is one second); if left empty, ${ms}.`],
  // A link inside a paragraph is made with the Link button: its markers and a page's address are the file's.
  [/has a link whose address is not closed; end it with \), as in \[our prices\]\(\/pricing\)/g, "has a link that is not finished: select its words and press Link"],
  [/has a link with no words to press; write them between \[ and \], as in \[our prices\]\(\/pricing\)/g, "has a link with no words to press: type them, select them and press Link"],
  [/has a link that goes nowhere; write where it goes between \( and \), as in \[our prices\]\(\/pricing\)/g, "has a link that goes nowhere: select its words, press Link and choose where it goes"],
  // A page of the site is chosen from a list of pages by their names: its address written out is the file's.
  [/, written as its path, e\.g\. "\/[a-z/-]*"\./g, "."],
  [/, e\.g\. "\/[a-z/-]*"\./g, "."],
  // A place in a message: "block 4 (FAQ)" is the 4th block on the page, whose card is named FAQ. (The name holds no
  // bracket: "[^)]+" could run on to the end from each "block 1 (", which redos.test refuses.)
  [/\bblock (\d+) \(([^()]+)\)/g, (_m, number, title) => `the ${title} block (the ${ordinal(Number(number))} on the page)`],
  [/\bloadOnPlay\b/g, "Load on play"],
  [/\binMenu\b/g, "In menu"],
];

/** A field's key written in quotes ("registrationLabel") as the editor names that field (Registration label). */
const QUOTED_KEY = /"([a-z][a-zA-Z0-9]*|\$schema)"(?=\s*[:,)]|\s+cannot| is not a field| is written)/g;

/** Help or a message in the editor's words: files, commands and JSON punctuation replaced. */
export function staffText(text: string): string {
  let out = text;
  for (const phrase of PHRASES) out = typeof phrase === "function" ? phrase(out) : out.replace(phrase[0], phrase[1] as string);
  // A key in quotes names a field: by its label, as the form shows it.
  out = out.replace(QUOTED_KEY, (_match, key: string) => labelFor(key));
  // A camelCase name left in the text (a field's key) reads as the field's label.
  out = out.replace(/"([a-z]+[A-Z][a-zA-Z0-9]*)"/g, (_match, key: string) => `“${labelFor(key)}”`);
  // Quoted values read as the words they are, in typographic quotes.
  out = out.replace(/"([^"]*)"/g, "“$1”");
  return out;
}

/** A validator or editorial-check message as the editor shows it. */
export function staffMessage(message: string): string {
  let out = message;
  for (const [code, hint] of Object.entries(FORMAT_HINTS)) if (STAFF_HINTS[code] && out.includes(hint)) out = out.replace(hint, STAFF_HINTS[code]);
  return staffText(out);
}

/** An example as the form shows it: a list as "Monday, Tuesday", a tick as "ticked"; a group of fields is not shown. */
export function staffExample(example: unknown): string | number | undefined {
  if (typeof example === "string") return example;
  if (typeof example === "number") return example;
  if (typeof example === "boolean") return example ? "ticked" : "not ticked";
  if (Array.isArray(example) && example.every((entry) => typeof entry === "string" || typeof entry === "number")) return example.join(", ");
  return undefined;
}
