/**
 * Checks of a practice's locations (site.config.json, "locations") that need the pages: each name a location's
 * team gives must be someone a team grid of the site lists (the location's page shows their card), and no page
 * file may take the address the engine gives a location's page (/locations/<id>).
 */
import type { LintInput } from "../types";
import { locationRoute } from "../routes";
import { suggest } from "../suggest";
import { jsonPath, type PathSegment, type Problem } from "./problem";
import { mayHoldBlock } from "./lazyPages";
import type { SourceText } from "./sourceText";

/** Everyone the site's team grids list, by the name on their card. */
function teamNames(pages: LintInput["pages"]): Set<string> {
  const names = new Set<string>();
  for (const { page } of pages) if (mayHoldBlock(page, "teamGrid")) for (const block of page.blocks) if (block.type === "teamGrid") for (const member of block.members) names.add(member.name);
  return names;
}

/** `everyPageRead`: false when a page could not be read, which may be the one that lists a team member (its own problem is reported). */
export function locationProblems(content: LintInput, pageFileAt: ReadonlyMap<string, string>, source: SourceText | undefined, everyPageRead: boolean): Problem[] {
  const problems: Problem[] = [];
  const add = (path: PathSegment[], message: string) =>
    problems.push({ file: "site.config.json", where: jsonPath(path), message, severity: "error", ...source?.positionOfPath(path) });
  const team = teamNames(content.pages);
  (content.site.locations ?? []).forEach((location, i) => {
    const route = locationRoute(location.id);
    const taken = pageFileAt.get(route);
    if (taken) add(["locations", i, "id"], `the location "${location.name}" gets its own page at ${route}, and pages/${taken} is already at that address; give the location another short name, or move that page`);
    location.team.forEach((name, j) => {
      if (team.has(name) || !everyPageRead) return;
      const hint = suggest(name, team);
      add(
        ["locations", i, "team", j],
        `"${name}" is not in the site's team: no team grid on any page lists someone of that name, so the page of "${location.name}" could not show them${hint ? `; did you mean "${hint}"?` : "; write the name as the team grid writes it, or add them to a team grid first"}`,
      );
    });
  });
  return problems;
}
