/** Reading the services catalogue (site.config.json): the header menu, the home carousels, the /services grid and the strip all pick from it. */
import type { Service, SiteConfig } from "../schema/site";

export type ServiceCategory = Service["category"];
export const CATEGORIES: readonly ServiceCategory[] = ["cosmetic", "general"];

/** The category's services in catalogue order; `menuOnly` keeps those marked inMenu. */
export function servicesIn(site: SiteConfig, category: ServiceCategory, { menuOnly = false } = {}): Service[] {
  return site.services.filter((service) => service.category === category && (!menuOnly || service.inMenu));
}
