/** A treatment page, as the spec lays them out: hero, introduction, benefits, FAQ, treatments strip, closing box. */
import type { TemplateContext } from "./context";
import { pageHead, pageTitle, todo } from "./context";

export function treatmentTemplate(ctx: TemplateContext) {
  const closing = ctx.hasSharedClosingCta
    ? { ref: "shared/closing-cta" }
    : {
        type: "cta",
        heading: "Ready to Transform Your Smile?",
        actions: [
          { kind: "booking", label: "Book Free Consultation" },
          { kind: "internal", to: "/", label: "Back to Home", variant: "outline" },
        ],
      };
  // "Teeth Straightening in Bedworth": the words patients search for.
  const heading = ctx.town ? `${ctx.name} in ${ctx.town}` : ctx.name;
  return {
    ...pageHead(
      ctx,
      pageTitle([heading, ctx.name], ctx.practice),
      todo(`one or two sentences about ${ctx.name} for search results (70 to 160 characters).`),
    ),
    blocks: [
      {
        type: "hero",
        // The other treatment pages of its category show the same line ("General dentistry").
        eyebrow: ctx.categoryEyebrow ?? todo("a short line above the heading, such as the group of treatments it belongs to"),
        heading,
        text: [todo("one or two sentences that tell a patient what this treatment does for them.")],
        actions: [
          { kind: "internal", to: ctx.contactRoute, label: "Request a Callback" },
          { kind: "booking", label: "Book Free Consultation", variant: "secondary" },
        ],
      },
      {
        type: "imageText",
        heading: todo("the introduction's heading, e.g. the question a visitor asks first"),
        paragraphs: [todo("explain the treatment in plain words."), todo("who it suits, and what to expect.")],
        image: { src: ctx.placeholderImage, alt: todo("describe the picture you choose (and change src to it).") },
      },
      {
        type: "benefits",
        heading: todo("the benefits' heading, e.g. Why patients choose it"),
        items: ["check", "smile", "shield", "clock"].map((icon) => ({ icon, title: todo("a benefit in a few words"), text: todo("a sentence explaining it.") })),
      },
      {
        type: "faq",
        heading: `${ctx.name}: your questions answered`,
        items: [1, 2, 3].map(() => ({ question: todo("a question patients ask?"), answer: todo("its answer.") })),
      },
      // Its own group's treatments: the strip shows 8 at most (engine/ui/catalogue.ts).
      { type: "servicesStrip", heading: "Explore our other treatments", ...(ctx.category ? { category: ctx.category } : {}) },
      closing,
    ],
  };
}
