/**
 * zod issues -> plain-English reasons for practice staff. Each reason says what
 * is wrong and, where it can, what to write instead. Pinned by snapshot tests.
 */
import type { z } from "zod";
import type { PathSegment } from "./problem";
import { describePlace, valueAt } from "./place";
import { schemaAt, fieldsOf } from "./schemaWalk";
import { suggest } from "../suggest";

type Issue = z.core.$ZodIssue;

const FORMAT_HINTS: Record<string, (value: unknown) => string> = {
  "route-format": (v) => `${show(v)} is not a page path; write it like "/contact" (lower case, starting with /)`,
  "asset-format": (v) => `${show(v)} is not a file path; write it from the site root, like "/images/smile.svg" or "/documents/form.pdf"`,
  "url-scheme": (v) => `${show(v)} is not an allowed link; use an address starting with https:// (or mailto: / tel:). Other kinds such as javascript: or data: are not allowed`,
  "time-format": (v) => `${show(v)} is not a time; write it on the 24-hour clock, like "08:00" or "18:30"`,
  "key-format": (v) => `${show(v)} is not a valid key; use lower-case letters, digits and hyphens, like "teeth-whitening"`,
  "tel-format": (v) => `${show(v)} is not a phone number as dialled; write digits only, like "02476312256"`,
};

function show(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  return json.length > 60 ? json.slice(0, 57) + "…" : json;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string": return "a text";
    case "number": return "a number";
    case "boolean": return "true/false";
    case "object": return "an object";
    default: return typeof value;
  }
}

const EXPECTED: Record<string, string> = {
  string: "a text in double quotes", number: "a number", boolean: "true or false", array: "a list in [ ]",
  object: "an object in { }", int: "a whole number", null: "null",
};

/** The plain-English reason for one issue, without the location prefix. */
export function reasonFor(issue: Issue, root: z.core.$ZodType, document: unknown): string {
  const path = issue.path as PathSegment[];
  const value = valueAt(document, path);
  const field = typeof path[path.length - 1] === "string" ? `"${String(path[path.length - 1])}"` : "this entry";

  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return `${field} is required but missing`;
      return `${field} should be ${EXPECTED[issue.expected] ?? issue.expected}, but it is ${kindOf(value)}`;
    case "too_small":
      if (issue.origin === "string") return `${field} is empty; write some text`;
      if (issue.origin === "array") return `${field} needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      return `${field} is too small; the lowest allowed is ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `${field} has too many entries; at most ${issue.maximum} are allowed`;
      if (issue.origin === "string") return `${field} is too long; at most ${issue.maximum} characters`;
      return `${field} is too large; the highest allowed is ${issue.maximum}`;
    case "invalid_format": {
      const hint = FORMAT_HINTS[issue.message];
      if (hint) return hint(value);
      if (issue.format === "email") return `${show(value)} is not an e-mail address`;
      return `${show(value)} is not in the expected format`;
    }
    case "unrecognized_keys": {
      const allowed = fieldsOf(schemaAt(root, document, path));
      return issue.keys
        .map((key) => {
          const hint = suggest(key, allowed);
          const where = describeOwner(document, path);
          return `"${key}" is not a field of ${where}${hint ? `; did you mean "${hint}"?` : `; allowed fields: ${allowed.join(", ")}`}`;
        })
        .join("; ");
    }
    case "invalid_union": {
      const discriminator = (issue as { discriminator?: string }).discriminator;
      if (discriminator) {
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        const noun = discriminator === "type" ? "block type" : `"${discriminator}"`;
        if (value === undefined) return `${field} is required; choose one of: ${options.join(", ")}`;
        const hint = typeof value === "string" ? suggest(value, options) : undefined;
        return `${show(value)} is not a known ${noun}${hint ? `; did you mean "${hint}"?` : `; choose one of: ${options.join(", ")}`}`;
      }
      if (value === undefined) return `${field} is required but missing`;
      return `${field} should be a text, or a list of texts in [ ]; it is ${kindOf(value)}`;
    }
    case "invalid_value": {
      const options = issue.values.map(String);
      if (options.length === 1) return `${field} must be ${show(issue.values[0])}`;
      const hint = typeof value === "string" ? suggest(value, options) : undefined;
      return `${show(value)} is not allowed here${hint ? `; did you mean "${hint}"?` : ""} Choose one of: ${options.join(", ")}`;
    }
    case "custom": {
      const params = (issue.params ?? {}) as { path?: string; hint?: string };
      if (issue.message === "route-missing")
        return `${show(params.path)} is not a page of this site${params.hint ? `; did you mean "${params.hint}"?` : "; check pages/ for the right path"}`;
      if (issue.message === "asset-missing") return `${show(params.path)} does not exist; put the file at public${params.path} or fix the path`;
      return issue.message;
    }
    default:
      return issue.message;
  }
}

function describeOwner(document: unknown, path: readonly PathSegment[]): string {
  const owner = valueAt(document, path) as { type?: unknown; kind?: unknown } | undefined;
  if (owner && typeof owner.type === "string") return `a ${owner.type} block`;
  if (owner && typeof owner.kind === "string") return `a ${owner.kind} link`;
  return path.length ? describePlace(document, path) : "this file";
}
