/**
 * Headings go down one level at a time (h1, then h2, then h3), which is how
 * screen-reader users skim a page. The levels below mirror what the renderers
 * in engine/blocks draw; keep them in step when a renderer changes.
 */
import type { Block } from "../../schema/blocks";
import type { LintRule } from "./types";
import { findingAt } from "./locate";
import { MAIN_HEADING_BLOCKS } from "./mainHeading";

/** The heading levels a block draws, in order. */
export function headingLevels(block: Block): number[] {
  const own = "heading" in block && block.heading ? [2] : [];
  switch (block.type) {
    case "hero":
    case "notFound":
      return [1];
    case "popup":
      return []; // a dialog: its heading starts an outline of its own
    case "richText": {
      const sections = block.sections.filter((section) => section.heading).map(() => (block.heading ? 3 : 2));
      return [...own, ...sections];
    }
    case "benefits":
      return [2, ...block.items.map(() => 3)];
    case "faq":
      return [2, ...block.items.map(() => 3)];
    case "appLinks":
      return [2, ...block.apps.map(() => 3)];
    case "contactCards":
      return [2, ...block.cards.map(() => 3)];
    case "findUs":
      return [2, 3];
    case "downloads":
      return [2, ...block.items.map(() => 3)];
    case "referralCards":
      return [2, ...block.items.map(() => 3)];
    case "servicesGrid":
      return [2, ...(block.categories ?? ["all"]).map(() => 3)];
    default:
      return own;
  }
}

export const headingOrder: LintRule = {
  name: "heading-levels",
  check: ({ pages }) =>
    pages.flatMap(({ file, page }) => {
      // Without a main heading at all, one-main-heading says what to do; this rule would only repeat it.
      if (!page.blocks.some((block) => MAIN_HEADING_BLOCKS.has(block.type))) return [];
      let previous = 0;
      const findings = [];
      for (const [index, block] of page.blocks.entries()) {
        const levels = headingLevels(block);
        const skip = levels.find((level, i) => level > (i === 0 ? previous : levels[i - 1]!) + 1);
        if (skip !== undefined) {
          const reason = previous === 0
            ? "this block's heading comes before the page's main heading; move the hero block to the top of the page"
            : `a heading here skips from level ${previous} to level ${skip}; give the block a heading, or move it under one`;
          findings.push(findingAt(file, page, ["blocks", index], reason));
        }
        if (levels.length) previous = levels[levels.length - 1]!;
      }
      return findings;
    }),
};
