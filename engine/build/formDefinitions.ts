/**
 * Publishes each form's definition as dist/forms/<name>.json: the production receiver (the Apps Script,
 * engine/forms/apps-script/Code.gs) fetches it from the live site to know the form's fields, so adding a
 * field to a form in the content changes no code in any receiver.
 */
import type { ValidationResult } from "../content/validate";
import type { OutputTree } from "./output";
import { formDefinitionsOf, FORMS_FOLDER, publishedDefinition } from "../forms/siteForms";

/** Writes every form's definition; returns their names. */
export function writeFormDefinitions(validation: Pick<ValidationResult, "site" | "pages">, out: OutputTree): string[] {
  const forms = formDefinitionsOf(validation);
  for (const [name, definition] of forms) out.write(`${FORMS_FOLDER}/${name}.json`, publishedDefinition(definition));
  return [...forms.keys()];
}
