/**
 * Block type -> renderer. Each renderer is its own file, engine/blocks/<type>.tsx
 * (the same name as its schema in engine/schema/blocks/), with a default export,
 * and its own chunk: a page downloads only the renderers it uses. The mapped
 * type makes a block type without a renderer a compile error.
 */
import { lazy, type ComponentType } from "react";
import type { BlockOf, BlockType } from "../schema/blocks";

type RendererModule<T extends BlockType> = { default: ComponentType<{ block: BlockOf<T> }> };
type Loaders = { [T in BlockType]: () => Promise<RendererModule<T>> };

const loaders: Loaders = {
  hero: () => import("./hero"),
  imageText: () => import("./imageText"),
  benefits: () => import("./benefits"),
  stats: () => import("./stats"),
  faq: () => import("./faq"),
  servicesStrip: () => import("./servicesStrip"),
  servicesGrid: () => import("./servicesGrid"),
  cta: () => import("./cta"),
  richText: () => import("./richText"),
  reviews: () => import("./reviews"),
  carousel: () => import("./carousel"),
  video: () => import("./video"),
  beforeAfter: () => import("./beforeAfter"),
  contactCards: () => import("./contactCards"),
  openingHours: () => import("./openingHours"),
  downloads: () => import("./downloads"),
  appLinks: () => import("./appLinks"),
  referralCards: () => import("./referralCards"),
  popup: () => import("./popup"),
  linkList: () => import("./linkList"),
  priceTable: () => import("./priceTable"),
  teamGrid: () => import("./teamGrid"),
  form: () => import("./form"),
  notFound: () => import("./notFound"),
};

export type Renderers = { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> };

export const renderers = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load as Parameters<typeof lazy>[0])]),
) as unknown as Renderers;

/** Loads the renderers a page needs before it is shown, so client navigation never flashes empty blocks. */
export function preloadRenderers(types: Iterable<BlockType>): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => loaders[type]()));
}
