/**
 * Compressed copies of dist/'s text files, for the deployments that serve them as they are: file.br (Brotli)
 * and file.gz (gzip) beside file, as nginx's gzip_static and brotli_static and the local server (npm start)
 * send them. A host that builds from git (Cloudflare Pages, Netlify, GitHub Pages) compresses for itself, so
 * those builds write none (docs/addresses.md).
 *
 * The levels are bounded: Brotli 5 and gzip 6 cost about a millisecond for a 50 KB page, where Brotli 11 and
 * gzip 9 cost 60 ms for a file about 10 % smaller, which made three quarters of a 4,000-page build. The work
 * runs on zlib's worker threads (libuv's pool), and only for files that changed since the copies were made.
 * A copy that would not be smaller than its file is not kept.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE } from "../server/compressible";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/** Names the copies' settings: copies made with other settings are made again. */
export const COMPRESSION_SETTINGS = `br${BROTLI_QUALITY}-gz${GZIP_LEVEL}`;

export const COPY_SUFFIXES = [".br", ".gz"] as const;

const COPIES = [
  { suffix: ".br", make: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: ".gz", make: (data: Buffer) => gzipped(data, { level: GZIP_LEVEL }) },
];

/** Whether a file of dist/ (relative, "/"-separated) is one that gets copies: served text, no dotfile. */
export function getsCopies(rel: string): boolean {
  return !rel.split("/").some((part) => part.startsWith(".")) && COMPRESSIBLE.has(extname(rel).toLowerCase());
}

/** Whether `rel` is a compressed copy of a file that gets them. */
export function copyOf(rel: string): string | null {
  const suffix = COPY_SUFFIXES.find((s) => rel.endsWith(s));
  if (!suffix) return null;
  const original = rel.slice(0, -suffix.length);
  return getsCopies(original) ? original : null;
}

/** Writes the .br and .gz copies of these files of `distDir` (relative paths); returns how many copies were written. */
export async function compressFiles(distDir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  // A few at a time: zlib works on libuv's threads, so this uses every core without holding all files at once.
  const queue = [...files];
  const worker = async () => {
    for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
      const file = join(distDir, ...rel.split("/"));
      const data = await readFile(file);
      for (const { suffix, make } of COPIES) {
        const copy = await make(data);
        // Removed first: dist/ may share its files with a published release (engine/build/output.ts).
        await rm(file + suffix, { force: true });
        if (copy.length < data.length) {
          await writeFile(file + suffix, copy);
          written++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}

/** Text files under `dir`, dotfiles and dot-folders (.vite/) left out: they are never served. */
async function textFiles(dir: string, under = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await textFiles(join(dir, entry.name), rel)));
    else if (entry.isFile() && getsCopies(rel)) out.push(rel);
  }
  return out;
}

/** Writes the .br and .gz copies of every text file of `distDir` (a folder made outside a build: the tests, bench:load). */
export async function writeCompressedCopies(distDir: string): Promise<number> {
  return compressFiles(distDir, await textFiles(distDir));
}
