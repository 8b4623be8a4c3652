/**
 * Opening hours live once, in site.config.json; an FAQ answer shows them with
 * "openingHours": true and the openingHours block lists them. A typed copy
 * ("Saturday: 8:00 AM to 1:00 PM") would go stale when the hours change.
 */
import type { LintRule, Finding } from "./types";
import type { PathSegment } from "../validate/problem";
import { blocksAsWritten, findingInBlock } from "./locate";
import { proseStrings } from "./texts";

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?m\b\.?)?`;
/** "8:00 AM to 6:00 PM", "8am-6pm", "08:00 – 18:00", "8.00am until 1.00pm". */
const TIME_RANGE = new RegExp(String.raw`\b${TIME}\s*(?:to|until|till|-|–|—)\s*${TIME}`, "gi");

/** "8", "00", "p" -> "20:00"; without am or pm the time is read on the 24-hour clock. */
function clock(hours: string, minutes = "00", half?: string): string {
  let h = Number(hours);
  if (half?.toLowerCase() === "p" && h < 12) h += 12;
  if (half?.toLowerCase() === "a" && h === 12) h = 0;
  return `${String(h).padStart(2, "0")}:${minutes}`;
}

/** The opening and closing times ("08:00-18:00") of every time range written in `text`. */
export function timeRanges(text: string): string[] {
  return [...text.matchAll(TIME_RANGE)].flatMap(([, h1, m1, half1, h2, m2, half2]) => {
    // Plain numbers ("ages 8-18") are not times: a time has minutes or am/pm.
    if (!(m1 || m2 || half1 || half2)) return [];
    // "8 to 6pm": an unmarked start takes the end's half of the day unless that would put it after the end.
    const start = clock(h1!, m1, half1 ?? (half2 && Number(h1) <= Number(h2) ? half2 : undefined));
    return `${start}-${clock(h2!, m2, half2)}`;
  });
}

export const hardcodedHours: LintRule = {
  name: "hours-from-config",
  check: (input) => {
    const configured = new Set(input.site.openingHours.filter((row) => row.opens && row.closes).map((row) => `${row.opens}-${row.closes}`));
    const reason =
      'the practice\'s opening hours are typed here; show them from site.config.json instead ("openingHours": true on an FAQ question, or an openingHours block), so a change of hours reaches every page';
    const findings: Finding[] = [];
    for (const site of blocksAsWritten(input)) {
      for (const { path, text } of proseStrings(site.block)) {
        if (timeRanges(text).some((range) => configured.has(range))) findings.push(findingInBlock(site, path as PathSegment[], reason));
      }
    }
    return findings;
  },
};
