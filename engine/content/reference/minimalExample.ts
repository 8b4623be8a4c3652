/**
 * The smallest valid value of a JSON Schema: only required fields, lists at their shortest. The content
 * guide fills its texts from the schema's own examples; VS Code's snippets fill them with TODO notes.
 */
import type { JsonSchema } from "./jsonSchema";

export interface SmallestValueOptions {
  /** Taken before anything else when it gives a value (the guide: a field's own example). */
  given?: (schema: JsonSchema) => unknown;
  /** A text without a default; `described` is its help, or that of the list it is an entry of. */
  text: (schema: JsonSchema, path: string, described: string | undefined) => unknown;
}

export function smallestValue(schema: JsonSchema, options: SmallestValueOptions, path = "(block)", described = schema.description): unknown {
  const given = options.given?.(schema);
  if (given !== undefined) return given;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return smallestValue(choices[0]!, options, path, described);
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = smallestValue(schema.properties![key]!, options, `${path}.${key}`);
      return out;
    }
    case "array":
      if (schema.prefixItems) return schema.prefixItems.map((item, i) => smallestValue(item, options, `${path}[${i}]`));
      return Array.from({ length: schema.minItems ?? 0 }, () => smallestValue(schema.items!, options, `${path}[]`, schema.items!.description ?? described));
    case "boolean":
      return schema.default ?? false;
    case "number":
    case "integer":
      return schema.default ?? schema.minimum ?? 0;
    default:
      return schema.default !== undefined ? schema.default : options.text(schema, path, described);
  }
}

/**
 * Filled from the schema's own examples. A required text without an example is a gap in the schema's
 * documentation, so it is an error here, not a made-up value.
 */
export function minimalExample(schema: JsonSchema, path = "(block)"): unknown {
  return smallestValue(
    schema,
    {
      given: (s) => s.examples?.[0],
      text: (_s, at) => {
        throw new Error(`${at} has no example; add one to its schema (engine/schema/), so the content guide can show it`);
      },
    },
    path,
  );
}
