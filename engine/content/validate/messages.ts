/**
 * zod issues -> plain-English reasons for practice staff. Each reason says what
 * is wrong and, where it can, what to write instead. Pinned by snapshot tests.
 */
import type { z } from "zod";
import type { PathSegment } from "./problem";
import { blockTypeAt, describePlace, entryNoun, valueAt } from "./place";
import { SHARED_REF_PATTERN, sharedFileForRef } from "../../schema/sharedBlock";
import { schemaAt, fieldsOf } from "./schemaWalk";
import { suggest } from "../suggest";
import { EMPTY_TEXT_HINT, FORMAT_HINTS, blockTypeHint, choiceHint } from "../formatHints";
import { inlineReason } from "./inlineReasons";

type Issue = z.core.$ZodIssue;


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

/** Field names that read badly on their own ("the to is missing"), said in words with the name to type. */
const FIELD_NAMES: Record<string, string> = {
  to: 'the page it links to ("to")',
  href: 'the address ("href")',
  src: 'the file ("src")',
  alt: 'the text alternative ("alt")',
  tel: 'the number as dialled ("tel")',
  kind: 'the kind of link ("kind")',
  type: 'the block type ("type")',
  ref: 'the shared block ("ref")',
};

/** "the answer", "the page it links to ("to")", "\"registrationNumber\"": how a reason names a field. */
export function fieldName(key: string): string {
  return FIELD_NAMES[key] ?? (/^[a-z]+$/.test(key) ? `the ${key}` : `"${key}"`);
}

function plural(count: number, noun: string): string {
  if (count === 1) return `${count} ${noun}`;
  return `${count} ${noun.endsWith("y") ? noun.slice(0, -1) + "ies" : noun.endsWith("s") ? noun : noun + "s"}`;
}

export interface ReasonOptions {
  /** The document is one shared block (pages/_shared/), not a page. */
  sharedBlock?: boolean;
}

/** The plain-English reason for one issue, without the location prefix. */
export function reasonFor(issue: Issue, root: z.core.$ZodType, document: unknown, options: ReasonOptions = {}): string {
  const path = issue.path as PathSegment[];
  const value = valueAt(document, path);
  const last = path[path.length - 1];
  const field = typeof last === "string" ? fieldName(last) : "this entry";
  const list = typeof last === "string" ? `${fieldName(last)} list` : "this list";
  const noun = entryNoun(typeof last === "string" ? last : undefined, blockTypeAt(document, path, options));

  switch (issue.code) {
    case "invalid_type":
      if (value === undefined && path[0] === "locations" && last === "openingHours") return `this location has no opening hours: every location needs its own ("openingHours", one row per group of days, like the practice's), as its page, the find-us list and search engines show them`;
      if (value === undefined) return `${field} is missing`;
      if (path.length === 2 && path[0] === "blocks" && typeof path[1] === "number" && issue.expected === "object") return `a block should be an object in { } with a "type", like { "type": "faq", … }, but this is ${kindOf(value)}`;
      if (issue.expected === "array" && typeof value === "string") return `${field} should be a list in [ ], even of one entry: [${show(value)}]`;
      return `${field} should be ${EXPECTED[issue.expected] ?? issue.expected}, but it is ${kindOf(value)}`;
    case "too_small":
      if (issue.origin === "string") return `${field} ${EMPTY_TEXT_HINT}`;
      if (issue.origin === "array") return `${list} needs at least ${plural(Number(issue.minimum), noun)}`;
      return `${field} is too small; the lowest allowed is ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `${list} is too long; at most ${plural(Number(issue.maximum), noun)} are allowed`;
      if (issue.origin === "string") return `${field} is too long; at most ${issue.maximum} characters`;
      return `${field} is too large; the highest allowed is ${issue.maximum}`;
    case "invalid_format": {
      if (issue.message === "control-character") return `${field} ${FORMAT_HINTS["control-character"]}${controlCharacterIn(value)}`;
      const hint = FORMAT_HINTS[issue.message] ?? FORMAT_HINTS[issue.format];
      if (hint) return `${show(value)} ${hint}`;
      return `${show(value)} is not in the expected format`;
    }
    case "unrecognized_keys": {
      const owner = valueAt(document, path);
      if (owner && typeof owner === "object" && "ref" in owner) {
        const ref = (owner as { ref?: unknown }).ref;
        const file = typeof ref === "string" && SHARED_REF_PATTERN.test(ref) ? `pages/${sharedFileForRef(ref)}` : "its file in pages/_shared/";
        return `${issue.keys.map((key) => `"${key}"`).join(", ")} cannot be used next to "ref": a shared block is changed in ${file}, for every page that uses it`;
      }
      const allowed = fieldsOf(schemaAt(root, document, path));
      return issue.keys
        .map((key) => {
          const hint = suggest(key, allowed);
          return `"${key}" is not a field of ${describeOwner(document, path, options)}${hint ? `; did you mean "${hint}"?` : `; allowed fields: ${allowed.join(", ")}`}`;
        })
        .join("; ");
    }
    case "invalid_union": {
      const discriminator = (issue as { discriminator?: string }).discriminator;
      if (discriminator) {
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        const noun = discriminator === "type" ? "block type" : `"${discriminator}"`;
        if (value === undefined) {
          const orRef = discriminator === "type" && isBlockEntry(path) ? ' (or write { "ref": "shared/<name>" } for a shared block)' : "";
          return `${field} is missing; choose one of: ${options.join(", ")}${orRef}`;
        }
        const hint = typeof value === "string" ? suggest(value, options) : undefined;
        if (discriminator === "type" && !hint) return `${show(value)} ${blockTypeHint(options)}`;
        return `${show(value)} is not a known ${noun}${hint ? `; did you mean "${hint}"?` : `; choose one of: ${options.join(", ")}`}`;
      }
      if (value === undefined) return `${field} is missing`;
      return `${field} should be a text, or a list of texts in [ ]; it is ${kindOf(value)}`;
    }
    case "invalid_value": {
      const options = issue.values.map(String);
      if (options.length === 1) return `${field} must be ${show(issue.values[0])}`;
      const hint = typeof value === "string" ? suggest(value, options) : undefined;
      if (hint) return `${show(value)} is not one of the choices here; did you mean "${hint}"? (choices: ${options.join(", ")})`;
      return `${show(value)} ${choiceHint(options)}`;
    }
    case "custom": {
      const params = (issue.params ?? {}) as { path?: string; hint?: string; ref?: string };
      const inline = inlineReason(issue.message, issue.params, field);
      if (inline) return inline;
      if (issue.message === "route-missing")
        return `${show(params.path)} is not a page of this site${params.hint ? `; did you mean "${params.hint}"?` : "; check pages/ for the right path"}`;
      if (issue.message === "service-missing") {
        const { key, hint } = (issue.params ?? {}) as { key?: string; hint?: string };
        return `${show(key)} is not a treatment of the services catalogue (site.config.json, "services")${hint ? `; did you mean "${hint}"?` : "; use the key of one of its entries"}`;
      }
      if (issue.message === "category-missing") {
        const { key, hint } = (issue.params ?? {}) as { key?: string; hint?: string };
        return `${show(key)} is not a group of treatments of this site (site.config.json, "serviceCategories")${hint ? `; did you mean "${hint}"?` : "; use the short name of one of its groups, or add the group there"}`;
      }
      if (issue.message === "no-locations") return `a find-us list shows the practice's locations, and this site lists none; add them to site.config.json ("locations"), or remove this block`;
      if (issue.message === "location-missing") {
        const { id, ids = [] } = (issue.params ?? {}) as { id?: string; ids?: string[] };
        if (!ids.length) return `this site lists no locations (site.config.json, "locations"), so ${show(id)} names none; leave "location" out to show the practice's own details`;
        const hint = id ? suggest(id, ids) : undefined;
        return `${show(id)} is not a location of this site (site.config.json, "locations")${hint ? `; did you mean "${hint}"?` : `; use one of ${ids.map((known) => `"${known}"`).join(", ")}, or "all"`}`;
      }
      if (issue.message === "form-address-missing") {
        const { name, names = [] } = (issue.params ?? {}) as { name?: string; names?: string[] };
        const hint = name ? suggest(name, names) : undefined;
        const known = names.length ? `it has: ${names.join(", ")}` : "it has none yet";
        return `${show(name)} is not a form address of site.config.json ("forms", "addresses"; ${known})${hint ? `; did you mean "${hint}"?` : "; add it there, or send this form to one of those"}`;
      }
      if (issue.message === "asset-missing") return `${show(params.path)} does not exist; put the file at public${params.path} or fix the path`;
      if (issue.message === "shared-missing") {
        const file = `pages/${sharedFileForRef(params.ref ?? "")}`;
        return `there is no shared block ${show(params.ref)} (no file ${file})${params.hint ? `; did you mean "${params.hint}"?` : "; check the name in pages/_shared/"}`;
      }
      return issue.message;
    }
    default:
      return issue.message;
  }
}

const CONTROL_NAMES: Record<string, string> = {
  "\n": "a line break (written \\n)",
  "\r": "a line break (written \\r)",
  "\t": "a tab (written \\t)",
  "\u2028": "a line separator (written \\u2028)",
  "\u2029": "a paragraph separator (written \\u2029)",
};

/** "; here it is a line break (written \n), character 12 of the text": which control character, and where. */
function controlCharacterIn(value: unknown): string {
  const text = typeof value === "string" ? value : "";
  const at = text.search(/[\u0000-\u001f\u007f\u2028\u2029]/);
  if (at < 0) return "";
  const char = text[at]!;
  const code = char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
  const name = CONTROL_NAMES[char] ?? `the control character U+${code} (written \\u${code.toLowerCase()})`;
  return `; here it is ${name}, character ${at + 1} of the text`;
}

/** A page's blocks[n]: an entry that is a block or a shared-block reference. */
function isBlockEntry(path: readonly PathSegment[]): boolean {
  return path.length === 3 && path[0] === "blocks" && typeof path[1] === "number";
}

function describeOwner(document: unknown, path: readonly PathSegment[], options: ReasonOptions): string {
  const owner = valueAt(document, path) as { type?: unknown; kind?: unknown } | undefined;
  if (owner && typeof owner.type === "string" && (path.length === 2 || (options.sharedBlock && path.length === 0))) return "this block";
  if (owner && typeof owner.kind === "string") return path[path.length - 2] === "fields" ? `a ${owner.kind} field` : `a ${owner.kind} link`;
  return path.length ? describePlace(document, path, options) : "this file";
}
