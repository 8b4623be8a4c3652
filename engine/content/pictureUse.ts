/**
 * Which pictures under public/ the site uses, and which none of its pages, shared blocks or settings name:
 * npm run validate lists those as notices (with their size), and the page editor offers to remove them.
 * The content files are read as text, so a page that is half-edited (not valid JSON yet) still counts as using
 * the pictures it names, and no picture is called unused because of a typing mistake elsewhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { listJsonFiles } from "./files";
import type { Problem } from "./validate/problem";

/** A file a page shows as a picture, by its name. */
export const PICTURE_FILE = /\.(?:svg|png|jpe?g|webp|avif|gif|ico)$/i;

/** A quoted path to a picture, as content writes it: "/images/team/jo.jpg". */
const PICTURE_PATH = /"(\/[^"\\\s]+\.(?:svg|png|jpe?g|webp|avif|gif|ico))"/gi;

export interface PictureFile {
  /** As pages write it: "/images/team/jo.jpg". */
  path: string;
  /** In bytes. */
  size: number;
}

/** Every picture path named in site.config.json and in pages/ (shared blocks included), as written. */
export function picturesInUse(root: string, overrides?: ReadonlyMap<string, string>): Set<string> {
  const files = ["site.config.json", ...listJsonFiles(join(root, "pages")).map((file) => `pages/${file}`)];
  const used = new Set<string>();
  for (const file of files) {
    const text = overrides?.get(file) ?? readIfThere(join(root, ...file.split("/")));
    for (const match of text.matchAll(PICTURE_PATH)) used.add(match[1]!);
  }
  return used;
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");

/** Every picture under public/, sorted by path. */
export function listPictures(root: string): PictureFile[] {
  const publicDir = join(root, "public");
  const out: PictureFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && PICTURE_FILE.test(entry.name)) out.push({ path: "/" + relative(publicDir, full).split(sep).join("/"), size: statSync(full).size });
    }
  };
  if (existsSync(publicDir)) walk(publicDir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** The pictures under public/ that no page, shared block or setting uses. */
export function unusedPictures(root: string, overrides?: ReadonlyMap<string, string>): PictureFile[] {
  const used = picturesInUse(root, overrides);
  return listPictures(root).filter((picture) => !used.has(picture.path));
}

/** "1.4 MB", "820 KB": a size as people read it. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One notice per unused picture: its file and size, and what to do. */
export function unusedPictureNotices(root: string): Problem[] {
  return unusedPictures(root).map(({ path, size }) => ({
    file: `public${path}`,
    where: "(the whole file)",
    message: `no page, shared block or setting uses this picture (${readableSize(size)}); use it, or delete the file (the page editor's picture list can remove it)`,
    severity: "notice",
  }));
}

/**
 * What each picture shows, as the content describes it (the first "alt" written beside its "src"): the page
 * editor's picture window names pictures by it rather than by their file. A file that is not valid JSON (half
 * edited) is passed over.
 */
export function pictureDescriptions(root: string): Map<string, string> {
  const files = ["site.config.json", ...listJsonFiles(join(root, "pages")).map((file) => `pages/${file}`)];
  const found = new Map<string, string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 64 || !value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === "string" && typeof alt === "string" && alt.trim() && !found.has(src)) found.set(src, alt.trim());
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const file of files) {
    try {
      visit(JSON.parse(readIfThere(join(root, ...file.split("/"))) || "null"), 0);
    } catch {
      // Half-edited: its pictures are described elsewhere, or not yet.
    }
  }
  return found;
}
