/**
 * The pre-rendered page's styles stay where they are in the browser.
 *
 * When styled-components starts in a browser it copies the rules of the server's <style> tag into a tag of its
 * own and removes the server's. Swapping a page's style sheets makes the browser restyle every element (9–18 ms
 * here on a treatment page, in the middle of hydration). styled-components leaves alone a tag marked "active"
 * (the mark of the tag it writes to), so the server's tag carries that mark, and the browser only records which
 * class names it already holds, so that no component adds its rules a second time. Components first drawn in
 * the browser (the offer pop-up, a menu) still add theirs, to a tag styled-components places after this one.
 */
import { __PRIVATE__ } from "styled-components";

const SERVER_MARK = "data-server-styles";

/** The server's style tags (from ServerStyleSheet.getStyleTags), marked to stay in place in the browser. */
export function keepServerStyles(tags: string): string {
  return tags.replaceAll('<style data-styled="true"', `<style data-styled="active" ${SERVER_MARK}=""`);
}

/** The last rule of the shared style file lists the names it holds (engine/build/sharedStyles.ts). */
const FILE_NAMES_SELECTOR = "data-styled.names";

/** Records the names of a list "sc-1a2b3c-0:kWteAW,dVmOii;sc-…" as held. */
function registerListed(listed: string): void {
  for (const entry of listed.split(";")) {
    const [id, names = ""] = entry.split(":");
    for (const name of names.split(",")) if (id && name) __PRIVATE__.mainSheet.registerName(id, name);
  }
}

/** The class names the shared style file lists in its last rule, or "" when the page links no such file. */
function sharedFileNames(): string {
  for (const sheet of document.styleSheets) {
    try {
      const last = sheet.cssRules[sheet.cssRules.length - 1];
      if (last instanceof CSSStyleRule && last.selectorText === FILE_NAMES_SELECTOR) return last.style.getPropertyValue("content").slice(1, -1);
    } catch {
      // Another site's sheet: its rules cannot be read, and are not ours.
    }
  }
  return "";
}

/** Tells styled-components which class names the server's styles hold (what its own start-up would have read). */
export function adoptServerStyles(): void {
  const tag = document.querySelector(`style[${SERVER_MARK}]`);
  // A built page lists in the attribute the names the shared file does not list: "sc-1a2b3c-0:kWteAW,dVmOii;sc-…".
  const listed = tag?.getAttribute(SERVER_MARK);
  const inFile = sharedFileNames();
  if (listed || inFile) {
    registerListed(listed ?? "");
    registerListed(inFile);
    return;
  }
  // The dev server's page keeps styled-components' own entries: data-styled.g12[id="sc-1a2b3c-0"]{content:"kWteAW,dVmOii,"}
  const css = tag?.textContent ?? "";
  for (const [, id, names] of css.matchAll(/g\d+\[id="([^"]+)"\]\{content:"([^"]*)/g)) {
    for (const name of names!.split(",")) if (name) __PRIVATE__.mainSheet.registerName(id!, name);
  }
}
