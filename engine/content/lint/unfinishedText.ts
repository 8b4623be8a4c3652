/**
 * A page made by npm run new-page starts with "TODO:" texts, and a treatment's
 * catalogue entry in site.config.json with a "TODO:" description; none may
 * reach the public site.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { TODO } from "../templates/context";
import { blocksAsWritten, findingAt, findingInBlock } from "./locate";
import { allStrings } from "./texts";

const REASON = `this is still a placeholder from the page template (it starts with "${TODO}"); write the real text`;

export const unfinishedText: LintRule = {
  name: "unfinished-text",
  check: (input) => {
    const findings: Finding[] = [];
    for (const { file, page } of input.pages) {
      for (const field of ["title", "description"] as const) if (page[field].includes(TODO)) findings.push(findingAt(file, page, [field], REASON));
    }
    for (const site of blocksAsWritten(input)) {
      for (const { path, text } of allStrings(site.block)) if (text.includes(TODO)) findings.push(findingInBlock(site, path as PathSegment[], REASON));
    }
    for (const { path, text } of allStrings(input.site)) {
      if (text.includes(TODO)) findings.push(findingAt("site.config.json", input.site, path as PathSegment[], REASON));
    }
    return findings;
  },
};
