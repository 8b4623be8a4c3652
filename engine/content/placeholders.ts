/**
 * Stand-in content: what the practice must replace before the site goes live. Items carry
 * "placeholder": true (a team member, a profile, a review, a video, a document: engine/schema/common.ts's
 * placeholderMark), and the forms' addresses are stand-ins while they still read REPLACE_WITH_…. Locally
 * they are notices; a production build refuses them (engine/cli/build.ts).
 */
import type { ValidationResult } from "./validate";
import { jsonPath, type Problem, type PathSegment } from "./validate/problem";
import { blocksAsWritten, findingInBlock } from "./lint/locate";
import { filePositions } from "./validate/filePositions";
import { keptPagesOf, sharedSeenByPage } from "./validate/keptPages";
import type { LintInput } from "./types";

/** The guide that sets up the forms' service, named when an address is a stand-in. */
export const FORMS_SETUP_GUIDE = "engine/forms/apps-script/README.md";

/** A form address still holding the stand-in written for the demonstration. */
export function isStandInAddress(address: string): boolean {
  return /REPLACE_WITH/i.test(address);
}

/** Every marked object inside `value`, with its path. */
function marked(value: unknown, path: PathSegment[] = []): { path: PathSegment[]; item: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => marked(entry, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const item = value as Record<string, unknown>;
  const own = item.placeholder === true ? [{ path, item }] : [];
  return [...own, ...Object.entries(item).flatMap(([key, entry]) => (key === "placeholder" ? [] : marked(entry, [...path, key])))];
}

/** What a reader calls the item: its name, title, label or heading, else its file. */
function nameOf(item: Record<string, unknown>): string {
  for (const key of ["name", "title", "label", "heading", "src", "href"]) if (typeof item[key] === "string") return `"${item[key]}"`;
  return "this";
}

export const STAND_IN_REASON = (name: string) =>
  `${name} is stand-in content (marked "placeholder": true): replace it with the practice's own before the site goes live, then delete the mark`;

/** Every stand-in of the validated content, as notices with file, place and line. */
export function findPlaceholders(result: Pick<ValidationResult, "site" | "pages" | "shared">, root?: string): Problem[] {
  if (!result.site) return [];
  const positionOf = root ? filePositions(root) : undefined;
  const notice = (problem: Omit<Problem, "severity">, path: readonly PathSegment[]): Problem => ({ ...problem, severity: "notice", ...positionOf?.(problem.file, path) });
  const problems: Problem[] = [];
  const inBlocks = (content: LintInput) =>
    blocksAsWritten(content).flatMap((site) =>
      marked(site.block).map(({ path, item }) => {
        const finding = findingInBlock(site, path, STAND_IN_REASON(nameOf(item)));
        return notice({ file: finding.file, where: finding.where, message: finding.message }, [...site.prefix, ...path, "placeholder"]);
      }),
    );
  const kept = keptPagesOf(result);
  if (kept) {
    // Each page's own blocks, kept on disk while the page is the same (validate/keptPages.ts); then the shared blocks.
    const sharedOf = sharedSeenByPage(result.shared);
    const found = kept.each(positionOf ? "placeholders-lines" : "placeholders", "", result.pages, (entry) => inBlocks({ site: result.site!, pages: [entry], shared: sharedOf(entry.file) }), { sharedApart: true });
    problems.push(...found.flat(), ...inBlocks({ site: result.site, pages: [], shared: result.shared }));
  } else problems.push(...inBlocks({ site: result.site, pages: result.pages, shared: result.shared }));
  result.site.forms.addresses.forEach(({ name, url }, i) => {
    if (!isStandInAddress(url)) return;
    problems.push(
      notice(
        {
          file: "site.config.json",
          where: jsonPath(["forms", "addresses", i, "url"]),
          message: `the form address "${name}" is still the stand-in "${url}": set up the form service (${FORMS_SETUP_GUIDE}) and write its https:// address here, or visitors' messages go nowhere`,
        },
        ["forms", "addresses", i, "url"],
      ),
    );
  });
  // The practice's own facts in site.config.json: an e-mail address still reading REPLACE_WITH…, a marked map position.
  const email = result.site.contact.email;
  if (email && isStandInAddress(email)) {
    problems.push(notice({ file: "site.config.json", where: jsonPath(["contact", "email"]), message: `the practice's e-mail address is still the stand-in "${email}": write the practice's own address here before the site goes live` }, ["contact", "email"]));
  }
  for (const { path, item } of marked(result.site)) {
    problems.push(notice({ file: "site.config.json", where: jsonPath(path), message: STAND_IN_REASON(nameOf(item)) }, [...path, "placeholder"]));
  }
  return problems;
}
