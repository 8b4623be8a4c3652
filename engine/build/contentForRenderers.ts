/**
 * The content as the renderers get it: the site's config with the forms pointed at the local collector where
 * one runs and without the editors' "$schema" pointer, each page likewise, and the pictures' sizes. Shared by
 * the content plugin (Vite's virtual modules) and the build, which hands them to the server renderer. No React
 * here: the build loads React only with the server renderer, in production mode.
 */
import { inForceOn } from "./inForce";
import type { PageEntry } from "../content/types";
import type { SiteConfig } from "../schema/site";
import type { PageData } from "../app/pageData";
import { imageManifest, type ImageSizes } from "./images";
import { buildDay, chargesInForce } from "../app/chargeSchedules";

/**
 * The sizes the renderers need (engine/build/imageVariants.ts): every picture's, whose variants stop at its own
 * width (a vector's at twice it), and the logo's shape sets the width the header shows it at.
 */
export async function browserImageSizes(publicDir: string): Promise<ImageSizes> {
  return Object.fromEntries(Object.entries(await imageManifest(publicDir)).map(([src, { width, height }]) => [src, [width, height]]));
}

/**
 * npm start, npm run dev and the tests send the forms to the local collector
 * (SITE_FORMS_ENDPOINT), never to the production endpoint in site.config.json.
 */
export function withLocalFormEndpoint(site: SiteConfig): SiteConfig {
  const local = process.env.SITE_FORMS_ENDPOINT;
  if (!local) return site;
  const addresses = site.forms.addresses.map((address) => ({ ...address, url: local }));
  return { ...site, forms: { ...site.forms, addresses } };
}

/**
 * The site's config as the renderers get it (in the browser bundle, and handed to the server renderer): the closures
 * and notice in force on the build's day, and the charges in force then (engine/app/chargeSchedules.ts), which change
 * once a year or so, so the pages are drawn again then, not on every day's build.
 */
export function siteAsBuilt(site: SiteConfig, day: string = buildDay()): SiteConfig {
  return { ...withoutEditorPointer(withLocalFormEndpoint(inForceOn(site, day))), chargesInForce: chargesInForce(site.chargeSchedules, day) };
}

/** A page's data as the renderers get it, but for the drawings of its icons (engine/build/iconDrawings.ts). */
export function pageEntryData(entry: PageEntry): Omit<PageData, "icons"> {
  return { route: entry.route, file: entry.file, page: withoutEditorPointer(entry.page) };
}

/**
 * "$schema" only serves editors; the browser does not need it. Copied field by field as they are, so a page kept on
 * disk keeps its blocks unread until a renderer asks for them (content/validate/lazyPages.ts).
 */
function withoutEditorPointer<T extends object>(value: T): T {
  const fields = Object.getOwnPropertyDescriptors(value) as Record<string, PropertyDescriptor>;
  delete fields.$schema;
  return Object.defineProperties({}, fields) as T;
}
