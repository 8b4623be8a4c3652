/** Which fields of a form collect personal details: read by the validator's consent notice and the privacy rules alike. */
import type { FormField } from "../schema/blocks/form";

const NAME_AUTOCOMPLETE = /^(name|given-name|additional-name|family-name|nickname|honorific-prefix|honorific-suffix)$/;

/** The field's label if it collects personal details (an e-mail address, a phone number or a name), else undefined. */
export function personalDetail(field: FormField): string | undefined {
  if (field.kind === "email" || field.kind === "tel") return field.label;
  const nameLike = /name/i.test(field.name) || NAME_AUTOCOMPLETE.test(("autocomplete" in field && field.autocomplete) || "");
  return field.kind === "text" && nameLike ? field.label : undefined;
}
