/**
 * The icons below a page's first screen, drawn from one cached file rather than the page's own sprite (issue 51:
 * the mean page's weight; the sprite was about 0.5 KB gzipped of it).
 *
 * The build publishes once, as assets/icons-<hash>.svg (kept a year, like every file of assets/; named by its
 * content, so another set of icons or a changed drawing gets a new name), the icons the site's pages name below
 * their first screen: those their content names in the blocks after the first ones, and those these blocks draw
 * on their own (iconNamesOf). Nothing else: a site is not sent the icons of another trade. The set is a function of
 * every page's content, so the build counts it in each page's fingerprint (engine/build/prerender.ts): a change
 * that adds or drops one redraws every page, as a change of the site's config does.
 *
 * A page's icons on its first screen (the header and the first blocks, as engine/build/firstScreenStyles.ts decides
 * it for the rules) stay in the page's sprite, so the first paint draws them as before; the others that the file
 * holds use it (<use href="/assets/icons-….svg#icon-…">), which the browser asks for once and keeps. An icon the
 * file does not hold (a control's chevron in a block further down) stays in the sprite, so every icon is drawn
 * whatever the page. An icon keeps its size while the file is on its way: the <svg> states its width and height,
 * so nothing moves when it arrives.
 *
 * Islands keep their icons in the sprite: React draws them again in the browser, where an icon is a reference to
 * the page's sprite (a carousel's play button after a pause), and hydration expects the markup it would draw.
 */
import type { Block } from "../schema/blocks";
import type { AnyIconName } from "../ui/icons";
import { ALL_ICON_NAMES, drawnSymbol, iconSprite, iconsOfPage } from "./iconDrawings";
import { firstScreenEnd } from "./firstScreenStyles";
import { ISLAND, divEnd } from "./componentIds";
import { contentHash } from "./sharedStyles";

export interface IconFile {
  /** Where the file is published, under dist/ (assets/icons-<hash>.svg). */
  file: string;
  svg: string;
  /** The icons it holds, sorted. */
  names: readonly AnyIconName[];
}

/** The last file drawn: every page of a build asks for the same one. */
let drawn: IconFile | undefined;

/** The file of the icons `names` (none: no file, every icon stays in the pages' sprites). */
export function iconFile(names: readonly AnyIconName[]): IconFile | undefined {
  if (!names.length) return undefined;
  const sorted = [...new Set(names)].sort();
  if (drawn && drawn.names.join() === sorted.join()) return drawn;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${sorted.map(drawnSymbol).join("")}</svg>\n`;
  return (drawn = { file: `assets/icons-${contentHash(svg)}.svg`, svg, names: sorted });
}

/** An icon's reference to the page's sprite, as engine/ui/icons.tsx draws it (iconSymbolId: "icon-" and its name). */
const LOCAL_REFERENCE = /href="#(icon-([\w-]+))"/g;

/**
 * A page's markup (`html`, the page inside #root) with the icons below its first screen and outside islands that
 * the file at `href` holds (`inFile`) drawn from it, and the page's sprite of the icons left in it: those of the
 * first screen and of islands, those islands show once they run, those the file does not hold, and any icon
 * further down that one of those already brings (a reference to the page's own sprite costs fewer bytes than one
 * to the file).
 */
export function withIconsFromFile(html: string, href: string, inFile: ReadonlySet<AnyIconName>, islandBlocks: readonly Block[]): { html: string; sprite: string } {
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
  const fromFile = (part: string) =>
    part.replace(LOCAL_REFERENCE, (reference, id: string, name: string) => {
      if (inSprite.has(name as AnyIconName) || !inFile.has(name as AnyIconName)) return reference;
      return `href="${href}#${id}"`;
    });
  let out = kept[0]!;
  between.forEach((part, at) => (out += fromFile(part) + (kept[at + 1] ?? "")));
  // The icons that stayed local below the first screen (not in the file) are in the sprite too.
  for (const part of between) {
    for (const [, , name] of part.matchAll(LOCAL_REFERENCE)) if (ALL_ICON_NAMES.has(name as AnyIconName) && !inFile.has(name as AnyIconName)) inSprite.add(name as AnyIconName);
  }
  return { html: out, sprite: iconSprite([...inSprite].sort()) };
}
