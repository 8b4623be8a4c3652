/** Each page has its own title and description, so search results tell the pages apart. */
import type { LintRule, Finding } from "./types";
import { findingAt } from "./locate";

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

export const uniqueTitles: LintRule = {
  name: "unique-title-and-description",
  check: ({ pages }) => {
    const findings: Finding[] = [];
    for (const field of ["title", "description"] as const) {
      const firstWith = new Map<string, string>();
      for (const { file, page } of pages) {
        const key = normalise(page[field]);
        const first = firstWith.get(key);
        if (first === undefined) firstWith.set(key, file);
        else findings.push(findingAt(file, page, [field], `${first} has the same ${field}; give each page its own, so search results tell them apart`));
      }
    }
    return findings;
  },
};
