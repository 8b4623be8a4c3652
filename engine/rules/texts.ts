/** The words of a site that rules read, each with where it is written. */
import type { LintInput } from "../content/types";
import { blocksAsWritten, type BlockSite } from "../content/lint/locate";
import { proseStrings } from "../content/lint/texts";
import type { PathSegment } from "../content/validate/problem";
import type { BlockOf } from "../schema/blocks";
import type { RuleHit } from "./types";
import { wordsOf } from "./words";

export interface WrittenText {
  file: string;
  document: unknown;
  path: PathSegment[];
  sharedBlock: boolean;
  text: string;
  words: string[];
}

/** A finding at a written text. */
export const hitAt = (at: Omit<WrittenText, "text" | "words">, reason: string): RuleHit => ({
  file: at.file, document: at.document, path: at.path, reason, sharedBlock: at.sharedBlock,
});

const textsKept = new WeakMap<LintInput, WrittenText[]>();

/** A block's texts as words, kept while the block is (the page editor's checks reuse an unchanged page's blocks). */
const blockTextsKept = new WeakMap<object, { path: PathSegment[]; text: string; words: string[] }[]>();
function blockTexts(block: object) {
  let texts = blockTextsKept.get(block);
  if (!texts) {
    texts = proseStrings(block).map(({ path, text }) => ({ path, text, words: wordsOf(text) }));
    blockTextsKept.set(block, texts);
  }
  return texts;
}

/**
 * Every text a visitor reads: each page's title and description, every block once in the file it is written
 * in (a shared block in its own file), and the services catalogue's titles and descriptions.
 */
export function writtenTexts(input: LintInput): WrittenText[] {
  // Read once per run: every rule of the run gets the same input.
  const kept = textsKept.get(input);
  if (kept) return kept;
  const out: WrittenText[] = [];
  textsKept.set(input, out);
  const add = (file: string, document: unknown, path: PathSegment[], text: string, sharedBlock = false) =>
    out.push({ file, document, path, sharedBlock, text, words: wordsOf(text) });
  for (const { file, page } of input.pages) {
    add(file, page, ["title"], page.title);
    add(file, page, ["description"], page.description);
  }
  for (const site of blocksAsWritten(input)) {
    for (const { path, text, words } of blockTexts(site.block)) {
      out.push({ file: site.file, document: site.document, path: [...site.prefix, ...path], sharedBlock: site.sharedBlock, text, words });
    }
  }
  for (const text of serviceTexts(input.site)) out.push(text);
  return out;
}

/** The catalogue's texts, read once per config (a run that checks each page on its own reads them with each page). */
const serviceTextsKept = new WeakMap<LintInput["site"], WrittenText[]>();
function serviceTexts(site: LintInput["site"]): WrittenText[] {
  let texts = serviceTextsKept.get(site);
  if (!texts) {
    texts = site.services.flatMap((service, i) =>
      (["title", "description"] as const).map((field) => ({ file: "site.config.json", document: site, path: ["services", i, field], sharedBlock: false, text: service[field], words: wordsOf(service[field]) })),
    );
    serviceTextsKept.set(site, texts);
  }
  return texts;
}

export type TeamMember = BlockOf<"teamGrid">["members"][number];

export interface ListedMember {
  site: BlockSite;
  index: number;
  member: TeamMember;
  /** The path from the document to the member. */
  path: PathSegment[];
}

/** Every team member of every team grid, once, in the file it is written in. */
export function teamMembers(input: LintInput): ListedMember[] {
  return blocksAsWritten(input, "teamGrid").flatMap((site) =>
    site.block.type === "teamGrid"
      ? site.block.members.map((member, index) => ({ site, index, member, path: [...site.prefix, "members", index] }))
      : [],
  );
}

/** A finding at a team member (or one of its fields). */
export const hitAtMember = (listed: ListedMember, reason: string, field: PathSegment[] = []): RuleHit => ({
  file: listed.site.file, document: listed.site.document, path: [...listed.path, ...field], reason, sharedBlock: listed.site.sharedBlock,
});

/** A team member a register's rules ask nothing of. */
export const NOT_REGISTERED = { key: "registered", value: false } as const;

/** Members a register's rules apply to: all but those marked "registered": false. */
export const registeredMembers = (input: LintInput) => teamMembers(input).filter((listed) => listed.member.registered !== false);
