/**
 * A preview's files as its reader's browser needs them: every address of the site's own ("/about", "/assets/…",
 * "/_img/…") that a built page, stylesheet or manifest names is put under the preview link's token, so the reader
 * (without a session) asks the pinned build for it, never the editor's own routes (/_img/ answers them 401).
 * An address of another site ("https://…", "//host/…") or a data: URL is left as it is.
 */

/** A path of this site: "/" not followed by another "/" (that would be "//host"), nor already under the prefix. */
const ownPath = (prefix: string) => `\\/(?!\\/|${prefix.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\/)`;
/** What may open a url(): a quote, either written or escaped as React and HTML escape it, after any spaces. */
const URL_OPENING = `(url\\(\\s*(?:(?:["']|&quot;|&#34;|&#39;|&#x27;|&apos;)\\s*)?)`;

/** A built page's own addresses under the prefix: attributes, srcsets, url()s of its styles; its scripts left out. */
export function underPrefix(html: string, prefix: string): string {
  const own = ownPath(prefix);
  const attributes = html
    // Quoted attributes (href="/…", content='/…'), and the few written without quotes (href=/…).
    .replace(new RegExp(`(=\\s*["'])${own}`, "g"), `$1${prefix}/`)
    .replace(new RegExp(`(\\s(?:href|src|poster|content|data|action)=)${own}`, "gi"), `$1${prefix}/`);
  return srcsetsUnder(withoutScripts(cssUnderPrefix(attributes, prefix)), prefix);
}

/** A stylesheet's (or a style block's, or style attribute's) url()s and @imports under the prefix. */
export function cssUnderPrefix(css: string, prefix: string): string {
  const own = ownPath(prefix);
  return css
    .replace(new RegExp(URL_OPENING + own, "gi"), `$1${prefix}/`)
    .replace(new RegExp(`(@import\\s+["'])${own}`, "gi"), `$1${prefix}/`);
}

/** A web app manifest (JSON): each of its strings that is a path of this site (start_url, scope, icons' src). */
export function manifestUnderPrefix(json: string, prefix: string): string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(json);
  } catch {
    return json;
  }
  const under = (value: unknown): unknown => {
    if (typeof value === "string") return value.startsWith("/") && !value.startsWith("//") && !value.startsWith(`${prefix}/`) ? `${prefix}${value}` : value;
    if (Array.isArray(value)) return value.map(under);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, under(item)]));
    return value;
  };
  return JSON.stringify(under(manifest));
}

/**
 * No script runs in a preview (its Content-Security-Policy), so the scripts a page would load, preload or
 * prerender are left out: a browser would only ask for them to be refused. Data a script would read
 * (type="application/json", "application/ld+json") stays, as it is never fetched.
 */
function withoutScripts(html: string): string {
  // A tag's attributes end at its ">" and never hold a "<" (the build escapes them): each match stops at the next "<".
  return html
    .replace(/<script\b([^<>]*)>([^<]*)<\/script\s*>/gi, (whole, attributes: string) => (/\bsrc\s*=|\btype\s*=\s*["']?speculationrules\b/i.test(attributes) ? "" : whole))
    .replace(/<link\b([^<>]*)>/gi, (whole, attributes: string) => (/\brel\s*=\s*["']?(?:modulepreload|prefetch|prerender)\b/i.test(attributes) ? "" : whole));
}

/**
 * Every candidate of every srcset (any case, as React writes `srcSet`; `imagesrcset` of a preload too; either
 * quote; any spacing after the commas) under the prefix: the first candidate already is (`="/`), the others
 * would otherwise ask the editor's own /_img/, which answers a reader without a session 401.
 */
function srcsetsUnder(html: string, prefix: string): string {
  return html.replace(/(srcset\s*=\s*)(["'])([^"']*)\2/gi, (_whole, name: string, quote: string, list: string) => {
    const candidates = list.split(",").map((candidate) => {
      const url = candidate.trimStart();
      const space = candidate.slice(0, candidate.length - url.length);
      return url.startsWith("/") && !url.startsWith("//") && !url.startsWith(`${prefix}/`) ? `${space}${prefix}${url}` : candidate;
    });
    return `${name}${quote}${candidates.join(",")}${quote}`;
  });
}
