/**
 * Blocks drawn beside the frame for the shared style file (engine/build/sharedStyles.ts): the blocks most pages
 * carry, in the forms they are commonly written, so that their rules are published once in the long-cached file
 * rather than inline in every page. Written here, not taken from the site's pages, so the file stays a function
 * of the engine and the site's config: a change to one page never renames the file (and so never rewrites every
 * page). A page whose blocks are drawn differently keeps its own rules inline, as before; nothing here is shown.
 */
const sentence = "A short sentence.";
const picture = { src: "/images/sample.svg", alt: "A sample" };

export const SAMPLE_BLOCKS: readonly Record<string, unknown>[] = [
  {
    type: "hero",
    eyebrow: "Care",
    heading: "Heading",
    text: [sentence],
    actions: [
      { kind: "internal", to: "/", label: "Call", variant: "secondary", icon: "phone" },
      { kind: "booking", label: "Book", variant: "primary", icon: "calendar" },
    ],
    highlights: [],
    details: [],
  },
  {
    type: "imageText",
    heading: "Heading",
    paragraphs: [sentence],
    list: [sentence, sentence],
    image: picture,
    imageSide: "right",
    actions: [],
  },
  {
    type: "imageText",
    heading: "Heading",
    paragraphs: [sentence],
    image: picture,
    imageSide: "left",
    actions: [],
  },
  {
    type: "benefits",
    heading: "Heading",
    items: [
      { icon: "smile", title: "Point", text: sentence },
      { icon: "shield", title: "Point", text: sentence },
    ],
  },
  {
    type: "faq",
    heading: "Heading",
    items: [
      { question: "A question?", answer: sentence },
      { question: "A question?", answer: sentence },
    ],
  },
  { type: "servicesStrip", heading: "Heading", allTreatments: "/" },
  {
    type: "cta",
    heading: "Heading",
    text: sentence,
    actions: [
      { kind: "booking", label: "Book", variant: "primary", icon: "calendar" },
      { kind: "internal", to: "/", label: "Home", variant: "outline" },
      { kind: "internal", to: "/", label: "Call", variant: "secondary" },
    ],
  },
];
