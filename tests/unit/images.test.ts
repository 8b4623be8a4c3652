import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { imageManifest, writeImageVariants } from "../../engine/build/images";

let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "images-"));
  mkdirSync(join(root, "public", "photos"), { recursive: true });
  await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#0b5d66" } }).jpeg().toFile(join(root, "public", "photos", "surgery.jpg"));
  writeFileSync(join(root, "public", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 160"><rect width="480" height="160"/></svg>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("image pipeline", () => {
  it("knows every picture's intrinsic size, SVG included", async () => {
    const manifest = await imageManifest(join(root, "public"));
    expect(manifest["/logo.svg"]).toMatchObject({ width: 480, height: 160 });
    expect(manifest["/photos/surgery.jpg"]).toMatchObject({ width: 1000, height: 500 });
  });

  it("plans WebP drawings of an SVG up to twice its width, so the browser never builds an SVG document for it", async () => {
    const { sources } = (await imageManifest(join(root, "public")))["/logo.svg"]!;
    expect(sources).toEqual({ webp: "/_img/logo-320.webp 320w, /_img/logo-640.webp 640w, /_img/logo-960.webp 960w" });
  });

  it("plans AVIF and WebP variants no wider than the original", async () => {
    const { sources } = (await imageManifest(join(root, "public")))["/photos/surgery.jpg"]!;
    expect(sources?.avif).toBe("/_img/photos/surgery-320.avif 320w, /_img/photos/surgery-640.avif 640w, /_img/photos/surgery-960.avif 960w, /_img/photos/surgery-1000.avif 1000w");
    expect(sources?.webp).toContain("/_img/photos/surgery-640.webp 640w");
  });

  it("writes the planned variants into dist/ at the right widths", async () => {
    const dist = join(root, "dist");
    const count = await writeImageVariants(join(root, "public"), dist, join(root, "cache"));
    expect(count).toBe(11);
    const variant = join(dist, "_img", "photos", "surgery-640.webp");
    expect(existsSync(variant)).toBe(true);
    expect((await sharp(variant).metadata()).width).toBe(640);
    expect((await sharp(join(dist, "_img", "photos", "surgery-320.avif")).metadata()).format).toBe("heif");
    // The SVG is drawn at the larger width, not drawn small and enlarged.
    expect(await sharp(join(dist, "_img", "logo-640.webp")).metadata()).toMatchObject({ format: "webp", width: 640, height: 213 });
    expect(existsSync(join(dist, "_img", "logo-1280.webp"))).toBe(false);
  });

  it("names a file under public/ that is not a picture, and says what to do, instead of the decoder's words alone", async () => {
    const site = mkdtempSync(join(tmpdir(), "images-broken-"));
    try {
      mkdirSync(join(site, "public", "images"), { recursive: true });
      writeFileSync(join(site, "public", "images", "team.jpg"), "these bytes are not a JPEG");
      await expect(imageManifest(join(site, "public"), join(site, "cache"))).rejects.toThrow(/^public\/images\/team\.jpg cannot be read as a picture \(.+\)\. Replace it with a JPEG, PNG, WebP or SVG file, or remove it\.$/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("drawings kept from before", () => {
  it("draws an illustration again rather than publishing a drawing its cache kept from an older way of drawing", async () => {
    const site = mkdtempSync(join(tmpdir(), "images-kept-"));
    try {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#0b5d66"/></svg>';
      mkdirSync(join(site, "public"), { recursive: true });
      writeFileSync(join(site, "public", "badge.svg"), svg);
      // Where engines before the drawing settings joined the cache's key kept this picture's drawings: its bytes' hash alone.
      const before = join(site, "cache", createHash("sha1").update(svg).digest("hex").slice(0, 12), "_img");
      mkdirSync(before, { recursive: true });
      writeFileSync(join(before, "badge-320.webp"), "a drawing made with other settings");
      writeFileSync(join(before, "badge-640.webp"), "a drawing made with other settings");
      await writeImageVariants(join(site, "public"), join(site, "dist"), join(site, "cache"));
      await writeImageVariants(join(site, "public"), join(site, "clean"), join(site, "empty-cache"));
      for (const name of ["badge-320.webp", "badge-640.webp"]) {
        expect(readFileSync(join(site, "dist", "_img", name)).equals(readFileSync(join(site, "clean", "_img", name)))).toBe(true);
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
