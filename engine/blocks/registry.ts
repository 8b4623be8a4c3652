/**
 * Block type -> renderer. Each renderer is its own file, engine/blocks/<type>.tsx
 * (the same name as its schema in engine/schema/blocks/), with a default export,
 * and its own chunk: a page downloads only the renderers it uses. The mapped
 * type makes a block type without a renderer (or with the wrong props) a compile error.
 */
import type { ComponentType } from "react";
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
  formsPrivacy: () => import("./formsPrivacy"),
  chargesInForce: () => import("./chargesInForce"),
  findUs: () => import("./findUs"),
};

const loaded = new Map<BlockType, ComponentType<{ block: never }>>();
const loading = new Map<BlockType, Promise<void>>();

/** Loads one renderer once; later calls share the same promise. */
export function loadRenderer(type: BlockType): Promise<void> {
  let promise = loading.get(type);
  if (!promise) {
    promise = loaders[type]().then((module) => {
      loaded.set(type, module.default as ComponentType<{ block: never }>);
    });
    loading.set(type, promise);
  }
  return promise;
}

/**
 * Loads the renderers a page needs before it is shown: before the server
 * renders it, before the browser hydrates it, and before client navigation
 * reveals it. Rendering then never suspends, so no block flashes empty and the
 * server HTML needs no inline scripts.
 */
export function preloadRenderers(types: Iterable<BlockType>): Promise<unknown> {
  return Promise.all([...new Set(types)].map(loadRenderer));
}

/**
 * Loads every renderer, one after another in a fixed order (the build's renderer, before its first page): the
 * order modules are first run in numbers their styled components, which orders their rules in a page's styles,
 * so it must not depend on which pages a build draws or on which import finishes first.
 */
export async function loadAllRenderersInOrder(): Promise<void> {
  for (const type of Object.keys(loaders) as BlockType[]) await loadRenderer(type);
}

/** The renderer of a type if it is loaded already. */
export function loadedRenderer<T extends BlockType>(type: T): ComponentType<{ block: BlockOf<T> }> | undefined {
  return loaded.get(type) as ComponentType<{ block: BlockOf<T> }> | undefined;
}
