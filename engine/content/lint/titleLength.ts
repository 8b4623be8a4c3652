/** Search results show about 60 characters of a title; under 30 says too little to stand out. */
import type { LintRule } from "./types";
import { findingAt } from "./locate";

export const TITLE_LENGTH = { min: 30, max: 60 } as const;

export const titleLength: LintRule = {
  name: "title-length",
  check: ({ pages }) =>
    pages.flatMap(({ file, page }) => {
      const length = [...page.title].length;
      if (length >= TITLE_LENGTH.min && length <= TITLE_LENGTH.max) return [];
      const advice = length < TITLE_LENGTH.min ? "say a little more" : "shorten it, or search results will cut it off";
      return [findingAt(file, page, ["title"], `the title is ${length} characters long; keep it between ${TITLE_LENGTH.min} and ${TITLE_LENGTH.max} (${advice})`)];
    }),
};
