/**
 * Phone photos, made in the test as a phone makes them (engine/bench/phonePhotos.ts), through the build and through
 * the editor's upload: whatever their orientation tag, every published file is upright, none carries the camera's
 * details or the place it was taken, none is wider than LONGEST_SIDE; a screenshot stays a PNG; an iPhone's HEIC is
 * read, and one that cannot be read is refused with what to do on the iPhone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { imageManifest, variantForRequest, writeImageVariants } from "../../engine/build/images";
import { LONGEST_SIDE, variantUrl } from "../../engine/build/imageVariants";
import { IPHONE_HINT } from "../../engine/build/preparePicture";
import { storePicture } from "../../engine/editor/server/uploads";
import { CORNERS, phoneJpeg, phoneOriginal, screenshotPng, uprightQuarters, type Corner } from "../../engine/bench/phonePhotos";

const HEIC_FIXTURE = join(import.meta.dirname, "..", "fixtures", "pictures", "iphone-photo.heic");

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "pictures-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A new empty site folder (public/ only) with a cache of its own, so every drawing is made by this test. */
function freshSite(name: string) {
  const root = join(scratch, name);
  mkdirSync(join(root, "public", "images"), { recursive: true });
  return { root, publicDir: join(root, "public"), cache: join(root, ".cache"), dist: join(root, "dist") };
}

/** The colour at the middle of each quarter of a picture file. */
async function quarters(file: string | Buffer): Promise<Record<Corner, { r: number; g: number; b: number }> & { width: number; height: number }> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number) => {
    const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { width: info.width, height: info.height, topLeft: at(0.25, 0.25), topRight: at(0.75, 0.25), bottomRight: at(0.75, 0.75), bottomLeft: at(0.25, 0.75) };
}

/** Upright: landscape like the scene, and each quarter the colour it was in the scene (lossy formats: near it). */
async function expectUpright(file: string | Buffer, what: string) {
  const seen = await quarters(file);
  expect(seen.width, `${what} is landscape`).toBeGreaterThan(seen.height);
  for (const corner of Object.keys(CORNERS) as Corner[]) {
    const want = CORNERS[corner];
    const got = seen[corner];
    const distance = Math.max(Math.abs(got.r - want.r), Math.abs(got.g - want.g), Math.abs(got.b - want.b));
    expect(distance, `${what}: ${corner} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`).toBeLessThan(40);
  }
}

/** No EXIF, XMP or IPTC block, no orientation tag, and none of the camera's words or GPS anywhere in the bytes. */
async function expectNoDetails(file: string | Buffer, what: string) {
  const metadata = await sharp(file).metadata();
  expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation ?? 1 }, what).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, orientation: 1 });
  const bytes = typeof file === "string" ? readFileSync(file) : file;
  for (const word of ["iPhone", "Apple", "GPS", "2026:03:14"]) expect(bytes.includes(word), `${what} contains "${word}"`).toBe(false);
}

describe("a photo with each of the eight orientation tags, through the build", () => {
  it("comes out upright and without the camera's details in the published file and every variant", async () => {
    const site = freshSite("orientations");
    const upright = await uprightQuarters(600, 400);
    for (let orientation = 1; orientation <= 8; orientation++) {
      writeFileSync(join(site.publicDir, "images", `photo-${orientation}.jpg`), await phoneJpeg(upright, orientation));
    }
    const manifest = await imageManifest(site.publicDir, site.cache);
    // As the bundler does before the variants are written: public/ copied into dist/ as it is.
    mkdirSync(join(site.dist, "images"), { recursive: true });
    for (let orientation = 1; orientation <= 8; orientation++) writeFileSync(join(site.dist, "images", `photo-${orientation}.jpg`), readFileSync(join(site.publicDir, "images", `photo-${orientation}.jpg`)));
    expect(await writeImageVariants(site.publicDir, site.dist, site.cache)).toBe(8 * 2 * 2);

    for (let orientation = 1; orientation <= 8; orientation++) {
      const src = `/images/photo-${orientation}.jpg`;
      expect(manifest[src], `${src}'s size`).toMatchObject({ width: 600, height: 400 });
      const published = [join(site.dist, src), ...[320, 600].flatMap((width) => (["avif", "webp"] as const).map((format) => join(site.dist, variantUrl(src, width, format))))];
      for (const file of published) {
        const what = `orientation ${orientation}: ${file.slice(site.dist.length)}`;
        await expectUpright(file, what);
        await expectNoDetails(file, what);
      }
    }
  }, 60_000);
});

describe("phone photos added in the editor", () => {
  it("stores a sideways phone JPEG upright, without its camera details or GPS", async () => {
    const site = freshSite("upload-sideways");
    const photo = await phoneJpeg(await uprightQuarters(600, 400), 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await storePicture(site.root, "images/team", "IMG_4821.JPG", photo);
    expect(stored).toMatchObject({ path: "/images/team/img-4821.jpg", width: 600, height: 400, reused: false, changes: ["turned", "details-removed"] });
    const file = join(site.publicDir, "images", "team", "img-4821.jpg");
    await expectUpright(file, "the stored photo");
    await expectNoDetails(file, "the stored photo");
  });

  it("keeps of a 12 MB, 4032×3024 original only an upright copy at most 2,400 px on its long side, and its variants stay within it", async () => {
    const site = freshSite("upload-original");
    const original = await phoneOriginal();
    expect(original.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(await sharp(original).metadata()).toMatchObject({ width: 4032, height: 3024, orientation: 6 });
    const stored = await storePicture(site.root, "images", "IMG_4822.JPG", original);
    // Taken upright: a portrait, 2,400 px tall.
    expect(stored).toMatchObject({ width: 1800, height: LONGEST_SIDE, changes: ["turned", "smaller", "details-removed"] });
    const file = join(site.publicDir, ...stored.path.slice(1).split("/"));
    expect(readFileSync(file).length).toBeLessThan(original.length / 8);
    await expectNoDetails(file, "the stored original");

    const { sources } = (await imageManifest(site.publicDir, site.cache))[stored.path]!;
    const widths = [...sources!.webp!.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    expect(Math.max(...widths)).toBe(1800);
    for (const format of ["avif", "webp"] as const) {
      const largest = await variantForRequest(site.publicDir, variantUrl(stored.path, 1800, format), site.cache);
      expect(await sharp(largest!).metadata(), format).toMatchObject({ width: 1800, height: 2400 });
      await expectNoDetails(largest!, `the largest ${format}`);
    }
  }, 60_000);

  it("keeps a screenshot a PNG, scaled to 2,400 px on its long side", async () => {
    const site = freshSite("upload-screenshot");
    const stored = await storePicture(site.root, "images", "Screenshot 2026-03-14.png", await screenshotPng(1170, 2532));
    expect(stored).toMatchObject({ path: "/images/screenshot-2026-03-14.png", height: LONGEST_SIDE, changes: ["smaller"] });
    expect((await sharp(join(site.publicDir, "images", "screenshot-2026-03-14.png")).metadata()).format).toBe("png");
  });

  it("reads an iPhone's HEIC photo and keeps it as an upright JPEG without the camera's details", async () => {
    const site = freshSite("upload-heic");
    const heic = readFileSync(HEIC_FIXTURE);
    expect(heic.includes("iPhone 15 Pro")).toBe(true);
    const stored = await storePicture(site.root, "images", "IMG_4823.HEIC", heic);
    expect(stored).toMatchObject({ path: "/images/img-4823.jpg", width: 600, height: 400, changes: ["converted", "details-removed"] });
    const file = join(site.publicDir, "images", "img-4823.jpg");
    expect((await sharp(file).metadata()).format).toBe("jpeg");
    await expectUpright(file, "the stored HEIC");
    await expectNoDetails(file, "the stored HEIC");
  });

  it("refuses a HEIC it cannot read, saying what to do on the iPhone", async () => {
    const site = freshSite("upload-broken-heic");
    const broken = readFileSync(HEIC_FIXTURE).subarray(0, 600);
    await expect(storePicture(site.root, "images", "IMG_4824.HEIC", broken)).rejects.toMatchObject({ status: 415, message: `This iPhone photo (HEIC) cannot be read here. ${IPHONE_HINT}` });
    expect(IPHONE_HINT).toContain('"Most Compatible"');
  });
});
