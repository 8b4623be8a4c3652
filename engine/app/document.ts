/** The HTML document around a rendered page: head tags from the page's JSON, styles, the icon sprite, island data and the runtime. */
import type { SiteConfig } from "../schema/site";
import type { RenderResult } from "./entry-server";
import { ISLAND_DATA_ID, serialiseForScript } from "./islandData";
import { escapeHtml, headTags } from "../seo/headTags";
import { FAVICON } from "../seo/favicon";
import { iconSpriteFor } from "../build/iconDrawings";
import { withIconsFromFile } from "../build/iconFile";
import type { AnyIconName } from "../ui/icons";
import { DEFERRED_STYLE_MARK } from "./deferredStyles";

/**
 * Shown at the top of every page of a preview build, before the skip link, so nobody mistakes it for the live site.
 * A named region: it is a landmark of its own, so a screen reader user moving by landmarks hears it too.
 */
export const previewNote = (site: SiteConfig) =>
  `<section aria-label="${escapeHtml(site.strings.previewNoteLabel)}"><p class="preview-note" role="note">${escapeHtml(site.strings.previewNote)}</p></section>`;

export interface DocumentAssets {
  /** Module script of the client entry: the islands runtime, a few kilobytes, deferred like every module script. */
  entry: string;
  css: string[];
  /**
   * Style files linked without holding up the first paint (the shared style file: its rules the first screen
   * needs are inline in the page). Linked for print, which no screen waits for, and switched to every medium by
   * the page's script (engine/app/deferredStyles.ts); without scripts, the <noscript> copy links it as usual.
   */
  deferredCss?: string[];
  /**
   * The built site's icon file (engine/build/iconFile.ts) and the icons it holds: those below the first screen are
   * drawn from it; without it (the dev server, a site that names none), every icon is in the page's sprite.
   */
  iconFile?: { href: string; names: ReadonlySet<AnyIconName> };
  /** Extra tags for the head (the dev server's client scripts). */
  extraHead?: string;
  /** A preview build (stand-in content published on purpose): every page asks not to be indexed and says so on screen. */
  preview?: boolean;
}

export function renderDocument(site: SiteConfig, result: RenderResult, assets: DocumentAssets): string {
  const css = [
    ...(assets.deferredCss ?? []).map((href) => `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLE_MARK}><noscript><link rel="stylesheet" href="${href}"></noscript>`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
  ].join("\n");
  // Before the page, so an icon is drawn as soon as the browser reaches it.
  const { html, sprite } = assets.iconFile
    ? withIconsFromFile(result.html, assets.iconFile.href, assets.iconFile.names, Object.values(result.islands?.blocks ?? {}))
    : { html: result.html, sprite: iconSpriteFor(result.html, result.page.page.blocks) };
  const islands = result.islands ? `\n<script type="application/json" id="${ISLAND_DATA_ID}">${serialiseForScript(result.islands)}</script>` : "";
  // No indentation: a page is read by browsers, not people, and its spaces were 0.1 KB of each (issue 51).
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${escapeHtml(site.theme.primary)}">
${headTags(site, result.page, { noindex: assets.preview })}
<link rel="icon" href="${FAVICON.src}" type="image/png" sizes="${FAVICON.size}x${FAVICON.size}">
${css}
${result.styles}
<script type="module" src="${assets.entry}"></script>
${assets.extraHead ?? ""}
</head>
<body>${sprite ? `\n${sprite}` : ""}${assets.preview ? `\n${previewNote(site)}` : ""}
<div id="root">${html}</div>${islands}
</body>
</html>
`;
}
