/**
 * Icons some blocks draw on their own, beside those the page's JSON names: the renderers take them from here,
 * and the build (engine/build/iconDrawings.ts) puts their drawings into the data of each page with such a block.
 */
import type { Block, BlockOf } from "../schema/blocks";
import type { IconName } from "../ui/icons";

type HeroDetail = BlockOf<"hero">["details"][number];
type ContactCard = BlockOf<"contactCards">["cards"][number];

/** The icon beside each practice detail in a hero. */
export const HERO_DETAIL_ICONS = { address: "map-pin", phone: "phone", openingHours: "clock" } as const satisfies Record<HeroDetail, IconName>;

/** The icon at the top of each contact card. */
export const CONTACT_CARD_ICONS = { address: "map-pin", phone: "phone", email: "mail", openingHours: "clock" } as const satisfies Record<ContactCard, IconName>;

/** A downloads block's card and link icons. */
export const DOWNLOAD_ICONS = { card: "file-text", link: "download" } as const satisfies Record<string, IconName>;

export function impliedIcons(block: Block): IconName[] {
  switch (block.type) {
    case "hero": return block.details.map((detail) => HERO_DETAIL_ICONS[detail]);
    case "contactCards": return block.cards.map((kind) => CONTACT_CARD_ICONS[kind]);
    case "downloads": return block.items.length ? Object.values(DOWNLOAD_ICONS) : [];
    default: return [];
  }
}
