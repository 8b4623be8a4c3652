/**
 * Compressed copies of every text file of dist/, written once when the site is built: file.br (Brotli
 * at its highest quality) and file.gz (gzip at level 9) beside file, the way static hosts and CDNs
 * serve them (nginx's gzip_static and brotli_static, Netlify, Cloudflare Pages) and the way the local
 * server does. Compressing at the highest level takes a noticeable moment per file: on the request
 * path it held up every other visitor; at build time it costs a second once.
 * A copy that would not be smaller than its file is not kept.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE } from "../server/compressible";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COPIES = [
  { suffix: ".br", make: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: ".gz", make: (data: Buffer) => gzipped(data, { level: 9 }) },
];

/** Text files under `dir`, dotfiles and dot-folders (.vite/) left out: they are never served. */
async function textFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await textFiles(path)));
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase())) out.push(path);
  }
  return out;
}

/** Writes the .br and .gz copies of dist/'s text files; returns how many copies were written. */
export async function writeCompressedCopies(distDir: string): Promise<number> {
  const files = await textFiles(distDir);
  let written = 0;
  // A few at a time: zlib works on libuv's threads, so this uses every core without holding all files at once.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await readFile(file);
      for (const { suffix, make } of COPIES) {
        const copy = await make(data);
        if (copy.length < data.length) {
          await writeFile(file + suffix, copy);
          written++;
        } else {
          await rm(file + suffix, { force: true });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
