/**
 * The shared style file, linked without holding up the first paint (issue 51).
 *
 * A page links the shared file for print (no screen waits for it) and carries inline the rules its first screen
 * needs (engine/build/firstScreenStyles.ts). The page's script switches the link to every medium: an inline
 * onload handler would do it sooner, but the site's Content-Security-Policy runs no inline script. The link stays
 * where it was in the head, so the cascade is the one the page had with a blocking link.
 */
export const DEFERRED_STYLE_MARK = "data-deferred-style";

const links = (root: ParentNode) => [...root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_MARK}]`)];

/** Applies the deferred style files to the screen (they keep loading if they have not arrived). */
export function applyDeferredStyles(root: ParentNode): void {
  for (const link of links(root)) link.media = "all";
}

/**
 * Resolves once every deferred style file has loaded (or failed to): styled-components in the browser must know
 * the class names the shared file holds (engine/app/serverStyles.ts reads its last rule) before an island is drawn,
 * or it would add those rules again, after the page's own.
 */
export function deferredStylesLoaded(root: ParentNode): Promise<void> {
  const waiting = links(root).filter((link) => !link.sheet);
  return Promise.all(
    waiting.map((link) => new Promise<void>((resolve) => {
      link.addEventListener("load", () => resolve(), { once: true });
      link.addEventListener("error", () => resolve(), { once: true });
    })),
  ).then(() => undefined);
}

/**
 * A page's deferred style links made ordinary ones, for where the page's script does not run (the editor's
 * preview links serve pages with no script allowed): the file then holds up the first paint, as it used to.
 */
export function withDeferredStylesLinked(html: string): string {
  return html.replaceAll(` media="print" ${DEFERRED_STYLE_MARK}>`, ">");
}
