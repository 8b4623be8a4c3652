/**
 * dist/ kept between builds: every step of a build says which files it publishes (written, copied, or kept as
 * they are), a file is only written when its bytes differ, and at the end whatever the build did not publish
 * is removed. So a build over a previous dist/ leaves exactly the files a build from an empty folder would.
 *
 * A file is replaced by removing it first: dist/ may share its files (hard links) with a published release
 * (the gate starts from it, engine/cli/gate.ts), which must never change underneath its visitors.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Stats } from "node:fs";

/** Where a build keeps what it needs to know about the previous one (never served: dotfiles are not). */
export const STATE_FILE = ".build-state.json";

export class OutputTree {
  /** Published by this build, relative to dist/ with "/" separators. */
  readonly published = new Set<string>();
  /** Written or copied by this build because they changed (a subset of published). */
  readonly changed = new Set<string>();

  /** Copied file -> the stamps of its source and of the copy when this build published it (for the next build). */
  readonly copies: Record<string, string> = {};

  /**
   * `keptCopies`: the previous build's `copies` (engine/build/buildState.ts). `linkCopies`: publish a copy as a hard
   * link to its source (a group's build: its 50 practices each publish the same pictures and bundle), for a caller
   * whose sources are never changed in place (each is replaced by a new file), as dist/'s own files never are.
   */
  constructor(
    readonly dir: string,
    private readonly keptCopies: Readonly<Record<string, string>> = {},
    private readonly linkCopies = false,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  path(rel: string): string {
    return join(this.dir, ...rel.split("/"));
  }

  /** Publishes `data` at `rel`, writing it only if the file there differs. */
  write(rel: string, data: string | Buffer): void {
    this.record(rel, writeIfChanged(this.path(rel), data));
  }

  /** Publishes a file another thread wrote at `rel` (engine/build/renderPages.ts), `changed` if its bytes did. */
  record(rel: string, changed: boolean): void {
    this.published.add(rel);
    if (changed) this.changed.add(rel);
  }

  /**
   * Publishes a copy of `source` at `rel`. When the source and the copy have the stamps they had when the last
   * build copied it, it is left as it is without reading either; otherwise the bytes are compared and the file
   * copied only if they differ. A stamp holds the change time, which a write always moves and no one can set
   * back (unlike the modification time): a file changed to the same size with its time put back is still copied.
   */
  copy(rel: string, source: string): void {
    this.published.add(rel);
    const file = this.path(rel);
    const from = statSync(source);
    const to = statOf(file);
    // The source itself (a link made before): the same bytes, whatever its stamps (another link moves its change time).
    if (to && to.ino === from.ino && to.dev === from.dev) {
      this.copies[rel] = copyStamp(from, to);
      return;
    }
    if (to && to.size === from.size) {
      const stamp = copyStamp(from, to);
      if (this.keptCopies[rel] === stamp || readFileSync(source).equals(readFileSync(file))) {
        this.copies[rel] = copyStamp(from, to);
        return;
      }
    }
    if (to) rmSync(file);
    else mkdirSync(dirname(file), { recursive: true });
    if (!(this.linkCopies && linked(source, file))) {
      copyFileSync(source, file);
      utimesSync(file, from.atime, from.mtime);
    }
    this.copies[rel] = copyStamp(from, statSync(file));
    this.changed.add(rel);
  }

  /**
   * Publishes the file already at `rel` as it is (an unchanged page). False when there is none. `seen`: the caller
   * has just found it in a listing of its folder, and nothing since removes a page's file (a stat per page cost a
   * one-page change at 4,000 pages about 20 ms).
   */
  keep(rel: string, seen = false): boolean {
    if (!seen && !existsSync(this.path(rel))) return false;
    this.published.add(rel);
    return true;
  }

  /** Copies every file under `folder` to the same place under dist/, but those `skip` names and those already published. */
  copyFolder(folder: string, skip: (rel: string) => boolean = () => false, under = ""): void {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const source = join(folder, entry.name);
      const rel = under ? `${under}/${entry.name}` : entry.name;
      if (skip(rel)) continue;
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(source).isDirectory())) this.copyFolder(source, skip, rel);
      else if (!this.published.has(rel)) this.copy(rel, source);
    }
  }

  /** Removes every file the build did not publish (except those `alsoKeep` names), and folders left empty. Returns how many. */
  sweep(alsoKeep: (rel: string) => boolean): number {
    let removed = 0;
    const visit = (folder: string): boolean => {
      let empty = true;
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = join(folder, entry.name);
        if (entry.isDirectory()) {
          if (visit(full)) rmdirSync(full);
          else empty = false;
          continue;
        }
        const rel = relative(this.dir, full).split(sep).join("/");
        if (this.published.has(rel) || rel === STATE_FILE || alsoKeep(rel)) empty = false;
        else {
          rmSync(full);
          removed++;
        }
      }
      return empty;
    };
    visit(this.dir);
    return removed;
  }
}

/**
 * Writes `data` to `file` only if the file there differs, removing the old file first (it may be a hard link to
 * a published release's). True when it wrote.
 */
export function writeIfChanged(file: string, data: string | Buffer): boolean {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const current = sizeOf(file);
  if (current === bytes.length && readFileSync(file).equals(bytes)) return false;
  if (current >= 0) rmSync(file);
  else mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}

/**
 * writeIfChanged without waiting: a page-drawing thread goes on drawing while its files are written (creating a
 * file here can take a millisecond or more when the disk is busy).
 */
export async function writeIfChangedSoon(file: string, data: string | Buffer, madeFolders?: Set<string>): Promise<boolean> {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const current = sizeOf(file);
  if (current === bytes.length && (await readFile(file)).equals(bytes)) return false;
  if (current >= 0) await rm(file);
  else {
    // `madeFolders`: the folders this drawing made or found already, so that each is made once.
    const folder = dirname(file);
    if (!madeFolders?.has(folder)) await mkdir(folder, { recursive: true });
    madeFolders?.add(folder);
  }
  await writeFile(file, bytes);
  return true;
}

/** Size, modification and change times and file number of both ends of a copy: all the same means nothing moved. */
function copyStamp(from: Stats, to: Stats): string {
  return [from.size, from.mtimeMs, from.ctimeMs, from.ino, to.mtimeMs, to.ctimeMs, to.ino].join(":");
}

/** A hard link at `file` to `source`; false where none can be made (another disk), for a copy instead. */
export function linked(source: string, file: string): boolean {
  try {
    linkSync(source, file);
    return true;
  } catch {
    return false;
  }
}

function sizeOf(file: string): number {
  return statOf(file)?.size ?? -1;
}

function statOf(file: string) {
  try {
    // A missing file answers undefined: no error made (with its stack) for every new page.
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * Starts `dist` from a previous build (a published release) without copying it: each file is a hard link to the
 * release's, which this build never changes in place (it removes a file before writing it). Falls back to a copy
 * where links cannot be made (another disk). Does nothing if `dist` already exists.
 */
export function seedFrom(previous: string, dist: string): boolean {
  if (existsSync(dist) || !existsSync(previous)) return false;
  const visit = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) visit(source, target);
      else if (entry.isFile()) {
        try {
          linkSync(source, target);
        } catch {
          copyFileSync(source, target);
          const { atime, mtime } = statSync(source);
          utimesSync(target, atime, mtime);
        }
      }
    }
  };
  visit(previous, dist);
  return true;
}
