/**
 * The header's menus, from site.config.json: the treatments menu (one column
 * per category, the catalogue's inMenu services in catalogue order) followed
 * by navigation.menus. Desktop and mobile render the same model.
 */
import type { SiteConfig } from "../schema/site";
import { categoriesOf, categoryHeading, servicesIn } from "../ui/catalogue";

export interface NavLink {
  name: string;
  path: string;
}

export interface NavColumn {
  key: string;
  /** Shown over the column; a menu with several columns first asks which one on mobile. */
  heading?: string;
  links: NavLink[];
}

export interface NavMenu {
  /** Unique in the header, safe in an id and a CSS name: "services", "menu-1", "menu-2"... */
  key: string;
  label: string;
  columns: NavColumn[];
}

export function headerMenus(site: SiteConfig): NavMenu[] {
  const services: NavMenu = {
    key: "services",
    label: site.navigation.servicesLabel,
    columns: categoriesOf(site).map((category) => ({
      key: category,
      heading: categoryHeading(site, category),
      links: servicesIn(site, category, { menuOnly: true }).map((service) => ({ name: service.title, path: service.path })),
    })).filter((column) => column.links.length > 0),
  };
  const others = site.navigation.menus.map((menu, i) => ({ key: `menu-${i + 1}`, label: menu.label, columns: [{ key: "links", links: menu.links }] }));
  return [services, ...others];
}

/**
 * Ids and names the markup and its CSS share. The header is drawn once per page (never inside a React tree that
 * hydrates), so fixed ids are unique and readable.
 */
export const desktopPanelId = (menu: NavMenu) => `nav-${menu.key}`;
export const desktopAnchorName = (menu: NavMenu) => `--nav-${menu.key}`;
export const MOBILE_PANEL_ID = "nav-mobile";
/** The exclusive group of a menu's column choices on mobile: opening one column closes the other. */
export const columnGroupName = (menu: NavMenu) => `nav-${menu.key}-column`;
