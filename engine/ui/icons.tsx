/**
 * The engine's icons, in lucide's style, each drawn once per page and shown by reference. The page carries one
 * hidden sprite of <symbol>s (engine/build/iconDrawings.ts writes it into the document), and every place that
 * shows an icon is a small <svg> that uses one of them: a chevron shown ten times on a page is drawn once.
 * Neither the page's scripts nor its data carry any drawing, so an island that shows an icon once it runs (a
 * carousel's play button after a pause) finds it in the sprite too: the build puts in the sprite every icon the
 * page's HTML shows, those its blocks show once the page runs, and the other state of each toggle.
 */
import type { ICON_NAMES } from "../schema/iconNames";

/** The icons content can name (a highlight's, a benefit's, a link's "icon"). */
export type IconName = (typeof ICON_NAMES)[number];
/** The icons of the engine's own controls: menus, carousels, the strip's and the pop-up's buttons. */
export const CONTROL_ICON_NAMES = ["chevron-down", "chevron-left", "chevron-right", "menu", "x", "pause", "play"] as const;
export type ControlIconName = (typeof CONTROL_ICON_NAMES)[number];
export type AnyIconName = IconName | ControlIconName;

/** The id of an icon's symbol in the page's sprite. */
export const iconSymbolId = (name: AnyIconName) => `icon-${name}`;

/** Decorative: hidden from assistive technology. No focusable="false": only Internet Explorer and the old Edge made an <svg> a keyboard stop, and the site supports neither. */
export function Icon({ name, size = 20 }: { name: AnyIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
