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

/** Cards a services strip shows when it does not say: enough to scroll on a wide screen, few enough to keep a page light. */
export const STRIP_DEFAULT_COUNT = 8;
/**
 * The most cards any strip shows. A strip is bounded so that a page does not grow with the catalogue: one that
 * listed every treatment made each treatment page heavier with every treatment added (238 KB at 400 treatments).
 */
export const STRIP_MAX_COUNT = 24;

/**
 * A services strip's treatments: the named ones in their order, else the catalogue (one category, if given),
 * at most the strip's count: a page must not grow with the catalogue.
 */
export function stripServices(block: { services?: readonly string[]; category?: ServiceCategory; count?: number }, site: SiteConfig): Service[] {
  const chosen = block.services
    ? block.services.flatMap((key) => site.services.filter((s) => s.key === key))
    : site.services.filter((s) => !block.category || s.category === block.category);
  return chosen.slice(0, Math.min(block.count ?? STRIP_DEFAULT_COUNT, STRIP_MAX_COUNT));
}
