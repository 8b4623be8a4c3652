/**
 * Marks a field the engine's commands keep (site.config.json's "contentFormat", written by npm run
 * upgrade-content): the page editor keeps it as it is and never shows it, as it keeps "$schema".
 */
export const ENGINE_OWNED = "x-engine-owned";
