/** One thing wrong with one file, located precisely enough to fix it. */
export interface Problem {
  /** The file, relative to the project root, e.g. "pages/contact.json". */
  file: string;
  /** Where in the file: a JSON path like "blocks[3].items[1].answer", or "line 4, column 7". */
  where: string;
  /** Plain-English reason, written for practice staff. */
  message: string;
  severity: "error" | "warning";
}

export type PathSegment = string | number;

/** blocks[3].items[1].answer */
export function jsonPath(path: readonly PathSegment[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += /^[A-Za-z_$][\w$]*$/.test(segment) ? (out ? "." : "") + segment : `[${JSON.stringify(segment)}]`;
  }
  return out || "(the whole file)";
}

export function formatProblem(problem: Problem): string {
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${problem.file} › ${problem.where}: ${label}${problem.message}`;
}
