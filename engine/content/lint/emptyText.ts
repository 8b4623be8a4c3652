/**
 * No empty paragraphs or texts: a text with no words shows as a gap. Team
 * biographies are the exception: an empty paragraph there is allowed (the
 * renderer skips it), so staff can keep a placeholder slot in a bio.
 */
import type { LintRule } from "./types";
import { blocksAsWritten, findingInBlock } from "./locate";
import { proseStrings } from "./texts";

/** Nothing but spaces, dots, dashes and similar marks. */
const NO_WORDS = /^[\s.,;:!?·•…\-–—_*'"]*$/u;

export const emptyText: LintRule = {
  name: "empty-text",
  check: (input) =>
    blocksAsWritten(input).flatMap((site) =>
      proseStrings(site.block).flatMap(({ path, field, text }) => {
        if (!NO_WORDS.test(text)) return [];
        if (field === "bio" && text.trim() === "") return [];
        const shown = text.trim() ? ` ("${text.trim()}")` : "";
        return [findingInBlock(site, path, `this text has no words${shown}; write it, or remove the entry`)];
      }),
    ),
};
