/**
 * Which files of dist/ may be served at all: a regular file whose real path (links followed) lies inside
 * dist/. Never a dotfile or a dot-folder (.vite/, .env), never the host's own configuration (_headers and
 * the like: a host reads them, it does not publish them). Which file a request path names is the host's
 * rule, in pageAddress.ts.
 */
import { realpath, stat } from "node:fs/promises";
import { relative, sep } from "node:path";

/** Files static hosts read as their configuration, by name, wherever they are. */
export const HOST_CONFIG_FILES = new Set([
  "_headers", "_redirects", "_routes.json", "netlify.toml", "vercel.json", "serve.json",
  "staticwebapp.config.json", "firebase.json", "web.config", "nginx.conf",
]);

export interface ServedFile {
  /** The file's real path, inside dist/. */
  path: string;
  size: number;
}

/** The decoded path's segments, or null when the path is malformed or names something never served. */
export function servableSegments(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").filter((segment) => segment !== "");
  return segments.every(isServableName) ? segments : null;
}

/** Neither a dotfile nor a dot-folder, nor a host's configuration file. */
function isServableName(name: string): boolean {
  return !name.startsWith(".") && !HOST_CONFIG_FILES.has(name.toLowerCase());
}

/** The regular file at `candidate` if its real path is inside `realDist`, else null (missing, a folder, a link out). */
export async function regularFileInside(realDist: string, candidate: string): Promise<ServedFile | null> {
  try {
    const real = await realpath(candidate);
    // A link may lead out of dist/, or to a file that is never served under its own name.
    if (!real.startsWith(realDist + sep) || !relative(realDist, real).split(sep).every(isServableName)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : null;
  } catch {
    return null; // gone, or never there
  }
}
