/** The page templates npm run new-page offers. Each returns a page that validates as it is, with TODO texts to replace. */
import type { TemplateContext } from "./context";
import { treatmentTemplate } from "./treatment";
import { infoTemplate } from "./info";
import { legalTemplate } from "./legal";

export const TEMPLATES = {
  treatment: { make: treatmentTemplate, summary: "a treatment page: hero, introduction, benefits, FAQ, treatments strip, closing box" },
  info: { make: infoTemplate, summary: "an information page: hero, headed sections of text, closing box" },
  legal: { make: legalTemplate, summary: "a legal page (privacy, terms, cookies): hero and numbered sections with 'Last updated'" },
} as const satisfies Record<string, { make: (ctx: TemplateContext) => object; summary: string }>;

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

export function isTemplateName(name: string): name is TemplateName {
  return name in TEMPLATES;
}
