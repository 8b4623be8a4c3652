import { createContext, use, useContext, type ComponentType } from "react";
import type { Block } from "../schema/blocks";
import { loadedRenderer, loadRenderer } from "./registry";
import { BlockBoundary } from "./BlockBoundary";
import { islandWake } from "./islands";

/** The one place where a block's type picks its renderer. */
export function RenderBlock({ block }: { block: Block }) {
  // Normally preloaded; if not, suspend until the renderer's chunk arrives.
  if (!loadedRenderer(block.type)) use(loadRenderer(block.type));
  const Renderer = loadedRenderer(block.type) as ComponentType<{ block: Block }>;
  return <Renderer block={block} />;
}

/**
 * The server's HTML of each island of the page being rendered, by block index: islands are rendered as
 * trees of their own (engine/app/renderTrees.tsx), as the browser hydrates them, and placed here.
 */
export const IslandHtml = createContext<ReadonlyMap<number, string>>(new Map());

/**
 * One block of a page in its place: an island as a wrapper holding the HTML React rendered for it on its own
 * (markup React made from the block, never text of the content), any other block drawn in place.
 */
export function PageBlock({ block, index, source }: { block: Block; index: number; source: string }) {
  const islands = useContext(IslandHtml);
  const wake = islandWake(block);
  if (wake) return <div className="island" data-island={index} data-wake={wake} dangerouslySetInnerHTML={{ __html: islands.get(index) ?? "" }} />;
  return (
    <BlockBoundary source={source} index={index} type={block.type}>
      <RenderBlock block={block} />
    </BlockBoundary>
  );
}

export function BlockList({ blocks, source }: { blocks: Block[]; source: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <PageBlock key={index} block={block} index={index} source={source} />
      ))}
    </>
  );
}
