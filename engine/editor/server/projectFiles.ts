/**
 * The only files the editor reads or writes: pages/**.json, site.config.json, and files under public/. Every
 * path from a request passes through here; anything else (a path with "..", a dotfile, a link leading out of
 * its folder, another kind of file) is refused before the disk is touched.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { link, mkdir, open, readFile, realpath, rename, rm } from "node:fs/promises";
import { dirname, join, sep } from "node:path";

export type DocumentKind = "page" | "shared" | "site";

export interface DocumentFile {
  /** Relative to the project root, with "/": "pages/about.json", "pages/_shared/closing-cta.json", "site.config.json". */
  file: string;
  full: string;
  kind: DocumentKind;
  /**
   * In a group's practice, a file the group has too: the group's file (`file`), shown where the practice has none
   * of its own or where the group locks it (`locked`). Writes still go to `full`, the practice's own.
   */
  group?: { file: string; locked: boolean };
}

export const SITE_CONFIG = "site.config.json";

/** A name a content file or folder may have: letters, digits, "-", "_" and "."; never starting with a dot. */
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** The document a request names, or null when it is not one the editor may touch. */
export function documentFile(root: string, file: unknown): DocumentFile | null {
  if (typeof file !== "string" || file.length > 300) return null;
  if (file === SITE_CONFIG) return { file, full: join(root, SITE_CONFIG), kind: "site" };
  const segments = file.split("/");
  if (segments[0] !== "pages" || segments.length < 2 || !file.endsWith(".json")) return null;
  if (!segments.slice(1).every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes(".."))) return null;
  const kind: DocumentKind = segments[1] === "_shared" ? "shared" : "page";
  // Other folders whose names start with "_" are not pages, and not the editor's either.
  if (kind === "page" && segments.slice(1).some((segment) => segment.startsWith("_"))) return null;
  return { file, full: join(root, ...segments), kind };
}

/** Whether the real path of `full` (links followed, for a new file its folder's) stays inside `folder`. */
export async function staysInside(folder: string, full: string): Promise<boolean> {
  const realFolder = await realpath(folder).catch(() => null);
  if (!realFolder) return false;
  let probe = full;
  // A file that does not exist yet: its nearest existing folder must be inside.
  for (;;) {
    const real = await realpath(probe).catch(() => null);
    if (real) return real === realFolder || real.startsWith(realFolder + sep);
    const parent = dirname(probe);
    if (parent === probe) return false;
    probe = parent;
  }
}

/** Where a document must stay: pages/ for pages and shared blocks, the project folder for site.config.json. */
export function homeOf(root: string, document: DocumentFile): string {
  return document.kind === "site" ? root : join(root, "pages");
}

/** A document's text and its version (a hash of its bytes), or null when it is not there. */
export async function readDocument(document: DocumentFile): Promise<{ text: string; version: string } | null> {
  try {
    const bytes = await readFile(shownFile(document));
    return { text: bytes.toString("utf8"), version: versionOf(bytes) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The file a document is read from: the practice's own, or the group's where it has none or the group locks it. */
export function shownFile(document: DocumentFile): string {
  const { group } = document;
  return group && (group.locked || !existsSync(document.full)) ? group.file : document.full;
}

export function versionOf(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/**
 * Writes the whole text beside the file, flushes it, then renames it over the file: a reader (the dev
 * server, git, another editor) sees the old file or the new one, never half of one.
 */
/** `temporaryFolder`: where the file waits before it is renamed into place (the workspace's, workspace.ts); unset, beside it. */
export async function writeWhole(full: string, data: string | Uint8Array, { exclusive = false, temporaryFolder }: { exclusive?: boolean; temporaryFolder?: string } = {}): Promise<void> {
  await mkdir(dirname(full), { recursive: true });
  if (temporaryFolder) await mkdir(temporaryFolder, { recursive: true });
  const temporary = join(temporaryFolder ?? dirname(full), `.${randomBytes(6).toString("hex")}.editing.tmp`);
  const handle = await open(temporary, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (exclusive) {
      // A new file: linked into place, which fails if a file of that name appeared meanwhile (never replaced).
      await link(temporary, full);
      await rm(temporary, { force: true });
    } else {
      await rename(temporary, full);
    }
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
