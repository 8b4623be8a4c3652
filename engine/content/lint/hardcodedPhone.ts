/**
 * The phone number lives once, in site.config.json; pages call it with a link
 * of kind "phone". A typed copy (with any spacing) would go stale when it changes.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { blocksAsWritten, findingAt, findingInBlock } from "./locate";
import { allStrings } from "./texts";
import { containsPhone } from "./configFacts";

export const hardcodedPhone: LintRule = {
  name: "phone-from-config",
  check: (input) => {
    const { display, tel } = input.site.contact.phone;
    const reason = `the practice's phone number (${display}) is typed here; use a link of kind "phone" instead, so a change in site.config.json reaches every page`;
    const findings: Finding[] = [];
    for (const { file, page } of input.pages) {
      for (const field of ["title", "description"] as const) if (containsPhone(page[field], tel)) findings.push(findingAt(file, page, [field], reason));
    }
    for (const site of blocksAsWritten(input)) {
      for (const { path, text } of allStrings(site.block)) if (containsPhone(text, tel)) findings.push(findingInBlock(site, path as PathSegment[], reason));
    }
    return findings;
  },
};
