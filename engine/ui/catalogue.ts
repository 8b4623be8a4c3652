/** Reading the services catalogue (site.config.json): the header menu, the home carousels, the /services grid and the strip all pick from it (and the editorial check of unlinked pages reads their choices here too). */
import type { Service, SiteConfig } from "../schema/site";

export type ServiceCategory = Service["category"];

/** The site's groups of treatments, by short name, in its order (serviceCategories). */
export function categoriesOf(site: SiteConfig): ServiceCategory[] {
  return site.serviceCategories.map((group) => group.key);
}

/** A group's heading: over its menu column and its section of the services grid. */
export function categoryHeading(site: SiteConfig, category: ServiceCategory): string {
  return site.serviceCategories.find((group) => group.key === category)?.heading ?? category;
}

/** The groups a services grid shows: those it names, else all of the site's. */
export function gridCategories(block: { categories?: readonly ServiceCategory[] }, site: SiteConfig): readonly ServiceCategory[] {
  return block.categories ?? categoriesOf(site);
}

/** The category's services in catalogue order; `menuOnly` keeps those marked inMenu. */
export function servicesIn(site: SiteConfig, category: ServiceCategory, { menuOnly = false } = {}): Service[] {
  return site.services.filter((service) => service.category === category && (!menuOnly || service.inMenu));
}

/** A services strip's treatments: the named ones in their order, else the catalogue (one category, if given). */
export function stripServices(block: { services?: readonly string[]; category?: ServiceCategory }, site: SiteConfig): Service[] {
  if (block.services) return block.services.flatMap((key) => site.services.filter((s) => s.key === key));
  return site.services.filter((s) => !block.category || s.category === block.category);
}
