/**
 * The engine's icon set, drawn as inline SVG in lucide's style. An icon's drawing comes with the data of the page
 * that shows it (engine/build/iconDrawings.ts puts it there), not with the JavaScript: every page would otherwise
 * download the whole set to draw the few it shows, and the set could not grow without adding to every page.
 * (The menus' and carousels' own arrows and buttons import their lucide icons directly.)
 */
import { createContext, use, type ReactNode } from "react";
import { Icon as Drawing, type LucideIconNode } from "lucide-react";
import type { ICON_NAMES } from "../schema/common";

export type IconName = (typeof ICON_NAMES)[number];
/** lucide's description of an icon: each SVG element's tag and attributes. */
export type IconDrawing = LucideIconNode[];
export type IconDrawings = Partial<Record<IconName, IconDrawing>>;

const Drawings = createContext<IconDrawings>({});

/** Gives the icons inside it their drawings (a page's, from its data). */
export function IconDrawingsProvider({ drawings, children }: { drawings: IconDrawings; children: ReactNode }) {
  return <Drawings value={drawings}>{children}</Drawings>;
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const drawing = use(Drawings)[name];
  if (!drawing) {
    // Decorative, so the page still reads without it; the build puts every drawing a page needs into its data.
    console.error(`The icon "${name}" has no drawing in this page's data (see engine/build/iconDrawings.ts).`);
    return null;
  }
  return <Drawing iconNode={drawing} size={size} aria-hidden="true" focusable="false" />;
}
