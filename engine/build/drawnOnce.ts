/** A picture drawn from the logo (the social card, the favicon), kept beside the picture variants until the logo changes. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_CACHE_DIR } from "./paths";
import { writeWhole } from "./writeWhole";

export async function drawnOnce(logoFile: string, name: string, draw: (logoFile: string) => Promise<Buffer>): Promise<Buffer> {
  const key = createHash("sha256").update(draw.toString()).update(readFileSync(logoFile)).digest("hex").slice(0, 16);
  const cached = join(IMAGE_CACHE_DIR, "logo", `${name}-${key}.png`);
  if (existsSync(cached)) return readFileSync(cached);
  const drawn = await draw(logoFile);
  writeWhole(cached, drawn);
  return drawn;
}
