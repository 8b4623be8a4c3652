/**
 * The block union. To add a block type: write its schema file here, add it to
 * BLOCK_SCHEMAS, then add its renderer to engine/blocks/registry.ts (the
 * compiler refuses the build until you do).
 */
import { z } from "zod";
import type { SchemaContext } from "../common";
import { heroBlock } from "./hero";
import { imageTextBlock } from "./imageText";
import { benefitsBlock } from "./benefits";
import { statsBlock } from "./stats";
import { faqBlock } from "./faq";
import { servicesStripBlock } from "./servicesStrip";
import { servicesGridBlock } from "./servicesGrid";
import { ctaBlock } from "./cta";
import { richTextBlock } from "./richText";
import { reviewsBlock } from "./reviews";
import { carouselBlock } from "./carousel";
import { videoBlock } from "./video";
import { beforeAfterBlock } from "./beforeAfter";
import { contactCardsBlock } from "./contactCards";
import { openingHoursBlock } from "./openingHours";
import { findUsBlock } from "./findUs";
import { downloadsBlock } from "./downloads";
import { appLinksBlock } from "./appLinks";
import { referralCardsBlock } from "./referralCards";
import { popupBlock } from "./popup";
import { linkListBlock } from "./linkList";
import { priceTableBlock } from "./priceTable";
import { teamGridBlock } from "./teamGrid";
import { formBlock } from "./form";
import { notFoundBlock } from "./notFound";
import { formsPrivacyBlock } from "./formsPrivacy";
import { chargesInForceBlock } from "./chargesInForce";
import { BLOCK_TITLES } from "./titles";

export const BLOCK_SCHEMAS = {
  hero: heroBlock,
  imageText: imageTextBlock,
  benefits: benefitsBlock,
  stats: statsBlock,
  faq: faqBlock,
  servicesStrip: servicesStripBlock,
  servicesGrid: servicesGridBlock,
  cta: ctaBlock,
  richText: richTextBlock,
  reviews: reviewsBlock,
  carousel: carouselBlock,
  video: videoBlock,
  beforeAfter: beforeAfterBlock,
  contactCards: contactCardsBlock,
  openingHours: openingHoursBlock,
  downloads: downloadsBlock,
  appLinks: appLinksBlock,
  referralCards: referralCardsBlock,
  popup: popupBlock,
  linkList: linkListBlock,
  priceTable: priceTableBlock,
  teamGrid: teamGridBlock,
  form: formBlock,
  notFound: notFoundBlock,
  formsPrivacy: formsPrivacyBlock,
  chargesInForce: chargesInForceBlock,
  findUs: findUsBlock,
} as const;

type Factories = typeof BLOCK_SCHEMAS;
export type BlockType = keyof Factories;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

/** Each block type's data, as renderers receive it (defaults filled in). */
export type BlockOf<T extends BlockType> = z.output<ReturnType<Factories[T]>>;
export type Block = { [T in BlockType]: BlockOf<T> }[BlockType];

// Every block type has a plain-English title (a missing one is a compile error).
const titles: Record<BlockType, string> = BLOCK_TITLES;

/** One block type's schema, titled for editors (the title joins the description each block file gives). */
export function blockTypeSchema<T extends BlockType>(type: T, ctx: SchemaContext): ReturnType<Factories[T]> {
  return BLOCK_SCHEMAS[type](ctx).meta({ title: titles[type] }) as ReturnType<Factories[T]>;
}

/** `types`: the kinds it accepts, all by default (a page's check may build only those the page uses: validate/index.ts). */
export function blockSchema(ctx: SchemaContext, types: readonly BlockType[] = BLOCK_TYPES) {
  const members = types.map((type) => blockTypeSchema(type, ctx)) as unknown as [
    ReturnType<Factories[BlockType]>,
    ...ReturnType<Factories[BlockType]>[],
  ];
  return z.discriminatedUnion("type", members).meta({
    description: "A block of the page. \"type\" says which kind; each kind has its own fields.",
  });
}
