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
 * trees of their own (engine/app/entry-server.tsx), as the browser hydrates them, and placed here.
 */
export const IslandHtml = createContext<ReadonlyMap<number, string>>(new Map());

export function BlockList({ blocks, source }: { blocks: Block[]; source: string }) {
  const islands = useContext(IslandHtml);
  return (
    <>
      {blocks.map((block, index) => {
        const wake = islandWake(block);
        if (wake) return <div key={index} className="island" data-island={index} data-wake={wake} dangerouslySetInnerHTML={{ __html: islands.get(index) ?? "" }} />;
        return (
          <BlockBoundary key={index} source={source} index={index} type={block.type}>
            <RenderBlock block={block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
