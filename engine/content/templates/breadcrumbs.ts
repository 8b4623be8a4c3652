/**
 * The breadcrumbs a new page carries, the way the practice's pages carry them:
 * a treatment is Home › Services › <its name>; a page inside a folder is
 * Home › <each parent page> › <its name> (Home › For Dentists › Implant
 * Referrals); a page at the top level that is not a treatment has none, like
 * About, FAQ and the legal pages.
 */
import type { TemplateName } from "./index";
import { mostCommon, treatmentListRoute, type Crumb, type ExistingConfig, type ExistingPage } from "./existingSite";
import { nameFromRoute } from "./names";

export function breadcrumbsFor(
  template: TemplateName,
  route: string,
  name: string,
  pages: readonly ExistingPage[],
  config: ExistingConfig,
): Crumb[] | undefined {
  const exists = new Set(pages.map((page) => page.route));
  const treatmentList = template === "treatment" ? treatmentListRoute(pages) : undefined;
  const parents = template === "treatment" ? ["/", ...(treatmentList ? [treatmentList] : [])] : ancestors(route);
  if (template !== "treatment" && parents.length < 2) return undefined;
  const crumbs = parents.filter((path) => exists.has(path)).map((path) => ({ name: crumbName(path, pages, config, treatmentList), path }));
  return [...crumbs, { name, path: route }];
}

/** "/for-dentists/implants" -> ["/", "/for-dentists"]. */
function ancestors(route: string): string[] {
  const parts = route.split("/").filter(Boolean);
  return ["/", ...parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}`)];
}

/**
 * A parent's name as the other pages' breadcrumbs write it; else as the menus
 * and footer do (the services list under the menu's "Services" label); else
 * from its path ("Home" for "/").
 */
function crumbName(path: string, pages: readonly ExistingPage[], config: ExistingConfig, treatmentList?: string): string {
  const used = mostCommon(pages.flatMap((page) => (page.route === path ? [] : (page.breadcrumbs ?? []).filter((c) => c.path === path).map((c) => c.name))));
  if (used) return used;
  const nav = config.navigation;
  if (path === treatmentList && nav?.servicesLabel) return nav.servicesLabel;
  const links = [...(nav?.direct ?? []), ...(nav?.menus ?? []).flatMap((menu) => menu.links ?? []), ...(nav?.footer ?? [])];
  return links.find((link) => link.path === path)?.name ?? (path === "/" ? "Home" : nameFromRoute(path));
}
