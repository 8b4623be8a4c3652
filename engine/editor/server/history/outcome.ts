/**
 * A restore's or undo's outcome in staff words: the gate's problems (written for people who edit the files) go
 * through the editor's own words, and a picture is named as staff see it, never by its path on disk.
 */
import type { PublishOutcome } from "../publish/publication";
import { staffMessage } from "../../model/staffWords";
import { pictureName } from "./pictures";

/** “/images/team/jo.jpg” -> the picture jo.jpg (a quoted path in a message). */
function withoutPaths(text: string): string {
  return text.replace(/“(\/[^”\s]*)”/g, (_match, path: string) => `the picture ${pictureName(path)}`).replace(/"(\/[^"\s]*)"/g, (_match, path: string) => `the picture ${pictureName(path)}`);
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
