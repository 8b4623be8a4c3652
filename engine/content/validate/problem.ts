/** One thing wrong with one file, located precisely enough to fix it. */
export interface Problem {
  /** The file, relative to the project root, e.g. "pages/contact.json". */
  file: string;
  /** Where in the file: a JSON path like "blocks[3].items[1].answer", or "line 4, column 7". */
  where: string;
  /** Plain-English reason, written for practice staff. */
  message: string;
  /** An error stops the build; a warning must be fixed before publishing (the strict checks); a notice only informs. */
  severity: "error" | "warning" | "notice";
  /** Where in the file, counted from 1 (columns as VS Code counts them), when the file could be read. */
  line?: number;
  column?: number;
  /** For a finding of a rule set the site declares (engine/rules/): the rule's id and the guidance it comes from. */
  rule?: string;
  guidance?: string;
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

/** "blocks[3].items[1].answer" -> ["blocks", 3, "items", 1, "answer"]: the validator's JSON paths (problem.ts jsonPath), read back. */
export function parseJsonPath(where: string): PathSegment[] {
  const out: PathSegment[] = [];
  const pattern = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$]*)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(where))) {
    if (match[1] !== undefined) out.push(Number(match[1]));
    else if (match[2] !== undefined) out.push(JSON.parse(match[2]) as string);
    else out.push(match[3]!);
    consumed = pattern.lastIndex;
  }
  // "(the whole file)", "line 4, column 7": not a path.
  return consumed === where.length ? out : [];
}

/** "pages/about.json:12:9 › blocks[3].heading: …": file:line:column opens the place with a click in VS Code's terminal. */
export function formatProblem(problem: Problem): string {
  const label = problem.severity === "error" ? "" : `${problem.severity}: `;
  const position = problem.line ? `:${problem.line}:${problem.column ?? 1}` : "";
  return `${problem.file}${position} › ${problem.where}: ${label}${problem.message}`;
}
