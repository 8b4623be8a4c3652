/**
 * The site's config as the browser bundle will embed it, read before the content is checked: a build that has to
 * make its bundles (engine/build/bundles.ts) starts the browser bundle's build with it at once, beside the check,
 * rather than after it. Only a guess: the bundle is kept under a key of the config it embeds, and the build uses it
 * only when the checked config gives the same key (else it builds the bundle again from the checked one).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siteSchema, type SiteConfig } from "../schema/site";
import { siteAsBuilt } from "./contentForRenderers";

/** null when the config does not read as valid on its own (the check will say why). */
export function guessedClientSite(root: string): SiteConfig | null {
  try {
    const parsed = siteSchema({}).safeParse(JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")));
    return parsed.success ? siteAsBuilt(parsed.data as SiteConfig) : null;
  } catch {
    return null;
  }
}
