/** The block schemas as plain JSON Schema (no $refs), which is what editors show and what the reference reads. */
import { z } from "zod";
import { BLOCK_TYPES, blockTypeSchema, type BlockType } from "../../schema/blocks";
import { linkSchema } from "../../schema/link";
import { image, type SchemaContext } from "../../schema/common";
import { formFieldSchema } from "../../schema/blocks/form";

export type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  description?: string;
  title?: string;
  examples?: unknown[];
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  /** A string with two or more patterns (its form and no control characters) has them here. */
  allOf?: JsonSchema[];
};

const ctx: SchemaContext = {};
const options = { io: "input", unrepresentable: "any", reused: "inline" } as const;

export function blockJsonSchema(type: BlockType): JsonSchema {
  return z.toJSONSchema(blockTypeSchema(type, ctx), options) as JsonSchema;
}

export function linkJsonSchema(): JsonSchema {
  return z.toJSONSchema(linkSchema(ctx), options) as JsonSchema;
}

export function formFieldJsonSchema(): JsonSchema {
  return z.toJSONSchema(formFieldSchema(ctx), options) as JsonSchema;
}

export function pictureJsonSchema(): JsonSchema {
  return z.toJSONSchema(image(ctx), options) as JsonSchema;
}

export { BLOCK_TYPES };
