/**
 * The one inline script of every page. A pre-rendered page needs no JavaScript
 * to be read, so the scripts are fetched only once the page has painted its
 * content: on a slow phone connection they then never compete with the HTML,
 * the styles and the hero picture for the first paint. The script list lives in
 * a JSON element beside it, so this text (and its CSP hash) is the same on every page.
 * Each download starts in a task of its own (and nothing but the paint observer
 * runs while the HTML is parsed): starting one costs a slow phone's main thread
 * a few milliseconds, and sixteen in one go would block it.
 */
import { createHash } from "node:crypto";

export const BOOT_ASSETS_ID = "boot-assets";

/** What the boot script loads: the entry module and the chunks it needs, fetched in parallel. */
export interface BootAssets {
  entry: string;
  preload: string[];
}

export const BOOT_SCRIPT = `(() => {
  const start = () => {
    const assets = JSON.parse(document.getElementById("${BOOT_ASSETS_ID}").textContent);
    const pending = [...assets.preload];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const href = pending.shift();
      if (!href) return document.head.append(Object.assign(document.createElement("script"), { type: "module", src: assets.entry }));
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  };
  // A hidden tab, or a browser without paint timing, starts at once.
  if (document.visibilityState !== "visible" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return start();
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    painted.disconnect();
    start();
  });
  painted.observe({ type: "paint", buffered: true });
})();`;

/** The CSP source that allows exactly this script, and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;
