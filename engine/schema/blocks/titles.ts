/**
 * Each block type's name in plain English: the editor's hover title, the
 * content guide's headings, and the "block 4 (FAQ)" part of error messages.
 */
export const BLOCK_TITLES = {
  hero: "Hero",
  imageText: "Image and text",
  benefits: "Benefits",
  stats: "Key figures",
  faq: "FAQ",
  servicesStrip: "Services strip",
  servicesGrid: "Services grid",
  cta: "Call to action",
  richText: "Rich text",
  reviews: "Reviews",
  carousel: "Picture carousel",
  video: "Video",
  beforeAfter: "Before and after",
  contactCards: "Contact cards",
  openingHours: "Opening hours",
  downloads: "Downloads",
  appLinks: "App links",
  referralCards: "Referral cards",
  popup: "Popup offer",
  linkList: "Link list",
  priceTable: "Price table",
  teamGrid: "Team grid",
  form: "Form",
  notFound: "Not found",
  formsPrivacy: "What the forms do with your details",
  chargesInForce: "Charges in force",
  findUs: "Find us",
} as const;

export function blockTitle(type: string): string | undefined {
  return (BLOCK_TITLES as Record<string, string>)[type];
}
