/**
 * Finds the zod schema that governs a place in a document, so a message can
 * list (and suggest from) the fields that place really accepts.
 */
import type { z } from "zod";
import type { PathSegment } from "./problem";
import { valueAt } from "./place";

type AnySchema = z.core.$ZodType;
interface Def { type: string; [key: string]: unknown }
const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: AnySchema, value: unknown): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type)) {
      current = def.innerType as AnySchema;
    } else if (def.type === "pipe") {
      current = def.in as AnySchema;
    } else if (def.type === "union") {
      const options = def.options as AnySchema[];
      const discriminator = def.discriminator as string | undefined;
      const chosen = discriminator && value && typeof value === "object"
        ? options.find((option) => literalOf(option, discriminator) === (value as Record<string, unknown>)[discriminator])
        : value && typeof value === "object" && !Array.isArray(value)
          ? bestObjectOption(options, value as Record<string, unknown>)
          : options.find((option) => defOf(option).type === (Array.isArray(value) ? "array" : "string"));
      if (!chosen) return current;
      current = chosen;
    } else {
      return current;
    }
  }
}

/** The option (a block, or a shared-block reference, ...) whose fields cover most of the object's keys. */
function bestObjectOption(options: AnySchema[], value: Record<string, unknown>): AnySchema | undefined {
  let best: { option: AnySchema; score: number } | undefined;
  for (const option of options) {
    const resolved = unwrap(option, value);
    if (defOf(resolved).type !== "object") continue;
    const shape = defOf(resolved).shape as Record<string, unknown>;
    const score = Object.keys(value).filter((key) => key in shape).length;
    if (!best || score > best.score) best = { option: resolved, score };
  }
  return best?.option;
}

function literalOf(schema: AnySchema, key: string): unknown {
  const shape = defOf(schema).shape as Record<string, AnySchema> | undefined;
  const field = shape?.[key];
  const values = field ? (defOf(field).values as unknown[] | undefined) : undefined;
  return values?.[0];
}

/** The schema at `path` inside `root`, choosing union branches by the document's own values. */
export function schemaAt(root: AnySchema, document: unknown, path: readonly PathSegment[]): AnySchema | undefined {
  let schema = unwrap(root, document);
  for (let i = 0; i < path.length; i++) {
    const def = defOf(schema);
    const segment = path[i]!;
    let next: AnySchema | undefined;
    if (def.type === "object") next = (def.shape as Record<string, AnySchema>)[String(segment)];
    else if (def.type === "array") next = def.element as AnySchema;
    else if (def.type === "tuple") next = (def.items as AnySchema[])[Number(segment)];
    if (!next) return undefined;
    schema = unwrap(next, valueAt(document, path.slice(0, i + 1)));
  }
  return schema;
}

/** The field names an object schema accepts. */
export function fieldsOf(schema: AnySchema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  return def.type === "object" ? Object.keys(def.shape as object).filter((key) => key !== "$schema") : [];
}
