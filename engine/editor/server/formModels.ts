/**
 * The editor's form models (every field of every block, from the content schemas), made once per process and per
 * set of the site's declared rules: the same for every practice of a group's editor, where making them again for
 * each practice took most of its start (about 0.4 s of processor each) and a copy of them each in memory.
 * Shared read-only: nothing changes a model once made (withSiteExamples makes new ones).
 */
import { buildFormModels } from "../model/fromSchema";
import type { FormModels } from "../model/formModel";
import { withSiteExamples } from "../model/siteExamples";

let plain: FormModels | undefined;
const withRules = new Map<string, FormModels>();

export function formModelsFor(rules: unknown): FormModels {
  plain ??= buildFormModels();
  const key = JSON.stringify(rules ?? null);
  let models = withRules.get(key);
  if (!models) withRules.set(key, (models = withSiteExamples(plain, rules)));
  return models;
}
