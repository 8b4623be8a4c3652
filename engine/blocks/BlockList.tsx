import { use, type ComponentType } from "react";
import type { Block } from "../schema/blocks";
import { loadedRenderer, loadRenderer } from "./registry";
import { BlockBoundary } from "./BlockBoundary";

/** The one place where a block's type picks its renderer. */
export function RenderBlock({ block }: { block: Block }) {
  // Normally preloaded; if not, suspend until the renderer's chunk arrives.
  if (!loadedRenderer(block.type)) use(loadRenderer(block.type));
  const Renderer = loadedRenderer(block.type) as ComponentType<{ block: Block }>;
  return <Renderer block={block} />;
}

export function BlockList({ blocks, source }: { blocks: Block[]; source: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockBoundary key={index} source={source} index={index} type={block.type}>
          <RenderBlock block={block} />
        </BlockBoundary>
      ))}
    </>
  );
}
