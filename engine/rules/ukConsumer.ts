/**
 * UK consumer law for any business's website, as rules any site may declare ("uk-consumer"; the UK dental set
 * includes them). Since 6 April 2025 the Digital Markets, Competition and Consumers Act 2024 bans publishing
 * reviews in a misleading way, such as hiding where they come from; the CMA's guidance (CMA208) asks a business to
 * show reviews with their source and date. The reviews block offers no filter by rating, so none is checked here.
 */
import type { Rule, RuleHit, RuleSet } from "./types";
import { blocksAsWritten } from "../content/lint/locate";

const CMA_FAKE_REVIEWS = "https://www.gov.uk/government/publications/fake-reviews-cma208";

/** Each review shown says where and when it was written (stand-in reviews are left to the stand-in notices: they are never published). */
export const reviewSourceAndDate: Rule = {
  id: "review-source-date",
  level: "warning",
  guidance: CMA_FAKE_REVIEWS,
  reach: "page",
  check: (input) =>
    blocksAsWritten(input).flatMap((site) => {
      if (site.block.type !== "reviews") return [];
      return site.block.items.flatMap((review, i): RuleHit[] => {
        if (review.placeholder) return [];
        const missing = [!review.source && "where it was written (its source)", !review.date && "when (its date)"].filter((words): words is string => !!words);
        if (!missing.length) return [];
        return [{
          file: site.file, document: site.document, sharedBlock: site.sharedBlock,
          path: [...site.prefix, "items", i, review.source ? "date" : "source"],
          reason: `${review.name}'s review does not say ${missing.join(" or ")}: consumer law bans showing reviews in a misleading way, and a review without its source and date cannot be checked. Give both`,
        }];
      });
    }),
};

export const CONSUMER_RULES: readonly Rule[] = [reviewSourceAndDate];

export const ukConsumer: RuleSet = {
  id: "uk-consumer",
  title: "UK consumer law (reviews shown with their source and date)",
  rules: CONSUMER_RULES,
  asks: [
    { blockType: "reviews", path: ["items", "source"], words: "Needed for every review shown: consumer law asks that visitors can see where a review was written." },
    { blockType: "reviews", path: ["items", "date"], words: "Needed for every review shown: consumer law asks that visitors can see when a review was written." },
  ],
};
