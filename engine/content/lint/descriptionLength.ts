/** Search results show about 160 characters of a description; under 70 wastes the space. */
import type { LintRule } from "./types";
import { findingAt } from "./locate";

export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export const descriptionLength: LintRule = {
  name: "description-length",
  check: ({ pages }) =>
    pages.flatMap(({ file, page }) => {
      const length = [...page.description].length;
      if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max) return [];
      const advice = length < DESCRIPTION_LENGTH.min ? "add a sentence about what the page offers" : "shorten it, or search results will cut it off";
      return [findingAt(file, page, ["description"], `the description is ${length} characters long; keep it between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max} (${advice})`)];
    }),
};
