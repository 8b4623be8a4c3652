/**
 * The security headers every page is served with. One definition feeds the
 * local server, dist/_headers (Netlify / Cloudflare Pages format) and the
 * nginx example, so what is tested is what is deployed.
 */
import { SPECULATION_RULES_CSP_SOURCE } from "../app/speculation";

export interface HeaderOptions {
  /** Origins the forms post to (the production endpoint, or the local collector). */
  formOrigins: string[];
  /** A preview build (stand-in content published on purpose): every answer asks search engines not to index it. */
  preview?: boolean;
}

/**
 * Origins a browser must be allowed to reach to send the forms. A Google Apps
 * Script web app answers from script.googleusercontent.com after a redirect.
 */
export function formOriginsOf(endpoints: string[]): string[] {
  const origins = new Set<string>();
  for (const endpoint of endpoints) {
    const origin = new URL(endpoint).origin;
    origins.add(origin);
    if (origin === "https://script.google.com") origins.add("https://script.googleusercontent.com");
  }
  return [...origins];
}

export function contentSecurityPolicy({ formOrigins }: HeaderOptions): string {
  const connect = ["'self'", ...new Set(formOrigins)].join(" ");
  return [
    "default-src 'self'",
    // No inline script runs; the one inline element is the pages' speculation rules (inert JSON), allowed by its hash.
    `script-src 'self' ${SPECULATION_RULES_CSP_SOURCE}`,
    // styled-components writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // For a host serving HTTPS; the local server, serving plain HTTP, leaves it out (forPlainHttp).
    "upgrade-insecure-requests",
  ].join("; ");
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // interest-cohort (FLoC) is gone from browsers; naming it only draws console warnings.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // HTTPS only, for a year; not every static host adds it. The local server leaves it out (forPlainHttp).
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    // A preview is published on purpose with stand-in content: search engines are asked to leave all of it out.
    ...(options.preview ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

export interface CacheRule {
  /** Paths in _headers' form: "/assets/*" is everything under /assets/. */
  paths: readonly string[];
  cacheControl: string;
}

/** How long browsers and CDNs keep files, by path; every other answer is revalidated each time (no-cache). */
export const CACHE_RULES: readonly CacheRule[] = [
  // Named by a hash of their content: a changed file gets a new name, so a kept copy is never stale.
  { paths: ["/assets/*"], cacheControl: "public, max-age=31536000, immutable" },
  // Pictures, video and documents keep their names when the practice replaces them: kept for a day,
  // then checked again (a 304 without the file when it has not changed).
  { paths: ["/images/*", "/_img/*", "/media/*", "/documents/*"], cacheControl: "public, max-age=86400, must-revalidate" },
];

/** The Cache-Control a local answer gets when no rule of _headers names its path. */
export const DEFAULT_CACHE_CONTROL = "no-cache";

/** dist/_headers: the security headers for every path, then the cache rules, in the format Netlify and Cloudflare Pages read. */
export function headersFile(options: HeaderOptions): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`;
  const blocks = [block("/*", securityHeaders(options))];
  for (const rule of CACHE_RULES) for (const path of rule.paths) blocks.push(block(path, { "Cache-Control": rule.cacheControl }));
  return blocks.join("\n");
}

export interface HeadersRule {
  path: string;
  headers: Record<string, string>;
}

/** Reads a _headers file back as its rules, in order, so the local server sends exactly what a host would. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    // "  Name: value", read by position: a pattern for it backtracked over long runs of spaces.
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    const rule = rules[rules.length - 1];
    if (rule && name) rule.headers[name] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers of a host's rules, fitted to an answer over plain HTTP (npm start and the tests serve
 * http://localhost): without upgrade-insecure-requests, which WebKit applies even to localhost, sending the
 * page's pictures, scripts, links and form posts to an https:// address where nothing answers; and without
 * HSTS, which is for HTTPS answers only. dist/_headers and the nginx example, served over HTTPS, keep both.
 */
export function forPlainHttp(headers: Record<string, string>): Record<string, string> {
  const fitted: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const header = name.toLowerCase();
    if (header === "strict-transport-security") continue;
    fitted[name] = header === "content-security-policy" ? withoutUpgrade(value) : value;
  }
  return fitted;
}

const withoutUpgrade = (policy: string) =>
  policy.split(";").map((directive) => directive.trim()).filter((directive) => directive && directive.toLowerCase() !== "upgrade-insecure-requests").join("; ");

/**
 * The headers every rule whose path matches `urlPath` sets, in file order; a header two rules set is sent
 * with both values, as Cloudflare Pages does. A "*" stands for any run of characters.
 */
export function headersFor(rules: readonly HeadersRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/** Whether `path` fits `pattern`, where "*" is any run of characters; compared piece by piece, with no pattern built. */
function pathMatches(pattern: string, path: string): boolean {
  const pieces = pattern.split("*");
  if (pieces.length === 1) return pattern === path;
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (!path.startsWith(first) || path.length < first.length + last.length || !path.endsWith(last)) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = path.indexOf(piece, at);
    if (found < 0 || found + piece.length > path.length - last.length) return false;
    at = found + piece.length;
  }
  return true;
}
