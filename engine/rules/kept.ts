/**
 * The rules' findings with each page's share kept on disk beside the validator's (diskCache.ts), so that a
 * one-page change runs the rules over that page, not the whole site.
 *
 * A rule marked `reach: "page"` finds in a page only from that page (its own blocks, not the shared blocks it
 * shows, which are checked in their own files), the site's config and its `context`. Its findings in a page are
 * kept under the page's bytes and its shared-block references; all are dropped when the validator, the site's
 * config or the rule's context changes. The findings come out in the order a run over the whole site gives them:
 * every page's title and description, then every page's blocks, then the shared blocks and the config.
 * Other rules run over the whole site each time. tests/unit/validationDiskCache.test.ts compares with cold runs.
 */
import { readFileSync } from "node:fs";
import type { LintInput } from "../content/lint/types";
import type { Problem } from "../content/validate/problem";
import { writeWhole } from "../content/validate/diskCache";
import { asProblem, declaredRules, type PositionOf } from "./index";
import type { RuleHit } from "./types";

const FORMAT = 2;

/** A rule's findings in a page: those in its title and description, those in its blocks. */
type Found = [head: Problem[], blocks: Problem[]];

interface Saved {
  format: number;
  key: string;
  /** Each page-reach rule's context, as JSON. */
  contexts: Record<string, string>;
  /** Each page: what its findings were found for (its bytes and shared-block references), and each rule's that found any. */
  pages: Record<string, [keptFor: string, found: Record<string, Found>]>;
}

export interface RuleStore {
  /** The file they are kept in. */
  path: string;
  /** The validator and the site's config: with another key, nothing kept is used. */
  key: string;
  /** A page file's bytes as a hash, when it was read. */
  hashOf(file: string): string | undefined;
}

const NOTHING: Found = [[], []];

export function keptRuleFindings(input: LintInput, positionOf: PositionOf, store: RuleStore): Problem[] {
  const before = readSaved(store);
  const after: Saved = { format: FORMAT, key: store.key, contexts: {}, pages: {} };
  const pageFiles = new Set(input.pages.map((entry) => entry.file));
  const references = new Map<string, string[]>();
  for (const shared of input.shared) for (const use of shared.usedBy) references.set(use.file, [...(references.get(use.file) ?? []), `${shared.file} ${use.where}`]);
  const keptFor = new Map<string, string>();
  for (const { file } of input.pages) {
    const hash = store.hashOf(file);
    if (hash !== undefined) keptFor.set(file, `${hash} ${JSON.stringify(references.get(file) ?? [])}`);
  }
  // A page's run sees which of its blocks are shared (to leave them to their files), not the shared blocks.
  const sharedAsReferences = input.shared.map(({ block: _checkedInItsFile, ...entry }) => entry);
  let changed = !before;
  const problems: Problem[] = [];
  for (const rule of declaredRules(input)) {
    const toProblem = (hit: RuleHit) => asProblem(rule, hit, positionOf);
    if (rule.reach !== "page") {
      problems.push(...rule.check(input).map(toProblem));
      continue;
    }
    const context = rule.context?.(input);
    const contextText = JSON.stringify(context) ?? "";
    after.contexts[rule.id] = contextText;
    const sameContext = before?.contexts[rule.id] === contextText;
    const heads: Problem[] = [];
    const blocks: Problem[] = [];
    for (const entry of input.pages) {
      const keptAs = keptFor.get(entry.file);
      const kept = sameContext && keptAs !== undefined ? before!.pages[entry.file] : undefined;
      let found = kept?.[0] === keptAs ? (kept![1][rule.id] ?? NOTHING) : undefined;
      if (!found) {
        const hits = rule.check({ site: input.site, pages: [entry], shared: sharedAsReferences }, context).filter((hit) => hit.file === entry.file);
        found = [hits.filter((hit) => hit.path[0] !== "blocks").map(toProblem), hits.filter((hit) => hit.path[0] === "blocks").map(toProblem)];
        changed = true;
      }
      if (keptAs !== undefined) {
        const page = (after.pages[entry.file] ??= [keptAs, {}]);
        if (found[0].length || found[1].length) page[1][rule.id] = found;
      }
      heads.push(...found[0]);
      blocks.push(...found[1]);
    }
    const elsewhere = rule.check({ site: input.site, pages: [], shared: input.shared }, context).filter((hit) => !pageFiles.has(hit.file));
    problems.push(...heads, ...blocks, ...elsewhere.map(toProblem));
  }
  if (changed || Object.keys(before!.pages).length !== Object.keys(after.pages).length || Object.keys(before!.contexts).length !== Object.keys(after.contexts).length) {
    try {
      writeWhole(store.path, JSON.stringify(after));
    } catch {
      // Not kept: the next run finds them again.
    }
  }
  return problems;
}

function readSaved(store: RuleStore): Saved | undefined {
  try {
    const saved = JSON.parse(readFileSync(store.path, "utf8")) as Saved;
    const whole = saved?.format === FORMAT && saved.key === store.key && typeof saved.contexts === "object" && typeof saved.pages === "object";
    return whole && saved.contexts && saved.pages ? saved : undefined;
  } catch {
    return undefined;
  }
}
