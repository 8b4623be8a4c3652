/**
 * The booking service's address lives once, in site.config.json; pages link to
 * it with a link of kind "booking". A typed copy would break when it changes.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { blocksAsWritten, findingAt, findingInBlock } from "./locate";
import { allStrings } from "./texts";
import { containsUrl } from "./configFacts";

export const hardcodedBooking: LintRule = {
  name: "booking-from-config",
  check: (input) => {
    const booking = input.site.links.booking;
    const reason = 'the online booking address is typed here; use a link of kind "booking" instead, so a change in site.config.json reaches every page';
    const findings: Finding[] = [];
    for (const { file, page } of input.pages) {
      for (const field of ["title", "description"] as const) if (containsUrl(page[field], booking)) findings.push(findingAt(file, page, [field], reason));
    }
    for (const site of blocksAsWritten(input)) {
      for (const { path, text } of allStrings(site.block)) if (containsUrl(text, booking)) findings.push(findingInBlock(site, path as PathSegment[], reason));
    }
    return findings;
  },
};
