/**
 * The forms a site has: every form block on its pages, by name, as its receivers see it. The build
 * publishes them (dist/forms/<name>.json, read by the Apps Script receiver) and the local collector
 * checks submissions against them, so a field added in the content reaches both with no code change.
 */
import type { SiteConfig } from "../schema/site";
import type { Block } from "../schema/blocks";
import type { ReceiverDefinition } from "./contract";
import { receiverDefinition } from "./definition";
import { mayHoldBlock } from "../content/validate/lazyPages";

/** Where a form's definition is published, from the site's root: <site url>/forms/<name>.json. */
export const FORMS_FOLDER = "forms";

interface SiteContent {
  site?: SiteConfig;
  pages: readonly { page: { blocks: readonly Block[] } }[];
}

/**
 * Each form once, by name, in the order pages first show them. Two blocks with one name are one form:
 * the validator refuses them unless their definitions agree (engine/content/validate/forms.ts).
 */
export function formDefinitionsOf(content: SiteContent): Map<string, ReceiverDefinition> {
  const forms = new Map<string, ReceiverDefinition>();
  if (!content.site) return forms;
  for (const { page } of content.pages) {
    // A page kept on disk without a form is passed over without reading its blocks (content/validate/lazyPages.ts).
    if (!mayHoldBlock(page, "form")) continue;
    for (const block of page.blocks) {
      if (block.type === "form" && !forms.has(block.name)) forms.set(block.name, receiverDefinition(block, content.site));
    }
  }
  return forms;
}

/** The published file of one form: its definition, readable by a person too. */
export function publishedDefinition(definition: ReceiverDefinition): string {
  return JSON.stringify(definition, null, 2) + "\n";
}
