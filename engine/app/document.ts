/** The HTML document around a rendered page: head tags from the page's JSON, styles, data and scripts. */
import type { SiteConfig } from "../schema/site";
import type { RenderResult } from "./entry-server";
import { ROUTE_DATA_ID, serialiseForScript } from "./hydration";
import { escapeHtml, headTags } from "../seo/headTags";
import { FAVICON } from "../seo/favicon";
import { BOOT_ASSETS_ID, BOOT_SCRIPT, type BootAssets } from "./boot";

export interface DocumentAssets {
  /** Module script of the client entry. */
  entry: string;
  /** Chunks the entry imports, fetched in parallel with it. */
  preload: string[];
  css: string[];
  /** Extra tags for the head (the dev server's client scripts). */
  extraHead?: string;
}

export function renderDocument(site: SiteConfig, result: RenderResult, assets: DocumentAssets): string {
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n    ");
  const boot: BootAssets = { entry: assets.entry, preload: assets.preload };
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${escapeHtml(site.theme.primary)}">
    ${headTags(site, result.page)}
    <link rel="icon" href="${FAVICON.src}" type="image/png" sizes="${FAVICON.size}x${FAVICON.size}">
    ${css}
    ${result.styles}
    ${assets.extraHead ?? ""}
  </head>
  <body>
    <div id="root">${result.html}</div>
    <script type="application/json" id="${ROUTE_DATA_ID}">${serialiseForScript(result.hydration)}</script>
    <script type="application/json" id="${BOOT_ASSETS_ID}">${serialiseForScript(boot)}</script>
    <script>${BOOT_SCRIPT}</script>
  </body>
</html>
`;
}
