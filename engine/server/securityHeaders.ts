/**
 * The security headers every page is served with. One definition feeds the
 * local server, dist/_headers (Netlify / Cloudflare Pages format) and the
 * nginx example, so what is tested is what is deployed.
 */
import { SPECULATION_RULES_CSP_SOURCE } from "../app/speculation";

export interface HeaderOptions {
  /** Origins the forms post to (the production endpoint, or the local collector). */
  formOrigins: string[];
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
    "upgrade-insecure-requests",
  ].join("; ");
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** dist/_headers: the same headers for every path, in the format static hosts read. */
export function headersFile(options: HeaderOptions): string {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}

/** Reads the "/*" block of a _headers file back, so the local server sends exactly what a host would. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ")) {
      inAll = line.trim() === "/*";
      continue;
    }
    // "  Name: value", read by position: a pattern for it backtracked over long runs of spaces.
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (inAll && name) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}
