/** A legal page (privacy, terms, cookies): a hero and numbered sections, with today's date as "last updated". */
import type { TemplateContext } from "./context";
import { pageHead, pageTitle, todo } from "./context";

export function legalTemplate(ctx: TemplateContext) {
  return {
    ...pageHead(
      ctx,
      pageTitle(ctx.name, ctx.practice),
      todo(`one or two sentences saying what this ${ctx.name.toLowerCase()} covers, for search results (70 to 160 characters).`),
    ),
    blocks: [
      { type: "hero", heading: ctx.name, text: [todo(`a sentence introducing the ${ctx.name.toLowerCase()}.`)] },
      {
        type: "richText",
        showLastUpdated: true,
        sections: [
          { heading: `1. ${todo("the first section's heading")}`, body: [todo("a paragraph.")] },
          { heading: `2. ${todo("the next section's heading")}`, body: [todo("a paragraph."), { list: [todo("a point"), todo("another point")] }] },
          { heading: `3. ${todo("how to contact us about this")}`, body: [todo("a paragraph.")] },
        ],
      },
    ],
  };
}
