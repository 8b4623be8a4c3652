/**
 * Checks of the site's forms that need every page at once: a form's name files its submissions, so two
 * form blocks with one name must be one form. (A single form's own rules are in engine/schema/blocks/formRules.ts.)
 */
import { blocksAsWritten, findingInBlock, type BlockSite } from "../lint/locate";
import type { LintInput } from "../types";
import type { Problem } from "./problem";
import type { SourceText } from "./sourceText";

/** Everything that defines a form: all of the block but where it stands (its heading and sentence). */
function definitionParts(block: Record<string, unknown>): Record<string, string> {
  const { type: _type, heading: _heading, intro: _intro, ...definition } = block;
  return Object.fromEntries(Object.entries(definition).map(([key, value]) => [key, stableJson(value)]));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** "block 3" in pages/contact.json, or the shared block's file. */
function whereWritten(site: BlockSite): string {
  return site.sharedBlock ? site.file : `${site.file} (block ${Number(site.prefix[1]) + 1})`;
}

/** A problem for each form block whose name an earlier, different form already has. */
export function formNameConflicts(content: LintInput, sources: ReadonlyMap<string, SourceText>): Problem[] {
  const first = new Map<string, { site: BlockSite; parts: Record<string, string> }>();
  const problems: Problem[] = [];
  for (const site of blocksAsWritten(content, "form")) {
    if (site.block.type !== "form") continue;
    const parts = definitionParts(site.block as unknown as Record<string, unknown>);
    const earlier = first.get(site.block.name);
    if (!earlier) {
      first.set(site.block.name, { site, parts });
      continue;
    }
    const keys = [...new Set([...Object.keys(parts), ...Object.keys(earlier.parts)])];
    const differ = keys.filter((key) => parts[key] !== earlier.parts[key]);
    if (!differ.length) continue;
    const finding = findingInBlock(
      site,
      ["name"],
      `this form is named "${site.block.name}" like the form in ${whereWritten(earlier.site)}, but the two differ (${differ.map((key) => `"${key}"`).join(", ")}). ` +
        `A form's name files its submissions, so one name must be one form: keep the form once in pages/_shared/ and point both pages at it ({ "ref": "shared/<name>" }), or give this form a name of its own`,
    );
    const position = sources.get(finding.file)?.positionOfPath([...site.prefix, "name"]);
    problems.push({ file: finding.file, where: finding.where, message: finding.message, severity: "error", ...position });
  }
  return problems;
}
