/**
 * A form block's rules that no JSON Schema can state, so VS Code cannot underline them: the validator
 * alone reports them (engine/schema/blocks/form.ts applies them only when it checks with cross-checks).
 * Each message is the whole reason, in the validator's words; the place is added in front of it.
 */
import type { z } from "zod";

/** Names the engine sends beside the fields (engine/forms/contract.ts): a field cannot take one. */
export const RESERVED_FIELD_NAMES: Record<string, string> = {
  formType: "it carries the form's name",
  website: "it is the hidden field that catches robots",
  elapsedMs: "it carries how long the form was open, which catches robots",
};

interface FieldLike {
  name?: unknown;
  kind?: unknown;
  options?: unknown;
  services?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
}

export function formRules(block: { fields?: unknown }, ctx: z.RefinementCtx): void {
  const fields = Array.isArray(block.fields) ? (block.fields as FieldLike[]) : [];
  const firstWithName = new Map<string, number>();
  fields.forEach((field, i) => {
    const at = (...rest: (string | number)[]) => ["fields", i, ...rest];
    if (typeof field.name === "string") {
      const earlier = firstWithName.get(field.name);
      if (earlier === undefined) firstWithName.set(field.name, i);
      else
        ctx.addIssue({
          code: "custom",
          path: at("name"),
          message: `field ${earlier + 1} is already named "${field.name}"; each field needs a name of its own, as the receivers file what is sent under it`,
        });
      const reserved = RESERVED_FIELD_NAMES[field.name];
      if (reserved) ctx.addIssue({ code: "custom", path: at("name"), message: `"${field.name}" is a name the engine sends itself (${reserved}); choose another name` });
    }
    if (field.kind === "select") {
      if (field.options === undefined && field.services === undefined)
        ctx.addIssue({ code: "custom", path: at(), message: 'this list has nothing to choose from: add "options" (a list of texts) or "services" ("all", or a list of keys from the services catalogue)' });
      if (field.options !== undefined && field.services !== undefined)
        ctx.addIssue({ code: "custom", path: at("services"), message: 'a list takes its choices from "options" or from "services", not both: delete one of them' });
    }
    if (typeof field.minLength === "number" && typeof field.maxLength === "number" && field.minLength > field.maxLength)
      ctx.addIssue({ code: "custom", path: at("minLength"), message: `the fewest characters (${field.minLength}) is more than the most (maxLength, ${field.maxLength}), so nothing could be sent` });
  });
}
