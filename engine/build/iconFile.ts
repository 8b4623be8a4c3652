/**
 * The icons below a page's first screen, drawn from one cached file rather than the page's own sprite (issue 51:
 * the mean page's weight; the sprite was about 0.5 KB gzipped of it).
 *
 * The build publishes every icon of the engine's set once, as assets/icons-<hash>.svg (kept a year, like every file
 * of assets/; named by its content, so a changed drawing gets a new name). A page's icons on its first screen (the
 * header and the first blocks, as engine/build/firstScreenStyles.ts decides it for the rules) stay in the page's
 * sprite, so the first paint draws them as before; the others use the file (<use href="/assets/icons-….svg#icon-…">),
 * which the browser asks for once and keeps. An icon keeps its size while the file is on its way: the <svg> states
 * its width and height, so nothing moves when it arrives.
 *
 * Islands keep their icons in the sprite: React draws them again in the browser, where an icon is a reference to
 * the page's sprite (a carousel's play button after a pause), and hydration expects the markup it would draw.
 */
import type { Block } from "../schema/blocks";
import { iconSymbolId, type AnyIconName } from "../ui/icons";
import { ALL_ICON_NAMES, drawnSymbol, iconSprite, iconsOfPage } from "./iconDrawings";
import { firstScreenEnd } from "./firstScreenStyles";
import { ISLAND, divEnd } from "./componentIds";
import { contentHash } from "./sharedStyles";

export interface IconFile {
  /** Where the file is published, under dist/ (assets/icons-<hash>.svg). */
  file: string;
  svg: string;
}

let drawn: IconFile | undefined;

/** The file of every icon of the engine's set: a function of the engine alone, so no page's change renames it. */
export function iconFile(): IconFile {
  if (drawn) return drawn;
  const names = [...ALL_ICON_NAMES].sort();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${names.map(drawnSymbol).join("")}</svg>\n`;
  return (drawn = { file: `assets/icons-${contentHash(svg)}.svg`, svg });
}

/** An icon's reference to the page's sprite, as engine/ui/icons.tsx draws it. */
const LOCAL_REFERENCE = new RegExp(`href="#(${iconSymbolId("" as AnyIconName)}([\\w-]+))"`, "g");

/**
 * A page's markup (`html`, the page inside #root) with the icons below its first screen and outside islands drawn
 * from the file at `href`, and the page's sprite of the icons left in it: those of the first screen and of islands,
 * those islands show once they run, and any icon further down that one of those already brings (a reference to
 * the page's own sprite costs fewer bytes than one to the file).
 */
export function withIconsFromFile(html: string, href: string, islandBlocks: readonly Block[]): { html: string; sprite: string } {
  // The first screen and the islands are kept as they are; the parts between them may use the file.
  const end = firstScreenEnd(html);
  const kept = [html.slice(0, end)];
  const between: string[] = [];
  let from = end;
  for (let island = html.indexOf(ISLAND, end); island >= 0; island = html.indexOf(ISLAND, from)) {
    const close = divEnd(html, island);
    between.push(html.slice(from, island));
    kept.push(html.slice(island, close));
    from = close;
  }
  between.push(html.slice(from));
  const inSprite = new Set(iconsOfPage(kept.join(""), islandBlocks));
  const fromFile = (part: string) => part.replace(LOCAL_REFERENCE, (reference, id: string, name: string) => (inSprite.has(name as AnyIconName) ? reference : `href="${href}#${id}"`));
  let out = kept[0]!;
  between.forEach((part, at) => (out += fromFile(part) + (kept[at + 1] ?? "")));
  return { html: out, sprite: iconSprite([...inSprite]) };
}
