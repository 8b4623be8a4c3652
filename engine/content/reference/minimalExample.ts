/**
 * The smallest valid value of a JSON Schema: only required fields, each filled
 * from the schema's own examples. A required text without an example is a gap
 * in the schema's documentation, so it is an error here, not a made-up value.
 */
import type { JsonSchema } from "./jsonSchema";

export function minimalExample(schema: JsonSchema, path = "(block)"): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return minimalExample(choices[0]!, path);
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = minimalExample(schema.properties![key]!, `${path}.${key}`);
      return out;
    }
    case "array":
      if (schema.prefixItems) return schema.prefixItems.map((item, i) => minimalExample(item, `${path}[${i}]`));
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalExample(schema.items!, `${path}[]`));
    case "boolean":
      return schema.default ?? false;
    case "number":
    case "integer":
      return schema.default ?? schema.minimum ?? 0;
    default:
      if (schema.default !== undefined) return schema.default;
      throw new Error(`${path} has no example; add one to its schema (engine/schema/), so the content guide can show it`);
  }
}
