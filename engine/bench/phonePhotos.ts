/**
 * Photos as a phone takes them, made with sharp for the picture tests and npm run bench:pictures: stored sideways
 * with an EXIF orientation tag, carrying the camera's details and the place it was taken (GPS), or large and
 * detailed like a 12-megapixel original. Nothing is downloaded; every photo is drawn from a seed, so runs agree.
 */
import sharp from "sharp";

/** The four corners of an upright test picture, clockwise from the top left, so a turn or a mirror shows. */
export const CORNERS = {
  topLeft: { r: 220, g: 30, b: 30 },
  topRight: { r: 30, g: 200, b: 40 },
  bottomRight: { r: 250, g: 240, b: 40 },
  bottomLeft: { r: 30, g: 60, b: 220 },
} as const;
export type Corner = keyof typeof CORNERS;

/** What a camera writes about itself and where it was, as sharp's withExif takes it (IFD0: the camera, IFD3: GPS). */
export const CAMERA_DETAILS = {
  IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Software: "17.4" },
  IFD2: { DateTimeOriginal: "2026:03:14 10:21:07", LensModel: "iPhone 15 Pro back triple camera" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 28/1 3012/100", GPSLongitudeRef: "W", GPSLongitude: "1/1 28/1 4410/100" },
};

/** An upright landscape picture, width:height 3:2, one colour per quarter. */
export async function uprightQuarters(width = 600, height = 400): Promise<Buffer> {
  const half = (colour: { r: number; g: number; b: number }) => ({ create: { width: width / 2, height: height / 2, channels: 3 as const, background: colour } });
  return sharp({ create: { width, height, channels: 3, background: "#000" } })
    .composite([
      { input: half(CORNERS.topLeft), left: 0, top: 0 },
      { input: half(CORNERS.topRight), left: width / 2, top: 0 },
      { input: half(CORNERS.bottomLeft), left: 0, top: height / 2 },
      { input: half(CORNERS.bottomRight), left: width / 2, top: height / 2 },
    ])
    .png()
    .toBuffer();
}

/**
 * How a camera stores a picture that shows upright once its orientation tag (1-8) is applied: the inverse of the
 * turn or mirror the tag asks for (EXIF 2.3, "Orientation").
 */
async function storedFor(upright: Buffer, orientation: number): Promise<Buffer> {
  const image = sharp(upright);
  switch (orientation) {
    case 2: return image.flop().png().toBuffer();
    case 3: return image.rotate(180).png().toBuffer();
    case 4: return image.flip().png().toBuffer();
    case 5: return sharp(await sharp(upright).rotate(90).png().toBuffer()).flop().png().toBuffer();
    case 6: return image.rotate(270).png().toBuffer();
    case 7: return sharp(await sharp(upright).rotate(270).png().toBuffer()).flop().png().toBuffer();
    case 8: return image.rotate(90).png().toBuffer();
    default: return image.png().toBuffer();
  }
}

/** A phone's JPEG that shows `upright` when its orientation tag is followed, with the camera's details and GPS. */
export async function phoneJpeg(upright: Buffer, orientation: number, quality = 90): Promise<Buffer> {
  const stored = await storedFor(upright, orientation);
  return sharp(stored).withExif(CAMERA_DETAILS).withMetadata({ orientation }).jpeg({ quality }).toBuffer();
}

/** A small deterministic random number source (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A detailed photo-like picture: smooth shapes at several scales (as light and objects make them) and a little
 * sensor grain, so it compresses as a camera's photo does rather than as a flat test card.
 */
export async function photoLikePixels(width: number, height: number, seed = 7): Promise<Buffer> {
  const random = randomFrom(seed);
  const out = new Float32Array(width * height * 3);
  const layers: [number, number][] = [[6, 90], [24, 50], [96, 28], [384, 16], [1536, 9]];
  for (const [cells, weight] of layers) {
    const w = Math.max(2, Math.round((cells * width) / Math.max(width, height)));
    const h = Math.max(2, Math.round((cells * height) / Math.max(width, height)));
    const small = Buffer.alloc(w * h * 3);
    for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
    const layer = await sharp(small, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + ((layer[i]! - 128) * weight) / 128;
  }
  const pixels = Buffer.alloc(out.length);
  for (let i = 0; i < out.length; i++) pixels[i] = Math.max(0, Math.min(255, 128 + out[i]! + (random() - 0.5) * 14));
  return pixels;
}

/**
 * A phone's original: 4032×3024 pixels stored sideways (portrait taken upright: orientation 6) as a high-quality
 * JPEG of at least 12 MB (about 13.7 MB at quality 98), with the camera's details and GPS.
 */
export async function phoneOriginal(targetBytes = 12 * 1024 * 1024): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = await photoLikePixels(width, height);
  // The lowest quality that makes the file at least the target size, as a phone's finest setting does.
  let best: Buffer | undefined;
  for (const quality of [98, 99]) {
    best = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .withExif(CAMERA_DETAILS)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality, chromaSubsampling: "4:4:4" })
      .toBuffer();
    if (best.length >= targetBytes) break;
  }
  return best!;
}

/** A screenshot: flat colours and sharp-edged text-like bars, as a PNG. */
export async function screenshotPng(width = 1170, height = 2532): Promise<Buffer> {
  const bars = Array.from({ length: 40 }, (_, i) => ({
    input: { create: { width: Math.round(width * (0.4 + ((i * 37) % 50) / 100)), height: 18, channels: 3 as const, background: i % 5 === 0 ? "#0d5c63" : "#333" } },
    left: 48,
    top: 160 + i * 56,
  }));
  return sharp({ create: { width, height, channels: 3, background: "#f4f6f7" } }).composite(bars).png().toBuffer();
}
