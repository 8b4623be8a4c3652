/**
 * Hydrates one island: React, the styles runtime, the site's config and the block's renderer arrive
 * with the first island a page wakes (later ones reuse them). The island's tree and id prefix are the
 * server's (engine/app/IslandTree.tsx), so hydration finds exactly the HTML it would have made.
 */
import { hydrateRoot } from "react-dom/client";
import site from "virtual:site/config";
import { IslandTree } from "./IslandTree";
import type { IslandData } from "./islandData";
import { preloadRenderers } from "../blocks/registry";
import { islandIdPrefix } from "../blocks/islands";
import { adoptServerStyles } from "./serverStyles";

/** Once the shared style file is in (it lists the class names it holds), what the server's styles hold is adopted. */
let stylesAdopted: Promise<void> | undefined;

/**
 * Resolves once the island is hydrated (its effects have run), and marks it data-hydrated. `stylesLoaded` resolves
 * once the shared style file is in (engine/app/deferredStyles.ts, imported by the entry alone to keep it small).
 */
export async function hydrateIsland(island: HTMLElement, data: IslandData, stylesLoaded: Promise<void> = Promise.resolve()): Promise<void> {
  const index = Number(island.dataset.island);
  const block = data.blocks[index];
  if (!block) throw new Error(`The page has no data for its island ${index}.`);
  stylesAdopted ??= stylesLoaded.then(adoptServerStyles);
  await stylesAdopted;
  // Loaded before hydration starts, so it never suspends.
  await preloadRenderers([block.type]);
  await new Promise<void>((resolve) => {
    hydrateRoot(island, <IslandTree site={site} block={block} index={index} source={data.file} onReady={resolve} />, {
      identifierPrefix: islandIdPrefix(index),
    });
  });
  island.dataset.hydrated = "true";
}
