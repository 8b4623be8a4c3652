/** Reading the services catalogue (site.config.json): the header menu, the home carousels, the /services grid and the strip all pick from it (and the editorial check of unlinked pages reads their choices here too). */
import type { Service, SiteConfig } from "../schema/site";

export type ServiceCategory = Service["category"];
export const CATEGORIES: readonly ServiceCategory[] = ["cosmetic", "general"];

/** The category's services in catalogue order; `menuOnly` keeps those marked inMenu. */
export function servicesIn(site: SiteConfig, category: ServiceCategory, { menuOnly = false } = {}): Service[] {
  return site.services.filter((service) => service.category === category && (!menuOnly || service.inMenu));
}

/** A services strip's treatments: the named ones in their order, else the catalogue (one category, if given). */
export function stripServices(block: { services?: readonly string[]; category?: ServiceCategory }, site: SiteConfig): Service[] {
  if (block.services) return block.services.flatMap((key) => site.services.filter((s) => s.key === key));
  return site.services.filter((s) => !block.category || s.category === block.category);
}
