/**
 * The places a block about the practice's details shows: the practice itself (its contact details and hours in
 * site.config.json) or, for a practice with several locations, one of them or all (its "locations").
 */
import type { Location, SiteConfig } from "../schema/site";

/** The locations a block's "location" names, or null for the practice's own details (no "location" given). */
export function locationsShown(site: SiteConfig, choice: string | undefined): Location[] | null {
  if (choice === undefined) return null;
  const locations = site.locations ?? [];
  // The validator refuses an unknown id; an id that went missing since shows nothing rather than the wrong place.
  return choice === "all" ? locations : locations.filter((location) => location.id === choice);
}
