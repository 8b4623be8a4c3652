/**
 * What the site keeps of a photo, whatever the camera gave: turned upright by its orientation tag (a phone stores
 * a portrait sideways and says so in a tag some browsers ignore), no larger than LONGEST_SIDE on its long side,
 * and without the camera's details (EXIF, GPS, XMP, IPTC, comments), keeping only its colour profile. Used by the
 * page editor when a photo is added, and by the build for any picture found in public/, so the camera's original is
 * never published. An iPhone photo (HEIC) is decoded by heic-decode (libheif in WebAssembly) and kept as a JPEG.
 */
import type { Metadata, Sharp } from "sharp";
import { loadSharp } from "./lazySharp";
import { LONGEST_SIDE } from "./imageVariants";

export type PictureType = "jpg" | "png" | "webp";
/** What the bytes hold, told by their first bytes ("magic numbers"), whatever the file was called. */
export type UploadType = PictureType | "heic";

/** HEIF brands of HEVC pictures (an iPhone's .HEIC); "avif" files share the container but are not accepted here. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

export function pictureTypeOf(bytes: Uint8Array): UploadType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(8, 12))) return "heic";
  return null;
}

export interface PreparedPicture {
  bytes: Buffer;
  type: PictureType;
  /** Upright size in pixels. */
  width: number;
  height: number;
  /** What was done, for the person who added it ("turned upright", "made smaller"…); empty when the file was kept as it was. */
  changes: PictureChange[];
}

export type PictureChange = "turned" | "smaller" | "details-removed" | "converted";

/** Why a file cannot be prepared: said to practice staff as it is. */
export class PictureError extends Error {}

/** JPEG at quality 82 is indistinguishable from the camera's at screen sizes, at a fraction of the bytes. */
const ENCODERS: Record<PictureType, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 82 }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
  webp: (image) => image.webp({ quality: 82 }),
};

/** Whether the metadata holds anything besides the picture and its colour profile. */
function hasDetails(metadata: Metadata): boolean {
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.tifftagPhotoshop || metadata.comments?.length || metadata.gainMap);
}

/** What preparing would do to a picture with this metadata; nothing when it is already fit to publish. */
export function changesNeeded(metadata: Metadata): PictureChange[] {
  const upright = uprightSize(metadata);
  const changes: PictureChange[] = [];
  if ((metadata.orientation ?? 1) > 1) changes.push("turned");
  if (Math.max(upright.width, upright.height) > LONGEST_SIDE) changes.push("smaller");
  if (hasDetails(metadata)) changes.push("details-removed");
  return changes;
}

/** The size once turned upright: orientations 5 to 8 swap width and height. */
export function uprightSize(metadata: Pick<Metadata, "width" | "height" | "orientation">): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Prepares a picture for the site. A file that is already upright, small enough and free of details is kept byte
 * for byte, so preparing twice changes nothing and a picture added again is recognised as the same file.
 */
export async function preparePicture(bytes: Buffer): Promise<PreparedPicture> {
  const type = pictureTypeOf(bytes);
  if (!type) throw new PictureError("This file is not a photo in JPEG, PNG, WebP or HEIC (iPhone) format.");
  if (type === "heic") return prepareHeic(bytes);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new PictureError(`The file starts like a ${type.toUpperCase()} picture but cannot be read as one; it may be damaged.`);
  }
  const upright = uprightSize(metadata);
  if (!upright.width || !upright.height) throw new PictureError("The picture has no size; it may be damaged.");
  const changes = changesNeeded(metadata);
  if (!changes.length) return { bytes, type, ...upright, changes };
  try {
    return { ...(await encode(sharp(bytes).autoOrient(), type)), changes };
  } catch {
    throw new PictureError(`The ${type.toUpperCase()} picture could not be read to the end; it may be damaged.`);
  }
}

/** Upright, within LONGEST_SIDE, colour profile kept and every other detail left behind (sharp keeps none unless told). */
async function encode(image: Sharp, type: PictureType): Promise<Omit<PreparedPicture, "changes">> {
  const resized = image.resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true }).keepIccProfile();
  const { data, info } = await ENCODERS[type](resized).toBuffer({ resolveWithObject: true });
  return { bytes: data, type, width: info.width, height: info.height };
}

/** What to do with an iPhone photo this computer cannot read. */
export const IPHONE_HINT =
  'On the iPhone, share the photo (Share, then "Save to Files" with Options set to "Most Compatible", or send it by e-mail, which sends a JPEG), or set the camera to take JPEG photos from now on: Settings, Camera, Formats, "Most Compatible".';

/** An iPhone photo: libheif (WebAssembly) applies its rotation while decoding; the result is kept as a JPEG. */
async function prepareHeic(bytes: Buffer): Promise<PreparedPicture> {
  let decoded: { width: number; height: number; data: Uint8ClampedArray };
  try {
    const { default: decode } = await import("heic-decode");
    decoded = await decode({ buffer: bytes });
  } catch {
    throw new PictureError(`This iPhone photo (HEIC) cannot be read here. ${IPHONE_HINT}`);
  }
  const { width, height, data } = decoded;
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }).removeAlpha();
  const prepared = await encode(image, "jpg");
  const changes: PictureChange[] = ["converted", "details-removed"];
  if (Math.max(width, height) > LONGEST_SIDE) changes.push("smaller");
  return { ...prepared, changes };
}
