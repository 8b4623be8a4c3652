/**
 * The addresses of its own site that a built page gives out: its canonical link and og:url, every URL in its
 * JSON-LD, and every link on it; and those sitemap.xml lists. Each must be answered 200 with no redirect,
 * or search engines report the page "with redirect" and every visit costs a round trip.
 */

export interface SiteAddress {
  /** Where the page gives it out, for the failure message. */
  source: string;
  /** The path to request, query kept, fragment dropped. */
  path: string;
}

const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The path of `url` when it is an address of this site (absolute, or starting with "/"), else null. */
function ownPath(url: string, siteUrl: string): string | null {
  const origin = new URL(siteUrl).origin;
  if (!url.startsWith("/") && !url.startsWith(origin + "/") && url !== origin) return null;
  if (url.startsWith("//")) return null;
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return null;
  return parsed.pathname + parsed.search;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

export function addressesInPage(html: string, siteUrl: string, page: string): SiteAddress[] {
  const found: SiteAddress[] = [];
  const add = (source: string, url: string | undefined) => {
    const path = url === undefined ? null : ownPath(decode(url), siteUrl);
    if (path !== null) found.push({ source: `${page} ${source}`, path });
  };
  add("canonical link", /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]);
  add("og:url", /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]);
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    for (const value of stringsIn(JSON.parse(json!))) if (value.startsWith(siteUrl)) add("JSON-LD", value);
  }
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"#]*)[^"]*"/g)) if (href) add("link", href);
  return found;
}

export function addressesInSitemap(xml: string, siteUrl: string): SiteAddress[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap(([, url]) => {
    const path = ownPath(decode(url!), siteUrl);
    return path === null ? [] : [{ source: "sitemap.xml", path }];
  });
}

/** One entry per path, keeping the first place it was seen. */
export function uniqueByPath(addresses: readonly SiteAddress[]): SiteAddress[] {
  const seen = new Map<string, SiteAddress>();
  for (const address of addresses) if (!seen.has(address.path)) seen.set(address.path, address);
  return [...seen.values()];
}
