/**
 * The picture link previews show (Open Graph, Twitter cards). Social sites do
 * not read SVG, so the build draws the site's logo onto a 1200 x 630 PNG,
 * the size they all crop to.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { SOCIAL_CARD } from "../seo/socialCard";

/** Writes dist/_img/social-card.png: the logo, three quarters of the card's width, centred on white. */
export async function writeSocialCard(logoFile: string, distDir: string): Promise<void> {
  const { width, height } = SOCIAL_CARD;
  const logo = await sharp(logoFile, { density: 300 })
    .resize({ width: Math.round(width * 0.75), height: Math.round(height * 0.6), fit: "inside" })
    .png()
    .toBuffer();
  const out = join(distDir, SOCIAL_CARD.src);
  mkdirSync(dirname(out), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: logo, gravity: "centre" }])
    .png()
    .toFile(out);
}
