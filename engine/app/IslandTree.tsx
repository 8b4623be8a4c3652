/**
 * One island: a block that needs scripts, as its own React tree. The server renders it on its own
 * (engine/app/entry-server.tsx) and the browser hydrates it on its own (engine/app/hydrateIsland.tsx),
 * both with the same tree and id prefix, so the two agree.
 */
import { useEffect } from "react";
import type { Block } from "../schema/blocks";
import type { SiteConfig } from "../schema/site";
import { AppShell } from "./App";
import { BlockBoundary } from "../blocks/BlockBoundary";
import { RenderBlock } from "../blocks/BlockList";

export interface IslandProps {
  site: SiteConfig;
  block: Block;
  index: number;
  /** The page file, named if the block fails. */
  source: string;
  /** Called once the browser has hydrated it. */
  onReady?: () => void;
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function IslandTree({ site, block, index, source, onReady }: IslandProps) {
  return (
    <AppShell site={site} withBaseStyles={false}>
      <BlockBoundary source={source} index={index} type={block.type}>
        <RenderBlock block={block} />
      </BlockBoundary>
      <Ready onReady={onReady} />
    </AppShell>
  );
}
