/**
 * The page of each of a practice's locations (site.config.json, "locations"), made by the engine at
 * /locations/<id> from the config and the site's own blocks: a banner with the location's name and booking
 * button, its address, phone and hours (the contact cards, showing that location), and the cards of the team
 * members who work there (taken from the site's team grids, as the pages list them). Its structured data is the
 * location's own (engine/seo/structuredData.ts), and the sitemap lists it with every other page.
 */
import type { PageEntry } from "./types";
import type { Location, SiteConfig } from "../schema/site";
import type { Block, BlockOf } from "../schema/blocks";
import type { Page } from "../schema/page";
import { locationRoute } from "./routes";
import { fillIn } from "../ui/fillIn";
import { formatAddress } from "../ui/format";
import { mayHoldBlock } from "./validate/lazyPages";

type Member = BlockOf<"teamGrid">["members"][number];

/** The validated pages with a page for each location added (none for a site without "locations"). */
export function withLocationPages(site: SiteConfig | undefined, pages: PageEntry[]): PageEntry[] {
  const locations = site?.locations ?? [];
  if (!site || !locations.length) return pages;
  return [...pages, ...locations.map((location) => locationPage(site, pages, location))];
}

function locationPage(site: SiteConfig, pages: PageEntry[], location: Location): PageEntry {
  const words = { location: location.name };
  const grids = pages.flatMap(({ page }) => (!mayHoldBlock(page, "teamGrid") ? [] : page.blocks).filter((block): block is BlockOf<"teamGrid"> => block.type === "teamGrid"));
  const members = location.team.flatMap((name) => {
    const grid = grids.find((candidate) => candidate.members.some((member) => member.name === name));
    return grid ? [{ member: grid.members.find((member) => member.name === name)!, grid }] : [];
  });
  const blocks: Block[] = [
    {
      type: "hero",
      heading: location.name,
      actions: [{ kind: "external", href: location.booking ?? site.links.booking, label: fillIn(site.strings.locationBooking, words) }],
      highlights: [],
      details: [],
    },
    { type: "contactCards", heading: fillIn(site.strings.locationDetails, words), cards: ["address", "phone", "openingHours"], location: location.id },
  ];
  if (members.length) {
    blocks.push({
      type: "teamGrid",
      heading: fillIn(site.strings.locationTeam, words),
      // A grid's label belongs to its members (their register): the first member's grid gives it.
      ...(members[0]!.grid.registrationLabel ? { registrationLabel: members[0]!.grid.registrationLabel } : {}),
      members: members.map(({ member }): Member => member),
    });
  }
  const page: Page = {
    title: `${location.name} | ${site.name}`,
    description: location.description ?? `${location.name}: ${formatAddress(location.address)}.`,
    noindex: false,
    describesPractice: false,
    describesLocation: location.id,
    blocks,
  };
  // Its facts are written in site.config.json: a block that fails names that file.
  return { file: "site.config.json", route: locationRoute(location.id), page };
}
