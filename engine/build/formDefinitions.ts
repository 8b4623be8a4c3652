/**
 * Publishes each form's definition as dist/forms/<name>.json: the production receiver (the Apps Script,
 * engine/forms/apps-script/Code.gs) fetches it from the live site to know the form's fields, so adding a
 * field to a form in the content changes no code in any receiver.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidationResult } from "../content/validate";
import { formDefinitionsOf, FORMS_FOLDER, publishedDefinition } from "../forms/siteForms";

/** Writes every form's definition; returns their names. */
export function writeFormDefinitions(validation: Pick<ValidationResult, "site" | "pages">, distDir: string): string[] {
  const forms = formDefinitionsOf(validation);
  if (!forms.size) return [];
  const folder = join(distDir, FORMS_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const [name, definition] of forms) writeFileSync(join(folder, `${name}.json`), publishedDefinition(definition));
  return [...forms.keys()];
}
