/** A page has exactly one main heading (h1): its hero block, or the not-found block on the 404 page. */
import type { LintRule } from "./types";
import { findingAt } from "./locate";

export const MAIN_HEADING_BLOCKS = new Set(["hero", "notFound"]);

export const mainHeading: LintRule = {
  name: "one-main-heading",
  check: ({ pages }) =>
    pages.flatMap(({ file, page }) => {
      const indexes = page.blocks.flatMap((block, index) => (MAIN_HEADING_BLOCKS.has(block.type) ? [index] : []));
      if (indexes.length === 0) {
        return [findingAt(file, page, ["blocks"], "this page has no main heading; start it with a hero block, whose heading is the page's title on screen")];
      }
      return indexes.slice(1).map((index) =>
        findingAt(file, page, ["blocks", index], "a page has one main heading, and this is a second one; use an imageText block for a second banner"),
      );
    }),
};
