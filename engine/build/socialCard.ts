/**
 * The picture link previews show (Open Graph, Twitter cards). Social sites do
 * not read SVG, so the build draws the site's logo onto a 1200 x 630 PNG,
 * the size they all crop to.
 */
import { loadSharp } from "./lazySharp";
import { SOCIAL_CARD } from "../seo/socialCard";

/** The card (published at SOCIAL_CARD.src): the logo, three quarters of the card's width, centred on white. */
export async function drawSocialCard(logoFile: string): Promise<Buffer> {
  const { width, height } = SOCIAL_CARD;
  const sharp = await loadSharp();
  const logo = await sharp(logoFile, { density: 300 })
    .resize({ width: Math.round(width * 0.75), height: Math.round(height * 0.6), fit: "inside" })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: logo, gravity: "centre" }])
    .png()
    .toBuffer();
}
