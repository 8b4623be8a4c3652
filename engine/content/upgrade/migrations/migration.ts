import type { ContentTexts } from "../contentTexts";

/**
 * One step of npm run upgrade-content: rewrites content of the format before `format` into `format`, recording
 * each change in plain English (ContentTexts.change). It must leave content already in the new shape as it is,
 * so running it twice changes nothing, and it reads only the content, never the engine's current values.
 */
export interface Migration {
  /** The format it upgrades to, from the one before. */
  format: number;
  /** What changed in this format, in one line (docs/content-formats.md says the same). */
  summary: string;
  upgrade(content: ContentTexts): void;
}
