/**
 * The names of the icons a page's content draws, worked out from its blocks alone. Kept apart from iconDrawings.ts,
 * which loads lucide's React modules: the build's own thread asks for these names (the icon file's set,
 * iconFile.ts) and must not load React, whose JSX runtime is picked by NODE_ENV when first loaded.
 */
import { ICON_NAMES } from "../schema/iconNames";
import type { Page } from "../schema/page";
import type { AnyIconName, IconName } from "../ui/icons";
import { impliedIcons } from "../blocks/impliedIcons";
import { FIRST_BLOCKS } from "./firstScreenStyles";

const ICON_NAME_SET = new Set<unknown>(ICON_NAMES);
const isIconName = (value: unknown): value is IconName => ICON_NAME_SET.has(value);

/** Every icon named anywhere in `value`: the schema gives icons only to fields called "icon". */
function namedIcons(value: unknown, found: Set<IconName>): void {
  if (Array.isArray(value)) for (const item of value) namedIcons(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "icon" && isIconName(inner)) found.add(inner);
      else namedIcons(inner, found);
    }
  }
}

/** The names of the icons a page draws: those its content names, and those its blocks draw on their own. */
export function iconNamesOf(page: Pick<Page, "blocks">): IconName[] {
  const found = new Set<IconName>();
  namedIcons(page.blocks, found);
  for (const block of page.blocks) for (const name of impliedIcons(block)) found.add(name);
  return [...found].sort();
}

/** The icons the file holds for these pages: those their blocks below the first ones name or draw, sorted. */
export function iconsBelowFirstScreen(pages: readonly { page: Pick<Page, "blocks"> }[]): AnyIconName[] {
  const found = new Set<AnyIconName>();
  for (const { page } of pages) {
    if (page.blocks.length > FIRST_BLOCKS) for (const name of iconNamesOf({ blocks: page.blocks.slice(FIRST_BLOCKS) })) found.add(name);
  }
  return [...found].sort();
}
