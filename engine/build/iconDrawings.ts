/**
 * The drawings of the engine's icons, and the sprite each page carries (see engine/ui/icons.tsx): one <symbol> per
 * icon the page shows, drawn once, which every place that shows it uses by reference. Only the build and the
 * editor's preview read this file, so the icon set can grow without adding to any page's scripts. Each name of
 * the set maps to a lucide icon file, whose module exports the icon's data.
 */
import type { LucideIconNode } from "lucide-react";
import { ICON_NAMES } from "../schema/iconNames";
import type { Block } from "../schema/blocks";
import { iconSymbolId, type AnyIconName, type ControlIconName } from "../ui/icons";
import { iconNamesOf } from "./iconNames";
import { escapeHtml } from "../seo/headTags";
import * as faceSlightlySmiling from "lucide-react/icons/face-slightly-smiling";
import * as sparkles from "lucide-react/icons/sparkles";
import * as shield from "lucide-react/icons/shield";
import * as heart from "lucide-react/icons/heart";
import * as clock from "lucide-react/icons/clock";
import * as calendar from "lucide-react/icons/calendar";
import * as phone from "lucide-react/icons/phone";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mail from "lucide-react/icons/mail";
import * as star from "lucide-react/icons/star";
import * as check from "lucide-react/icons/check";
import * as award from "lucide-react/icons/award";
import * as users from "lucide-react/icons/users";
import * as baby from "lucide-react/icons/baby";
import * as moon from "lucide-react/icons/moon";
import * as zap from "lucide-react/icons/zap";
import * as stethoscope from "lucide-react/icons/stethoscope";
import * as syringe from "lucide-react/icons/syringe";
import * as poundSterling from "lucide-react/icons/pound-sterling";
import * as creditCard from "lucide-react/icons/credit-card";
import * as fileText from "lucide-react/icons/file-text";
import * as download from "lucide-react/icons/download";
import * as info from "lucide-react/icons/info";
import * as triangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import * as buildingComplex from "lucide-react/icons/building-complex";
import * as microscope from "lucide-react/icons/microscope";
import * as monitor from "lucide-react/icons/monitor";
import * as scanLine from "lucide-react/icons/scan-line";
import * as thumbsUp from "lucide-react/icons/thumbs-up";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as menu from "lucide-react/icons/menu";
import * as x from "lucide-react/icons/x";
import * as pause from "lucide-react/icons/pause";
import * as play from "lucide-react/icons/play";

/** lucide's description of an icon: each SVG element's tag and attributes. */
export type IconDrawing = LucideIconNode[];

/**
 * The lucide icon module for each name. Each module exports its icon's data beside the component (lucide renames
 * icons now and then, and its type declarations name only the component: tests/unit/iconDrawings.test.ts checks
 * every name). Imported here, not from a page's code: only the build reads them.
 */
const LUCIDE_MODULES: Record<Exclude<AnyIconName, "tooth">, object> = {
  smile: faceSlightlySmiling, sparkles, shield, heart, clock, calendar,
  phone, "map-pin": mapPin, mail, star, check, award, users, baby,
  moon, zap, stethoscope, syringe, pound: poundSterling, "credit-card": creditCard,
  "file-text": fileText, download, info, alert: triangleExclamationPoint, building: buildingComplex,
  microscope, monitor, scan: scanLine, "thumbs-up": thumbsUp,
  "chevron-down": chevronDown, "chevron-left": chevronLeft, "chevron-right": chevronRight, menu, x, pause, play,
};

/** lucide has no tooth: the engine's own outline, on lucide's 24-unit grid in its stroke style. */
const TOOTH: IconDrawing = [
  ["path", { d: "M7 3c-2.5 0-4 2-4 4.5 0 2 .8 3.5 1.5 5 .7 1.6.8 3.5 1.2 5.3.3 1.5.8 3.2 2 3.2 1.5 0 1.6-2.6 2.1-4.2.4-1.2 1-1.8 2.2-1.8s1.8.6 2.2 1.8c.5 1.6.6 4.2 2.1 4.2 1.2 0 1.7-1.7 2-3.2.4-1.8.5-3.7 1.2-5.3.7-1.5 1.5-3 1.5-5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z", key: "tooth" }],
];

/** One icon's drawing (lucide's node list: each element's tag and attributes). */
export function iconDrawing(name: AnyIconName): IconDrawing {
  if (name === "tooth") return TOOTH;
  const node = (LUCIDE_MODULES[name] as { __iconData?: { node?: IconDrawing } }).__iconData?.node;
  if (!node?.length) throw new Error(`lucide-react has no icon data for the icon "${name}"`);
  return node;
}

/**
 * Icons a page shows only once its scripts run, so its HTML does not name them: the other state of a toggle
 * (a carousel's or the strip's play button, after a pause), and the pop-up's close button (none of the pop-up
 * is in the pre-rendered HTML; the icons its content names come with iconNamesOf).
 */
const OTHER_STATE: Partial<Record<AnyIconName, ControlIconName>> = { pause: "play", play: "pause" };
const SHOWN_ONCE_RUNNING: Partial<Record<Block["type"], ControlIconName[]>> = { popup: ["x"] };

/** Every icon of the engine's set: those content can name and those of its controls. */
export const ALL_ICON_NAMES: ReadonlySet<AnyIconName> = new Set([...ICON_NAMES, ...(Object.keys(LUCIDE_MODULES) as AnyIconName[])]);
const ALL_NAMES: ReadonlySet<string> = ALL_ICON_NAMES;
const SYMBOL_REFERENCE = `href="#${iconSymbolId("" as AnyIconName)}`;

/** The icons an HTML text shows: each <use href="#icon-…"> drawn by engine/ui/icons.tsx. */
export function iconsShownIn(html: string): AnyIconName[] {
  const found = new Set<AnyIconName>();
  for (let at = html.indexOf(SYMBOL_REFERENCE); at >= 0; at = html.indexOf(SYMBOL_REFERENCE, at + 1)) {
    const start = at + SYMBOL_REFERENCE.length;
    const name = html.slice(start, html.indexOf('"', start));
    if (ALL_NAMES.has(name)) found.add(name as AnyIconName);
  }
  return [...found];
}

/** Every icon a page needs in its sprite: those its HTML shows, and those it shows once its scripts run. */
export function iconsOfPage(html: string, blocks: readonly Block[]): AnyIconName[] {
  const names = new Set<AnyIconName>([...iconsShownIn(html), ...iconNamesOf({ blocks: blocks as Block[] })]);
  for (const block of blocks) for (const name of SHOWN_ONCE_RUNNING[block.type] ?? []) names.add(name);
  for (const name of [...names]) {
    const other = OTHER_STATE[name];
    if (other) names.add(other);
  }
  return [...names].sort();
}

function symbolOf(name: AnyIconName): string {
  const shapes = iconDrawing(name)
    .map(([tag, attributes]) => {
      const drawn = Object.entries(attributes).filter(([key]) => key !== "key").map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`);
      return `<${tag}${drawn.join("")}/>`;
    })
    .join("");
  // No stroke style here: the frame's styles give it to every <use> once (engine/ui/GlobalStyle.tsx), and the shapes inherit it.
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/**
 * The hidden sprite of a page's icons, to put in its body once (empty when it shows none). The <div hidden> keeps
 * it out of the layout and of assistive technology; a <use> still draws a symbol from it.
 */
export function iconSprite(names: readonly AnyIconName[]): string {
  if (!names.length) return "";
  return `<div hidden><svg>${names.map(drawnSymbol).join("")}</svg></div>`;
}

/** Each icon's <symbol>, drawn once per thread: every page that shows the icon carries the same (and the icon file: iconFile.ts). */
const symbols = new Map<AnyIconName, string>();
export function drawnSymbol(name: AnyIconName): string {
  let symbol = symbols.get(name);
  if (symbol === undefined) symbols.set(name, (symbol = symbolOf(name)));
  return symbol;
}

/** A page's sprite, from its HTML and its blocks. */
export function iconSpriteFor(html: string, blocks: readonly Block[]): string {
  return iconSprite(iconsOfPage(html, blocks));
}
