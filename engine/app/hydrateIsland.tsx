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

let stylesAdopted = false;

/** Resolves once the island is hydrated (its effects have run), and marks it data-hydrated. */
export async function hydrateIsland(island: HTMLElement, data: IslandData): Promise<void> {
  const index = Number(island.dataset.island);
  const block = data.blocks[index];
  if (!block) throw new Error(`The page has no data for its island ${index}.`);
  if (!stylesAdopted) {
    adoptServerStyles();
    stylesAdopted = true;
  }
  // Loaded before hydration starts, so it never suspends.
  await preloadRenderers([block.type]);
  await new Promise<void>((resolve) => {
    hydrateRoot(island, <IslandTree site={site} block={block} index={index} source={data.file} onReady={resolve} />, {
      identifierPrefix: islandIdPrefix(index),
    });
  });
  island.dataset.hydrated = "true";
}
