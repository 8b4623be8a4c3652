/**
 * Files as a practice's PC and a careless save produce them, each reported in the validator's words,
 * at file:line:column: a byte-order mark (a notice, not a fault), a file over the size limit (refused
 * before it is read, the limit named), and control characters in a text or an address (refused, the
 * field named, and the same words in VS Code). Duplicate keys and Windows-1252 are in syntaxMistakes.test.ts.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateProject } from "../../../engine/content/validate";
import { formatProblem } from "../../../engine/content/validate/problem";
import { CONTENT_FILE_LIMIT_BYTES } from "../../../engine/content/validate/fileSize";
import { tempSite, type TempSite } from "../../support/tempSite";
import { VsCodeJson } from "../../support/vscodeJson";

let site: TempSite;
beforeEach(() => (site = tempSite()));
afterEach(() => site.remove());

const report = () => validateProject(site.root, { jsonSchemas: null }).problems.map(formatProblem);
const VENEERS = "pages/veneers.json";

describe("a byte-order mark", () => {
  it("is ignored, with a notice at line 1 that does not fail the check", () => {
    const text = JSON.stringify(site.read(VENEERS), null, 2);
    writeFileSync(join(site.root, VENEERS), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const result = validateProject(site.root, { jsonSchemas: null });
    expect(result.problems.map(formatProblem)).toEqual([
      `${VENEERS}:1:1 › line 1, column 1: warning: this file starts with a byte-order mark (an invisible mark some editors, such as Notepad, put before the text); it was ignored and the file was read as UTF-8. To drop it, click "UTF-8 with BOM" in VS Code's status bar and choose "Save with Encoding" › UTF-8`,
    ]);
    expect(result.pages.map((p) => p.file)).toContain(VENEERS);
  });
});

describe("a file over the size limit", () => {
  it("is refused before it is read, with the limit named", () => {
    // Not even JSON: a file this large is not parsed, so the size is all that is said.
    writeFileSync(join(site.root, VENEERS), "{" + " ".repeat(CONTENT_FILE_LIMIT_BYTES));
    expect(report()).toEqual([
      `${VENEERS}:1:1 › (the whole file): this file is 1,048,577 bytes, more than the 1 MB (1,048,576 bytes) a page, shared block or site.config.json may be, so it was not read; a text this long belongs on several pages, or the file was saved here by mistake`,
    ]);
  });

  it("is read when it is exactly at the limit", () => {
    const text = JSON.stringify(site.read(VENEERS));
    writeFileSync(join(site.root, VENEERS), text + " ".repeat(CONTENT_FILE_LIMIT_BYTES - Buffer.byteLength(text)));
    expect(report()).toEqual([]);
  });

  it("applies to site.config.json too", () => {
    writeFileSync(join(site.root, "site.config.json"), " ".repeat(2 * CONTENT_FILE_LIMIT_BYTES));
    expect(report().filter((line) => line.startsWith("site.config.json"))).toEqual([
      "site.config.json:1:1 › (the whole file): this file is 2,097,152 bytes, more than the 1 MB (1,048,576 bytes) a page, shared block or site.config.json may be, so it was not read; a text this long belongs on several pages, or the file was saved here by mistake",
    ]);
  });
});

const HINT = "holds a line break, a tab or another invisible control character, which no text or address may hold: delete it (a new paragraph is a new entry of the list, never a line break inside a text)";

describe("a control character", () => {
  /** The veneers page, one field per line so that each problem has its own line and column. */
  const veneers = (heading: string, href: string) =>
    [
      "{",
      '  "$schema": "../schemas/page.schema.json",',
      '  "title": "Fixture veneers | Test Practice",',
      '  "description": "A treatment page of the minimal fixture site used by the engine\'s tests.",',
      '  "blocks": [',
      `    { "type": "hero", "heading": ${JSON.stringify(heading)} },`,
      `    { "type": "cta", "heading": "Ready?", "actions": [ { "kind": "external", "href": ${JSON.stringify(href)}, "label": "NHS" } ] }`,
      "  ]",
      "}",
      "",
    ].join("\n");

  it("in a web address is refused, naming the field, the character and where it is", () => {
    site.write(VENEERS, veneers("Veneers", "https://\u0000evil.example/"));
    expect(report()).toEqual([
      `${VENEERS}:7:86 › blocks[1].actions[0].href: block 2 (Call to action), button 1: the address ("href") ${HINT}; here it is the control character U+0000 (written \\u0000), character 9 of the text`,
    ]);
  });

  it("in a text is refused: a line break, a tab, a Unicode line separator", () => {
    for (const [heading, named] of [
      ["Veneers\nin Bedworth", "a line break (written \\n), character 8"],
      ["Veneers\tin Bedworth", "a tab (written \\t), character 8"],
      ["Veneers\u2028in Bedworth", "a line separator (written \\u2028), character 8"],
      ["Veneers in Bedworth\r\n", "a line break (written \\r), character 20"],
    ]) {
      site.write(VENEERS, veneers(heading!, "https://www.nhs.uk/"));
      expect(report()).toEqual([`${VENEERS}:6:34 › blocks[0].heading: block 1 (Hero): the heading ${HINT}; here it is ${named} of the text`]);
    }
  });

  it("in site.config.json's addresses and texts is refused", () => {
    site.edit("site.config.json", (config) => {
      config.links.booking = "https://booking.example/\u0007";
      config.contact.address.street = "94 Coventry Rd\n";
    });
    const lines = report();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^site\.config\.json:\d+:\d+ › contact\.address\.street: .*the street holds a line break/);
    expect(lines[1]).toMatch(/^site\.config\.json:\d+:\d+ › links\.booking: .*the booking holds a line break, a tab or another invisible control character.*U\+0007/);
  });

  it("is refused by VS Code on the same line, in the same words", async () => {
    const vscode = new VsCodeJson();
    const problems = await vscode.problems(VENEERS, veneers("Veneers\nin Bedworth", "https://\u0000evil.example/"));
    expect(problems).toEqual([
      { line: 6, message: `This ${HINT}`, severity: "warning" },
      { line: 7, message: `This ${HINT}`, severity: "warning" },
    ]);
  });

  it("is refused in a paragraph of a list and in a picture's text alternative too", () => {
    site.write(VENEERS, {
      ...site.read(VENEERS),
      blocks: [
        { type: "hero", heading: "Veneers" },
        { type: "richText", sections: [{ body: ["One\u2029two"] }] },
        { type: "imageText", heading: "Smile", paragraphs: ["Text."], image: { src: "/images/logo.svg", alt: "A\u001bsmile" } },
      ],
    });
    const lines = report();
    expect(lines.some((line) => line.includes("blocks[1].sections[0].body[0]: ") && line.includes(`this entry ${HINT}; here it is a paragraph separator`))).toBe(true);
    expect(lines.some((line) => line.includes("blocks[2].image.alt: ") && line.includes("U+001B"))).toBe(true);
  });

  it("is refused in a team member's biography, where an empty paragraph is still allowed", () => {
    site.write(VENEERS, {
      ...site.read(VENEERS),
      blocks: [
        { type: "hero", heading: "Veneers" },
        { type: "teamGrid", heading: "Team", members: [{ name: "A", role: "Dentist", bio: ["", "Qualified in\u00072010."] }] },
      ],
    });
    const lines = report();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("blocks[1].members[0].bio[1]: ");
    expect(lines[0]).toContain("U+0007");
  });
});
