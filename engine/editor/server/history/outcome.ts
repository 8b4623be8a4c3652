/**
 * A restore's or undo's outcome in staff words: the gate's problems (written for people who edit the files) go
 * through the editor's own words, and a picture is named as staff see it, never by its path on disk.
 */
import type { PublishOutcome } from "../publish/publication";
import { staffMessage } from "../../model/staffWords";
import { pictureName } from "./pictures";

/** “/images/team/jo.jpg” -> the picture jo.jpg (a quoted path in a message). */
function withoutPaths(text: string): string {
  return namePictures(namePictures(text, "“", "”"), '"', '"');
}

/** Each quoted path between open and close named as a picture; read by indexOf, so no pattern can backtrack. */
function namePictures(text: string, open: string, close: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    const end = start < 0 ? -1 : text.indexOf(close, start + 1);
    if (end < 0) return out + text.slice(from);
    const inside = text.slice(start + 1, end);
    const isPath = inside.startsWith("/") && !/\s/.test(inside);
    out += text.slice(from, start) + (isPath ? `the picture ${pictureName(inside)}` : text.slice(start, end + 1));
    from = end + 1;
  }
}

export function inStaffWords(outcome: PublishOutcome, what: string): PublishOutcome {
  if (outcome.published || outcome.reason !== "problems") return outcome;
  const count = outcome.problems.length;
  return {
    ...outcome,
    message: `Nothing was changed: ${what} would not pass the checks every publication must pass (${count === 1 ? "one thing needs" : `${count} things need`} fixing first). Each is listed below.`,
    problems: outcome.problems.map((problem) => ({ ...problem, message: withoutPaths(staffMessage(problem.message)) })),
  };
}
