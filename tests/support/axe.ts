/** axe-core as the browser tests run it: the WCAG 2.2 AA rules and best practice, over the whole page. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * An AxeBuilder for the page with every block painted. Blocks far below the
 * screen are skipped by the browser until they near it (content-visibility:
 * auto), and axe, which reads colours from what is painted, would take the
 * page's white for their background. Painting them changes no colour.
 */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  return new AxeBuilder({ page }).withTags(TAGS);
}
