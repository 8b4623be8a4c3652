/** sitemap.xml and robots.txt, made from the route table and the site URL in config. */
import type { SiteConfig } from "../schema/site";

/** `preview`: a build with stand-in content, which search engines are asked to leave alone entirely. */
export function seoFiles(site: SiteConfig, routes: string[], { preview = false } = {}): Record<string, string> {
  const base = site.url.replace(/\/$/, "");
  const urls = routes.map((route) => `  <url><loc>${base}${route}</loc></url>`).join("\n");
  return {
    "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    "robots.txt": preview ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
  };
}
