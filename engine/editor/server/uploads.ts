/**
 * The files under public/ the editor offers in its file picker, and pictures added from this computer.
 * An added picture must be a photo (JPEG, PNG or WebP, told by its bytes, not its name) that sharp can
 * read, at most UPLOAD_LIMIT bytes; it is stored under public/images/ with a name pages can use
 * (lower case, hyphens), never over an existing file. The build's image pipeline then draws its variants.
 */
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { ASSET_PATTERN } from "../../schema/common";
import { HttpError } from "./http";
import { staysInside, writeWhole } from "./projectFiles";

export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export interface PublicFile {
  /** As pages write it: "/images/team/jo.jpg". */
  path: string;
  size: number;
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
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

type PhotoType = "jpg" | "png" | "webp";

/** The kind of photo the bytes hold, from their first bytes ("magic numbers"), whatever the file was called. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
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

/** Stores a picture; returns its path as pages write it, and its size in pixels. */
export async function storePicture(root: string, folder: string, originalName: string, bytes: Buffer): Promise<{ path: string; width: number; height: number }> {
  if (!bytes.length) throw new HttpError(400, "The file is empty.");
  const type = photoTypeOf(bytes);
  if (!type) throw new HttpError(415, "Only photos in JPEG, PNG or WebP format can be added here (other files, such as SVG drawings, are added by a developer).");
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(bytes).metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw new HttpError(415, `The file starts like a ${type.toUpperCase()} picture but cannot be read as one; it may be damaged.`);
  }
  if (!width || !height) throw new HttpError(415, "The picture has no size; it may be damaged.");

  const publicDir = join(root, "public");
  const name = fileNameFrom(originalName);
  for (let attempt = 1; attempt < 1000; attempt++) {
    const path = `/${folder}/${name}${attempt === 1 ? "" : `-${attempt}`}.${type}`;
    const full = join(publicDir, ...path.slice(1).split("/"));
    if (!(await staysInside(publicDir, full))) throw new HttpError(400, "Pictures can only be stored inside public/.");
    try {
      await writeWhole(full, bytes, { exclusive: true });
      return { path, width, height };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new HttpError(409, "There are too many pictures with that name; rename the file and try again.");
}
