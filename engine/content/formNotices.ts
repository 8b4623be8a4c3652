/**
 * A form that asks for personal details (an e-mail address, a phone number or a name) without a consent box:
 * often fine (a callback request implies consent to be called back), so a notice, never an error. It asks
 * the practice to decide, as data-protection law expects it to.
 */
import type { ValidationResult } from "./validate";
import type { Problem } from "./validate/problem";
import { personalDetail } from "../forms/personalDetails";
import { blocksAsWritten, findingInBlock } from "./lint/locate";
import { filePositions } from "./validate/filePositions";

export const NO_CONSENT_REASON = (details: string[]) =>
  `this form asks for personal details (${details.join(", ")}) but has no consent box: if the visitor should agree to how you will use them, add a field of kind "consent" that says so`;

export function formNotices(result: Pick<ValidationResult, "site" | "pages" | "shared">, root?: string): Problem[] {
  if (!result.site) return [];
  const positionOf = root ? filePositions(root) : undefined;
  const problems: Problem[] = [];
  for (const site of blocksAsWritten({ site: result.site, pages: result.pages, shared: result.shared }, "form")) {
    if (site.block.type !== "form" || site.block.fields.some((field) => field.kind === "consent")) continue;
    const details = site.block.fields.map(personalDetail).filter((label): label is string => label !== undefined);
    if (!details.length) continue;
    const finding = findingInBlock(site, ["fields"], NO_CONSENT_REASON(details));
    problems.push({ file: finding.file, where: finding.where, message: finding.message, severity: "notice", ...positionOf?.(finding.file, [...site.prefix, "fields"]) });
  }
  return problems;
}
