/**
 * How a static host answers a request path, page addresses included, following Cloudflare Pages' rules
 * (its asset server, packages/pages-shared/asset-server/handler.ts in cloudflare/workers-sdk), which agree
 * with Netlify's and GitHub Pages' for the addresses this site uses:
 *
 *   /about        about.html, else a redirect to /about/ when only about/index.html exists
 *   /about/       about/index.html, else a redirect to /about when about.html exists
 *   /about.html   a redirect to /about (unless a file named "about" exists too)
 *   /index.html, /index, /a/index.html, /a/index/   a redirect to / or /a/
 *   /logo.svg     the file itself
 *
 * Redirects are 308 and keep the query. So a page built as a folder's index.html, linked as /about,
 * redirects here exactly as it would on the host, and the tests see it.
 */
import { join } from "node:path";
import { regularFileInside, servableSegments, type ServedFile } from "./resolveFile";

export type Answer =
  | { kind: "file"; file: ServedFile }
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

const MISSING: Answer = { kind: "missing" };

export async function answerFor(realDist: string, urlPath: string, search = ""): Promise<Answer> {
  const segments = servableSegments(urlPath);
  if (!segments) return MISSING;
  const fileAt = (...parts: string[]) => regularFileInside(realDist, join(realDist, ...parts));
  const serve = (file: ServedFile | null): Answer | null => (file ? { kind: "file", file } : null);
  // Built from the decoded segments, one "/" apart: never "//host", so never a redirect to another site.
  const redirect = (parts: string[], folder: boolean): Answer => {
    const path = parts.map(encodeURIComponent).join("/");
    return { kind: "redirect", location: `/${path}${folder && path ? "/" : ""}${search}` };
  };

  if (!segments.length) return serve(await fileAt("index.html")) ?? MISSING;
  const parents = segments.slice(0, -1);
  const last = segments[segments.length - 1]!;

  if (urlPath.endsWith("/")) {
    // A folder's address: its index.html, or the page of the same name without the slash.
    return (
      serve(await fileAt(...segments, "index.html")) ??
      (last === "index" ? redirect(parents, true) : null) ??
      ((await fileAt(...parents, `${last}.html`)) ? redirect(segments, false) : MISSING)
    );
  }

  const file = await fileAt(...segments);
  if (file) {
    if (!last.endsWith(".html")) return { kind: "file", file };
    const name = last.slice(0, -".html".length);
    if (name === "index") return redirect(parents, true);
    // about.html is served at /about; only a file named "about" beside it keeps /about.html its own address.
    return (await fileAt(...parents, name)) ? { kind: "file", file } : redirect([...parents, name], false);
  }
  if (last === "index") return redirect(parents, true);
  return (
    serve(await fileAt(...parents, `${last}.html`)) ??
    ((await fileAt(...segments, "index.html")) ? redirect(segments, true) : MISSING)
  );
}
