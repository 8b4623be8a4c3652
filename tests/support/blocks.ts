/** Block data for component tests, parsed by the real schema so defaults are filled in as on a built page. */
import { BLOCK_SCHEMAS, type BlockOf, type BlockType } from "../../engine/schema/blocks";

export function parseBlock<T extends BlockType>(type: T, input: Record<string, unknown>): BlockOf<T> {
  return BLOCK_SCHEMAS[type]({}).parse({ type, ...input }) as BlockOf<T>;
}

/** Makes matchMedia answer `matches` for queries containing `needle` (e.g. "reduce"), false otherwise. */
export function mockMatchMedia(needle: string) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes(needle), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
