/**
 * Checks one parsed JSON document against its zod schema and turns every issue
 * into a located, plain-English problem; ajv, given the generated JSON Schema,
 * must reach the same verdict as the structural zod schema.
 */
import type { z } from "zod";
import { isSharedRef } from "../../schema/sharedBlock";
import { describePlace, valueAt } from "./place";
import { reasonFor } from "./messages";
import { jsonPath, type Problem, type PathSegment } from "./problem";
import type { SourceText } from "./sourceText";

type Issue = z.core.$ZodIssue;

export interface CheckTarget {
  file: string;
  /** The generated JSON Schema for this kind of file, named when ajv and zod disagree. */
  schemaFile: string;
  /** The document is one shared block (pages/_shared/), not a page or the site config. */
  sharedBlock?: boolean;
  /** The file's text, to say on which line each problem is. */
  source?: SourceText;
}

/**
 * zod with cross-checks decides the messages; ajv and structural zod must agree, or the editor schema is out of date.
 * Building a schema is most of a first check's cost (zod makes each of its parts then), so the structural one waits.
 */
export function check(
  /** The document's schema (a function: built when first needed, and called each time, so it should keep what it built). */
  fullSchema: z.ZodType | (() => z.ZodType),
  /** Made only when `full` refuses the document: a document `full` accepts passes the structural checks too. */
  structural: () => z.ZodType,
  ajvCheck: ((data: unknown) => boolean) | undefined,
  raw: unknown,
  target: CheckTarget,
  problems: Problem[],
  /**
   * A schema that accepts less than `fullSchema` and, what it accepts, exactly as `fullSchema` does (a page's schema
   * with only the kinds of block the page uses): tried first, as it is cheaper to build; `fullSchema` decides otherwise.
   */
  narrower?: z.ZodType,
): unknown {
  const { file, schemaFile } = target;
  const options = { sharedBlock: target.sharedBlock };
  const fullNow = () => (typeof fullSchema === "function" ? fullSchema() : fullSchema);
  const quick = narrower?.safeParse(raw);
  const result = quick?.success ? quick : fullNow().safeParse(raw);
  if (!result.success) {
    const full = fullNow();
    for (const issue of expandBlockEntries(result.error.issues, raw)) {
      const path = issue.path as PathSegment[];
      // The reason names the field itself, so the place stops at its parent: 'block 4 (FAQ), question 2: the answer is missing'.
      const place = describePlace(raw, typeof path[path.length - 1] === "string" ? path.slice(0, -1) : path, options);
      const reason = reasonFor(issue, full, raw, options);
      // An unknown field is shown at its name, as editors underline it; anything else at its value, or at the object it is missing from.
      const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      const position = target.source?.positionOfPath(path, unknownKey);
      problems.push({ file, where: jsonPath(path), message: place ? `${place}: ${reason}` : reason, severity: "error", ...position });
    }
  }
  if (ajvCheck) {
    const zodVerdict = result.success || structural().safeParse(raw).success;
    if (ajvCheck(raw) !== zodVerdict) {
      problems.push({
        file,
        where: "(the whole file)",
        message: `the editor schema ${schemaFile} and the engine disagree about this file (editor says ${zodVerdict ? "invalid" : "valid"}); run "npm run schemas" to regenerate it`,
        severity: "error",
      });
    }
  }
  return result.success ? result.data : undefined;
}

/**
 * A page's blocks[n] is a block or a shared-block reference (page.ts). When it is
 * neither, zod reports both readings; keep only the one the entry is meant to be:
 * the reference if it has "ref", the block otherwise.
 */
function expandBlockEntries(issues: readonly Issue[], raw: unknown): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = issue.path as PathSegment[];
    const isEntry = path.length === 2 && path[0] === "blocks" && typeof path[1] === "number";
    if (issue.code === "invalid_union" && isEntry && !("discriminator" in issue && issue.discriminator) && issue.errors.length === 2) {
      const meant = issue.errors[isSharedRef(valueAt(raw, path)) ? 1 : 0]!;
      out.push(...expandBlockEntries(meant.map((inner) => ({ ...inner, path: [...path, ...inner.path] }) as Issue), raw));
    } else {
      out.push(issue);
    }
  }
  return out;
}

/** `make`'s answer, made on the first call only. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
