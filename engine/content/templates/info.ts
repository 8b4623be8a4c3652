/** An information page: a hero, headed sections of text, and a closing box. */
import type { TemplateContext } from "./context";
import { pageHead, pageTitle, todo } from "./context";

export function infoTemplate(ctx: TemplateContext) {
  return {
    ...pageHead(
      ctx,
      pageTitle(ctx.name, ctx.practice),
      todo(`one or two sentences about this page for search results (70 to 160 characters).`),
    ),
    blocks: [
      { type: "hero", heading: ctx.name, text: [todo("a sentence that says what this page is for.")] },
      {
        type: "richText",
        sections: [
          { heading: todo("the first section's heading"), body: [todo("a paragraph."), { list: [todo("a point"), todo("another point")] }] },
          { heading: todo("the next section's heading"), body: [todo("a paragraph.")] },
        ],
      },
      {
        type: "cta",
        heading: "Any questions?",
        text: todo("a sentence inviting the visitor to get in touch."),
        actions: [
          { kind: "internal", to: ctx.contactRoute, label: "Contact Us" },
          { kind: "booking", label: "Book An Appointment", variant: "secondary" },
        ],
      },
    ],
  };
}
