/** How far each editorial rule looks, for the checks that keep each page's findings (cache.ts, and index.ts on disk). */
import type { PageEntry } from "../types";
import type { LintInput } from "./types";
import { blocksAsWritten } from "./locate";

/** How far a rule looks: one page (with the site's facts), one page and the price tables, or every page at once. */
export type Reach = "page" | "prices" | "all";
export const REACH: Record<string, Reach> = {
  "title-length": "page", "description-length": "page", "one-main-heading": "page", "heading-levels": "page", "image-alt": "page",
  "faq-question-mark": "page", "price-format": "page", "empty-text": "page", "phone-from-config": "page", "booking-from-config": "page",
  "hours-from-config": "page", "unfinished-text": "page", "prices-agree": "prices",
  // A rule not named here (a new one) is run over the whole site each time: slower, never wrong.
};

/** The price tables with where they are shown: when this text is the same, so is every price the rule knows. */
export function priceTablesAsText(input: LintInput): string {
  const tables = blocksAsWritten(input).filter((site) => site.block.type === "priceTable");
  return JSON.stringify(tables.map((site) => [site.file, site.block, pagesShowing(input, site.file).map((entry) => entry.route)]));
}

function pagesShowing(input: LintInput, file: string): PageEntry[] {
  const users = new Set(input.shared.find((entry) => entry.file === file)?.usedBy.map((use) => use.file) ?? [file]);
  return input.pages.filter((entry) => users.has(entry.file));
}

export function pagesWithPriceTables(input: LintInput): PageEntry[] {
  const files = new Set(blocksAsWritten(input).filter((site) => site.block.type === "priceTable").map((site) => site.file));
  return input.pages.filter((entry) => files.has(entry.file) || input.shared.some((shared) => files.has(shared.file) && shared.usedBy.some((use) => use.file === entry.file)));
}
