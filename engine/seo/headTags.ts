/** The <head> tags of a pre-rendered page: title, description, canonical, social cards, robots and JSON-LD. */
import type { SiteConfig } from "../schema/site";
import type { PageData } from "../app/pageData";
import { serialiseForScript } from "../app/islandData";
import { absoluteUrl, structuredDataFor } from "./structuredData";
import { SOCIAL_CARD } from "./socialCard";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** `noindex`: ask search engines to leave every page out (a preview build), not only the pages that ask for it. */
export function headTags(site: SiteConfig, data: PageData | null, { noindex = false } = {}): string {
  if (!data) return `<title>${escapeHtml(site.strings.errorTitle)}</title>`;
  const { page, route } = data;
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta("name", "description", page.description)];
  if (noindex && route !== null && !page.noindex) tags.push(meta("name", "robots", "noindex"));
  if (route === null || page.noindex) {
    tags.push(meta("name", "robots", "noindex"));
  } else {
    const url = absoluteUrl(site, route);
    const image = absoluteUrl(site, SOCIAL_CARD.src);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", site.name),
      meta("property", "og:locale", site.language.replace("-", "_")),
      meta("property", "og:title", page.title),
      meta("property", "og:description", page.description),
      meta("property", "og:url", url),
      meta("property", "og:image", image),
      meta("property", "og:image:width", String(SOCIAL_CARD.width)),
      meta("property", "og:image:height", String(SOCIAL_CARD.height)),
      meta("property", "og:image:alt", site.logo.alt),
      // X reads the title, description and picture from the Open Graph tags when it has none of its own
      // (issue 51: the three said again were 0.35 KB of every page); it needs only the card's kind.
      meta("name", "twitter:card", "summary_large_image"),
    );
  }
  for (const item of structuredDataFor(site, page)) tags.push(`<script type="application/ld+json">${serialiseForScript(item)}</script>`);
  return tags.join("\n");
}
