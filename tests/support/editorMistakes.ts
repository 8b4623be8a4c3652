/**
 * Mistakes people make while editing a page, a shared block or site.config.json, written into files of
 * the minimal fixture site. Used by tests/unit/vscodeAgreement.test.ts (VS Code and the validator must
 * report each on the same line) and by tests/support/printAgreement.ts (the table in a closing note).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE } from "./tempSite";

/** A page of the fixture site, one block a line (lines 6 to 10), that both VS Code and the validator accept. */
export const BASE_PAGE = [
  "{",
  '  "$schema": "../schemas/page.schema.json",',
  '  "title": "Veneers in Bedworth | Test Practice",',
  '  "description": "Veneers at the fixture practice: what they are, what they cost, and how to book a free consultation.",',
  '  "blocks": [',
  '    { "type": "hero", "heading": "Veneers in Bedworth" },',
  '    { "type": "imageText", "heading": "About veneers", "paragraphs": ["Thin shells bonded to the front of the teeth."], "image": { "src": "/images/logo.svg", "alt": "The practice logo" } },',
  '    { "type": "faq", "heading": "Questions", "items": [{ "question": "Do they last?", "answer": "Ten years or more." }] },',
  '    { "type": "servicesStrip", "services": ["veneers"] },',
  '    { "type": "cta", "heading": "Ready?", "actions": [{ "kind": "internal", "to": "/contact", "label": "Contact us" }] }',
  "  ]",
  "}",
  "",
].join("\n");

export interface Mistake {
  mistake: string;
  file: string;
  text: string;
  /** "syntax": broken JSON (VS Code shows it in red); "validator": only npm run validate can know; else a content problem (yellow). */
  only?: "syntax" | "validator";
  /** Words both must use. */
  words?: string;
}

const onPage = (mistake: string, from: string, to: string, extra: Partial<Mistake> = {}): Mistake => {
  if (!BASE_PAGE.includes(from)) throw new Error(`the base page has no ${from}`);
  return { mistake, file: "pages/veneers.json", text: BASE_PAGE.replace(from, to), ...extra };
};

const SITE = readFileSync(join(FIXTURE, "site.config.json"), "utf8");
const inSite = (mistake: string, from: string, to: string, words?: string): Mistake => {
  if (!SITE.includes(from)) throw new Error(`the fixture's site.config.json has no ${from}`);
  return { mistake, file: "site.config.json", text: SITE.replace(from, to), words };
};

export const SHARED_BLOCK = JSON.stringify({ $schema: "../../schemas/shared-block.schema.json", type: "cta", heading: "Ready?" }, null, 2) + "\n";

export const AGREEMENT_TABLE: Mistake[] = [
  onPage("an unknown block type", '"type": "hero"', '"type": "heroo"', { words: "is not a known block type" }),
  onPage("a made-up type on a call-to-action, with a text where a list goes", '{ "type": "cta", "heading": "Ready?"', '{ "type": "call-to-action", "text": "Call us", "heading": "Ready?"', {
    words: "is not a known block type",
  }),
  onPage("a heading of spaces", '"heading": "Veneers in Bedworth"', '"heading": "   "', { words: "is empty; write some text" }),
  onPage("a javascript: address", '{ "kind": "internal", "to": "/contact", "label": "Contact us" }', '{ "kind": "external", "href": "javascript:alert(1)", "label": "Contact us" }', {
    words: "is not an allowed link",
  }),
  onPage("a shared block written without shared/", '{ "type": "servicesStrip", "services": ["veneers"] }', '{ "ref": "closing-cta" }', { words: "is not a shared-block reference" }),
  onPage("a field beside a shared block's ref", '{ "type": "servicesStrip", "services": ["veneers"] }', '{ "ref": "shared/closing-cta", "heading": "Ready?" }', {
    words: 'cannot be used next to "ref"',
  }),
  onPage("a misspelt field name", '"heading": "Veneers in Bedworth"', '"heding": "Veneers in Bedworth"'),
  onPage("a required field left out", '"question": "Do they last?", "answer": "Ten years or more."', '"question": "Do they last?"'),
  onPage("a choice that is not offered", '"alt": "The practice logo" }', '"alt": "The practice logo" }, "imageSide": "centre"', { words: "is not one of the choices here; choose one of: left, right" }),
  onPage("an unknown kind of link", '"kind": "internal", "to": "/contact", ', '"kind": "bookin", '),
  onPage("an icon that does not exist", '{ "type": "hero", "heading": "Veneers in Bedworth" }', '{ "type": "hero", "heading": "Veneers in Bedworth", "highlights": [{ "icon": "smiley", "text": "Gentle" }] }', {
    words: "is not one of the choices here",
  }),
  onPage("a page path written as a word", '"to": "/contact"', '"to": "Contact"', { words: "is not a page path" }),
  onPage("a number where a text goes", '"heading": "Questions"', '"heading": 42', { words: "should be a text in double quotes" }),
  onPage("a text where a list goes", '"paragraphs": ["Thin shells bonded to the front of the teeth."]', '"paragraphs": "Thin shells bonded to the front of the teeth."', {
    words: "should be a list in [ ]",
  }),
  onPage("a $schema line that leads nowhere", '"$schema": "../schemas/page.schema.json"', '"$schema": "./schemas/page.schema.json"'),
  inSite("an opening time written as 8am", '"opens": "08:00"', '"opens": "8am"', "is not a time"),
  inSite("a colour that is not #rrggbb", /"primary": "#[0-9a-fA-F]{6}"/.exec(SITE)![0], '"primary": "teal"', "is not a colour"),
  inSite("a phone number with spaces", '"tel": "02476312256"', '"tel": "024 7631 2256"', "is not a phone number as dialled"),
  { mistake: "an unknown type in a shared block", file: "pages/_shared/closing-cta.json", text: SHARED_BLOCK.replace('"type": "cta"', '"type": "ctaa"'), words: "is not a known block type" },

  onPage("a link to a page that does not exist", '"to": "/contact"', '"to": "/contakt"', { only: "validator" }),
  onPage("a picture that does not exist", '"src": "/images/logo.svg"', '"src": "/images/missing.svg"', { only: "validator" }),
  onPage("a treatment that is not in the catalogue", '"services": ["veneers"]', '"services": ["venners"]', { only: "validator" }),
  onPage("a shared block that does not exist", '{ "type": "servicesStrip", "services": ["veneers"] }', '{ "ref": "shared/closing-ct" }', { only: "validator" }),

  onPage("a comma after the last block", '"label": "Contact us" }] }\n', '"label": "Contact us" }] },\n', { only: "syntax" }),
  onPage("a // comment", '    { "type": "hero"', '    // the banner\n    { "type": "hero"', { only: "syntax" }),
  onPage("a comma missing between blocks", '"heading": "Veneers in Bedworth" },', '"heading": "Veneers in Bedworth" }', { only: "syntax" }),
  onPage("curly quotes around a value", '"heading": "Veneers in Bedworth"', '"heading": “Veneers in Bedworth”', { only: "syntax" }),
  onPage("quotes inside a text", '"heading": "Veneers in Bedworth"', '"heading": "Our "best" veneers"', { only: "syntax" }),
  onPage("a tab inside a text", '"heading": "Veneers in Bedworth"', '"heading": "Veneers\tin Bedworth"', { only: "syntax" }),
  onPage("a value's opening quote missing", '"heading": "Veneers in Bedworth"', '"heading": Veneers in Bedworth"', { only: "syntax" }),
];

/** Typing mistakes (tests/unit/syntaxMistakes.test.ts): the text, and the validator's line:column and words for it. */
/** A page as staff see it: the mistake is always on line 5, inside the blocks list. */
export const syntaxPage = (...blockLines: string[]) =>
  ["{", '  "$schema": "../schemas/page.schema.json",', '  "title": "Veneers in Bedworth | Test Practice",', '  "blocks": [', ...blockLines, "  ]", "}", ""].join("\n");

export const SYNTAX_TABLE: [mistake: string, text: string, expected: string][] = [
  [
    "a comma after the last block, before ]",
    syntaxPage('    { "type": "hero", "heading": "Veneers" },', '    { "type": "cta", "heading": "Ready?" },'),
    "6:43 delete this comma: the last entry of a list has no comma after it (the ] on line 7 closes it)",
  ],
  [
    "a comma after the last field, before }",
    syntaxPage('    { "type": "hero", "heading": "Veneers", }'),
    "5:43 delete this comma: the last entry of a group of fields has no comma after it (the } on line 5 closes it)",
  ],
  [
    "curly quotes pasted from a word processor around a value",
    syntaxPage('    { "type": "hero", "heading": “Veneers” }'),
    '5:34 “ is a curly quote, as a word processor types it; around a text or a field name JSON needs straight double quotes ("): replace the curly quotes on both sides with " (inside a text, curly quotes are fine)',
  ],
  [
    "curly quotes around a field name",
    syntaxPage('    { “type”: "hero" }'),
    '5:7 “ is a curly quote, as a word processor types it; around a text or a field name JSON needs straight double quotes ("): replace the curly quotes on both sides with " (inside a text, curly quotes are fine)',
  ],
  ["a value's opening quote missing", syntaxPage('    { "type": "hero", "heading": Veneers" }'), '5:34 the opening double quote of this text is missing: write "Veneers"'],
  [
    "the opening quote of a text of several words missing",
    syntaxPage('    { "type": "hero", "heading": Veneers in Bedworth", "eyebrow": "Cosmetic" }'),
    '5:34 the opening double quote of this text is missing: write "Veneers in Bedworth"',
  ],
  [
    "a value's closing quote missing",
    syntaxPage('    { "type": "hero", "heading": "Veneers }'),
    '5:34 this text has no closing double quote: add " where the text ends. A text cannot run over two lines; for a new paragraph, start a new entry in the list',
  ],
  ["a // comment", syntaxPage("    // the banner", '    { "type": "hero", "heading": "Veneers" }'), "5:5 JSON files cannot hold comments: delete this comment (from // to the end of the line)"],
  ["a /* */ comment", syntaxPage("    /* the banner */", '    { "type": "hero", "heading": "Veneers" }'), "5:5 JSON files cannot hold comments: delete this comment (from /* to */)"],
  [
    "quotes inside a text",
    syntaxPage('    { "type": "hero", "heading": "Our "best" veneers" }'),
    '5:39 this double quote ends the text too early: a quote inside a text is written \\" (like "Our \\"best\\" offer"), or use curly quotes “ ”',
  ],
  ["a tab pasted into a text", syntaxPage('    { "type": "hero", "heading": "Our\tbest" }'), "5:38 a tab cannot be inside a text: replace it with a space"],
  [
    "an invisible control character pasted into a text",
    syntaxPage('    { "type": "hero", "heading": "A\u0001B" }'),
    "5:36 an invisible control character (U+0001) is inside this text, usually from copying and pasting: delete it",
  ],
  [
    "a comma missing between two blocks",
    syntaxPage('    { "type": "hero", "heading": "Veneers" }', '    { "type": "cta", "heading": "Ready?" }'),
    "6:5 a comma is missing before this, at the end of line 5: every entry but the last is followed by a comma",
  ],
  [
    "a comma missing between two fields on one line",
    syntaxPage('    { "type": "hero" "heading": "Veneers" }'),
    "5:21 a comma is missing here, between two entries: every entry but the last is followed by a comma",
  ],
  ["single quotes", syntaxPage("    { 'type': 'hero' }"), `5:7 texts and field names go in straight double quotes ("), not single quotes ('): write "type"`],
  ["a field name without quotes", syntaxPage('    { type: "hero" }'), '5:7 a field name goes in double quotes: write "type"'],
  ["True with a capital", syntaxPage('    { "type": "hero", "heading": "x", "decorative": True }'), "5:53 write true in lower case letters"],
  ["a colon missing", syntaxPage('    { "type" "hero" }'), '5:13 a colon is missing after the field name: write it like "heading": "…"'],
  ["a value missing", syntaxPage('    { "type": "hero", "heading": }'), "5:34 a value is missing here: write a text in double quotes, a number, true or false, a list in [ ] or a group of fields in { }"],
  [
    "a backslash in a text",
    syntaxPage('    { "type": "hero", "heading": "C:\\path" }'),
    '5:37 a backslash (\\) in a text starts a special character: write \\\\ for a backslash itself, or \\" for a double quote',
  ],
  [
    "a number with a leading zero",
    syntaxPage('    { "type": "stats", "items": [{ "value": 007 }] }'),
    "5:45 this number is not written as JSON needs: digits with an optional . and decimals, no leading zero or + sign, like 12 or 12.5; to keep it exactly as written, put it in double quotes",
  ],
  [
    "a ] missing before }",
    '{\n  "title": "x",\n  "blocks": [\n    { "type": "hero" }\n}\n',
    "5:1 a ] is missing before this }: the list opened with [ on line 3 must be closed first",
  ],
  ["a file cut short", '{\n  "title": "x",\n  "blocks": [\n    { "type": "hero" }\n', "3:13 this list (the [ here) is never closed: add ] where it ends; the file stops before it"],
  [
    "an extra } at the end",
    '{\n  "title": "x"\n}\n}\n',
    "4:1 something follows the end of the file's main { }: delete this extra } (check that every { and [ has one closing } or ])",
  ],
  ["an empty file", "", "1:1 the file is empty; it should hold one JSON object, starting with { and ending with }"],
  [
    "a field written twice (a pasted line)",
    syntaxPage('    { "type": "hero",', '      "heading": "A",', '      "heading": "B" }'),
    '7:7 "heading" is written twice in the same group of fields (lines 6 and 7); only one can count: delete the one you do not want',
  ],
];
