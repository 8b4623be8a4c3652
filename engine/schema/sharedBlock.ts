/**
 * Shared blocks: a block used on many pages lives once in pages/_shared/<name>.json,
 * and pages point at it with { "ref": "shared/<name>" } in their "blocks" list.
 * The "_" keeps the folder from becoming a route; the reference leaves it out.
 */
import { z } from "zod";
import { describe, type SchemaContext } from "./common";
import { BLOCK_TYPES, blockTypeSchema, type BlockType } from "./blocks";

/** "shared/closing-cta" or "shared/treatments/closing-cta": lower case, digits and hyphens. */
export const SHARED_REF_PATTERN = /^shared\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const SHARED_FOLDER = "_shared";

/** The file a reference points at, relative to pages/: "shared/closing-cta" -> "_shared/closing-cta.json". */
export function sharedFileForRef(ref: string): string {
  return `${SHARED_FOLDER}/${ref.slice("shared/".length)}.json`;
}

/** The reference that points at a shared file (relative to pages/): "_shared/closing-cta.json" -> "shared/closing-cta". */
export function refForSharedFile(relativeFile: string): string {
  return `shared/${relativeFile.slice(SHARED_FOLDER.length + 1).replace(/\.json$/, "")}`;
}

export function sharedRefSchema(ctx: SchemaContext) {
  const base = describe(
    z.string().regex(SHARED_REF_PATTERN, { message: "shared-ref-format" }),
    "The shared block to show here: \"shared/<name>\" is the file pages/_shared/<name>.json.",
    ["shared/closing-cta"],
  );
  const checks = ctx.crossChecks;
  const ref = checks?.sharedBlockExists
    ? base.superRefine((value, issue) => {
        // A badly written reference already has its own message; only a well-formed one is looked up.
        if (SHARED_REF_PATTERN.test(value) && !checks.sharedBlockExists!(value)) {
          issue.addIssue({ code: "custom", message: "shared-missing", params: { ref: value, hint: checks.suggestSharedBlock?.(value) } });
        }
      })
    : base;
  return z
    .strictObject({ ref })
    .meta({ title: "Shared block", description: "A block kept once in pages/_shared/ and shown on every page that points at it. Change it there, and every page changes." });
}

export type SharedRef = z.output<ReturnType<typeof sharedRefSchema>>;

export function isSharedRef(value: unknown): value is { ref: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "ref" in value;
}

/** A file in pages/_shared/: one block, plus the "$schema" line that lets editors check it. */
export function sharedBlockFileSchema(ctx: SchemaContext) {
  const $schema = describe(z.string().optional(), "Points the editor at the shared-block schema, for hints and checks. Keep as it is.");
  const members = BLOCK_TYPES.map((type: BlockType) => {
    const block = blockTypeSchema(type, ctx);
    // extend() starts a fresh schema, so the block's title and description are carried over by hand.
    return block.extend({ $schema }).meta(z.globalRegistry.get(block) ?? {});
  }) as unknown as [
    ReturnType<typeof blockTypeSchema<BlockType>>,
    ...ReturnType<typeof blockTypeSchema<BlockType>>[],
  ];
  return z.discriminatedUnion("type", members).meta({
    description: "A shared block (pages/_shared/<name>.json): one block, shown on every page whose \"blocks\" list has { \"ref\": \"shared/<name>\" }.",
  });
}
