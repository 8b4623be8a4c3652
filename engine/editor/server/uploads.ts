/**
 * The files under public/ the editor offers in its file picker, and pictures added from this computer.
 * An added picture must be a photo (JPEG, PNG, WebP, or an iPhone's HEIC, told by its bytes, not its name) that
 * can be read, at most UPLOAD_LIMIT bytes. It is prepared before it is stored (engine/build/preparePicture.ts:
 * upright, at most 2,400 pixels on its long side, without the camera's details), so the camera's original is never
 * kept; the same picture added again is found by its content and reused. It is stored under public/images/ with a
 * name pages can use (lower case, hyphens), never over an existing file. Pictures nothing uses can be removed.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat, unlink } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { ASSET_PATTERN } from "../../schema/common";
import sharp from "sharp";
import { IPHONE_HINT, pictureTypeOf, preparePicture, PictureError, type PreparedPicture } from "../../build/preparePicture";
import type { StoredPicture } from "../model/api";
import { pictureDescriptions, picturesInUse, PICTURE_FILE } from "../../content/pictureUse";
import { HttpError } from "./http";
import { staysInside, writeWhole } from "./projectFiles";

/**
 * The one upload limit, the same in the README, the content guide, the picker and the nginx example
 * (client_max_body_size 40m): a phone's original is 3-25 MB (a 48-megapixel JPEG is the largest); only what is
 * prepared from it is kept.
 */
export const UPLOAD_LIMIT = 40 * 1024 * 1024;

/** The most pixels a photo may have (a 48-megapixel phone photo is 8064 × 6048): decoding more could exhaust memory. */
export const MAX_PIXELS = 50_000_000;

export interface PublicFile {
  /** As pages write it: "/images/team/jo.jpg". */
  path: string;
  size: number;
  /** A picture that no page, shared block or setting uses (it can be removed). */
  unused?: true;
  /** What the picture shows, as a page describes it (its "alt"), when one does. */
  description?: string;
}

/** Every file under public/ that a page may name (the validator's file pattern), sorted. */
export async function listPublicFiles(root: string): Promise<PublicFile[]> {
  const publicDir = join(root, "public");
  const out: PublicFile[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const path = "/" + relative(publicDir, full).split(sep).join("/");
        if (ASSET_PATTERN.test(path)) out.push({ path, size: (await stat(full)).size });
      }
    }
  };
  await walk(publicDir);
  const used = picturesInUse(root);
  for (const file of out) if (PICTURE_FILE.test(file.path) && !used.has(file.path)) file.unused = true;
  const described = pictureDescriptions(root);
  for (const file of out) {
    const description = described.get(file.path);
    if (description) file.description = description;
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** "Dr Jo Smith (2).JPG" -> "dr-jo-smith-2": a name the validator's file pattern accepts. */
export function fileNameFrom(original: string): string {
  const base = original.slice(0, 200).replace(/\.[A-Za-z0-9]{1,5}$/, "");
  // Hyphens at the ends are trimmed with a look-behind, so a long run of them costs linear time.
  const slug = base
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 60)
    .replace(/(?<!-)-+$/, "");
  return slug || "picture";
}

/** Where under public/images/ a picture may go: "images" or a folder in it, named like a page address. */
export function uploadFolderOf(folder: unknown): string {
  if (typeof folder === "string" && folder.length > 100) throw new HttpError(400, "That folder name is too long.");
  const value = typeof folder === "string" && folder ? folder.replace(/^\/+/, "").replace(/(?<!\/)\/+$/, "") : "images";
  if (!/^images(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(value)) {
    throw new HttpError(400, 'Pictures go in public/images/ or a folder in it, named in lower case with hyphens, like "images/team".');
  }
  return value;
}


/** Prepares a picture and stores it, or finds the same one already in public/ (prepareUpload, then storePrepared). */
export async function storePicture(root: string, folder: string, originalName: string, bytes: Buffer): Promise<StoredPicture> {
  return storePrepared(root, folder, originalName, await prepareUpload(bytes));
}

/** A picture ready to store: what preparePicture made of the person's bytes, always written by the image library. */
export interface PreparedUpload {
  original: Buffer;
  prepared: PreparedPicture;
}

/**
 * The photo's size is read from its header first (for a HEIC, before libheif decodes it), and a picture larger
 * than MAX_PIXELS is refused before any pixel is decoded. What is kept is always written by sharp: a photo that
 * needed no change is encoded again, so bytes the picture does not need (a comment segment holding a script, a
 * web page after the picture's end) are never stored.
 */
export async function prepareUpload(bytes: Buffer): Promise<PreparedUpload> {
  if (!bytes.length) throw new HttpError(400, "The file is empty.");
  const type = pictureTypeOf(bytes);
  if (!type) throw new HttpError(415, "Only photos in JPEG, PNG, WebP or HEIC (iPhone) format can be added here (other files, such as SVG drawings, are added by a developer).");
  const size = await sharp(bytes).metadata().then((metadata) => ({ width: metadata.width ?? 0, height: metadata.height ?? 0 }), () => null);
  if (!size || !size.width || !size.height) {
    throw new HttpError(415, type === "heic" ? `This iPhone photo (HEIC) cannot be read here. ${IPHONE_HINT}` : `The file starts like a ${type.toUpperCase()} picture but cannot be read as one; it may be damaged.`);
  }
  if (size.width * size.height > MAX_PIXELS) {
    throw new HttpError(413, `This picture is ${size.width} × ${size.height} pixels, more than the ${MAX_PIXELS / 1_000_000} million pixels a photo here can have. Make it smaller (most photo programs can export a smaller copy).`);
  }
  let prepared: PreparedPicture;
  try {
    prepared = await preparePicture(bytes);
    if (prepared.bytes === bytes) prepared = { ...prepared, bytes: await writtenAgain(bytes, prepared.type) };
  } catch (error) {
    if (error instanceof PictureError) throw new HttpError(415, error.message);
    throw new HttpError(415, `The ${type.toUpperCase()} picture could not be read to the end; it may be damaged.`);
  }
  return { original: bytes, prepared };
}

/** The picture's pixels and colour profile only, encoded by sharp as its own format (nothing else of the file survives). */
async function writtenAgain(bytes: Buffer, type: PreparedPicture["type"]): Promise<Buffer> {
  const image = sharp(bytes).keepIccProfile();
  const encoded = type === "jpg" ? image.jpeg({ quality: 82 }) : type === "png" ? image.png({ compressionLevel: 9, effort: 7 }) : image.webp({ quality: 82 });
  return encoded.toBuffer();
}

/**
 * Stores a prepared picture, or finds the same one already in public/; returns its path as pages write it. `shown`:
 * the folder the site is read from when it is not `root` (a group's practice, with the group's pictures): a picture
 * there is reused, and a name taken there is never written over.
 */
export async function storePrepared(root: string, folder: string, originalName: string, { original, prepared }: PreparedUpload, temporaryFolder?: string, shown = root): Promise<StoredPicture> {
  const { width, height, changes } = prepared;
  const summary = { width, height, originalBytes: original.length, storedBytes: prepared.bytes.length, changes };
  const publicDir = join(root, "public");
  const same = await sameContentIn(join(shown, "public"), [prepared.bytes, original]);
  if (same) return { path: same, ...summary, reused: true };

  const name = fileNameFrom(originalName);
  for (let attempt = 1; attempt < 1000; attempt++) {
    const path = `/${folder}/${name}${attempt === 1 ? "" : `-${attempt}`}.${prepared.type}`;
    const full = join(publicDir, ...path.slice(1).split("/"));
    if (!(await staysInside(publicDir, full))) throw new HttpError(400, "Pictures can only be stored inside public/.");
    if (shown !== root && existsSync(join(shown, "public", ...path.slice(1).split("/")))) continue;
    try {
      await writeWhole(full, prepared.bytes, { exclusive: true, temporaryFolder });
      return { path, ...summary, reused: false };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new HttpError(409, "There are too many pictures with that name; rename the file and try again.");
}

/**
 * The picture under public/ whose bytes are one of `candidates` (the prepared picture, or the file as chosen, for an
 * original someone put there by hand), or null. Sizes are compared first, so only a file of the same size is read.
 */
async function sameContentIn(publicDir: string, candidates: Buffer[]): Promise<string | null> {
  const sizes = new Set(candidates.map((candidate) => candidate.length));
  const walk = async (dir: string): Promise<string | null> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = await walk(full);
        if (found) return found;
      } else if (entry.isFile() && PICTURE_FILE.test(entry.name) && sizes.has((await stat(full)).size)) {
        const bytes = await readFile(full);
        const path = "/" + relative(publicDir, full).split(sep).join("/");
        if (ASSET_PATTERN.test(path) && candidates.some((candidate) => candidate.equals(bytes))) return path;
      }
    }
    return null;
  };
  return walk(publicDir);
}

/**
 * Removes a picture that nothing uses. A picture some page, shared block or setting still names is refused, as is
 * anything that is not a picture under public/.
 */
export async function removeUnusedPicture(root: string, path: unknown, shown = root): Promise<void> {
  if (typeof path !== "string" || !ASSET_PATTERN.test(path) || !PICTURE_FILE.test(path)) throw new HttpError(400, "Only pictures in public/ can be removed here.");
  if (picturesInUse(shown).has(path)) throw new HttpError(409, `${path} is still used on the site, so it stays.`);
  const publicDir = join(root, "public");
  const full = join(publicDir, ...path.slice(1).split("/"));
  if (!(await staysInside(publicDir, full))) throw new HttpError(400, "Only pictures in public/ can be removed here.");
  try {
    await unlink(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new HttpError(404, `There is no picture ${path}.`);
    throw error;
  }
}
