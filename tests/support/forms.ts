/**
 * The engine tests' forms (tests/fixtures/forms/): a contact form and a feedback form worded as the
 * practice's are, and a third form, written in content alone, that uses every other kind of field. Read
 * through the real schema, as a page's form block is.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formDefinitionsOf } from "../../engine/forms/siteForms";
import type { ReceiverDefinition } from "../../engine/forms/contract";
import type { FormBlock } from "../../engine/schema/blocks/form";
import type { SiteConfig } from "../../engine/schema/site";
import { parseBlock } from "./blocks";
import { fixtureSite } from "./renderWithSite";

export const FIXTURE_FORMS = ["contact", "feedback", "new-patient"] as const;
export type FixtureFormName = (typeof FIXTURE_FORMS)[number];

const FORMS_DIR = join(import.meta.dirname, "..", "fixtures", "forms");

/** The form block as written (JSON), to put in a fixture site's page. */
export function fixtureFormJson(name: FixtureFormName): Record<string, any> {
  return JSON.parse(readFileSync(join(FORMS_DIR, `${name}.json`), "utf8"));
}

/** The form block as a renderer receives it. */
export function fixtureForm(name: FixtureFormName, change: (json: Record<string, any>) => void = () => {}): FormBlock {
  const json = fixtureFormJson(name);
  change(json);
  const { type: _type, ...rest } = json;
  return parseBlock("form", rest);
}

/** What the receivers check the three forms against, for a site (the component tests' by default). */
export function fixtureDefinitions(site: SiteConfig = fixtureSite()): Map<string, ReceiverDefinition> {
  return formDefinitionsOf({ site, pages: [{ page: { blocks: FIXTURE_FORMS.map((name) => fixtureForm(name)) } }] });
}
