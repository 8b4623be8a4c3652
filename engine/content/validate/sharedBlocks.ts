/** Validates the files in pages/_shared/: each holds one block, checked like a block in a page. */
import { SHARED_REF_PATTERN, isSharedRef, sharedBlockFileSchema } from "../../schema/sharedBlock";
import type { Block } from "../../schema/blocks";
import type { SchemaContext } from "../../schema/common";
import type { SharedEntry } from "../shared";
import { check, once } from "./check";
import type { JsonSchemaValidators } from "./ajv";
import type { Problem } from "./problem";
import type { SourceText } from "./sourceText";

export function sharedBlockChecker(ctx: SchemaContext, jsonSchemas: JsonSchemaValidators | null) {
  const full = sharedBlockFileSchema(ctx);
  const bare = once(() => sharedBlockFileSchema({}));
  return (raw: unknown, entry: SharedEntry, problems: Problem[], source?: SourceText): void => {
    const { file } = entry;
    const error = (where: string, message: string) =>
      problems.push({ file, where, message, severity: "error", ...source?.positionOfPath(where === "ref" ? ["ref"] : []) });
    if (!SHARED_REF_PATTERN.test(entry.ref)) {
      error("(the whole file)", `pages cannot refer to this file by its name; rename it with lower-case letters, digits and hyphens only, like "closing-cta.json"`);
    }
    if (isSharedRef(raw)) {
      error("ref", "a shared block cannot point to another shared block; write the block itself here");
      return;
    }
    const parsed = check(full, bare, jsonSchemas?.sharedBlock, raw, { file, schemaFile: "schemas/shared-block.schema.json", sharedBlock: true, source }, problems);
    if (parsed && SHARED_REF_PATTERN.test(entry.ref)) {
      // "$schema" only serves editors; the block a page receives is the same as one written in the page.
      const { $schema: _editorOnly, ...block } = parsed as Block & { $schema?: string };
      entry.block = block as Block;
    }
  };
}
