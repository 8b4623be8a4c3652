/**
 * The content format: which shape of site.config.json and pages/ the engine reads. It changes only when the
 * engine stops accepting content it accepted before (a field renamed, moved or bounded); site.config.json's
 * "contentFormat" says which format the site was written for, and npm run upgrade-content brings older content
 * to the current one, one migration per format (migrations/). docs/content-formats.md lists the formats.
 */

/** The format this engine reads. Raise it together with a new migration in migrations/. */
export const CURRENT_CONTENT_FORMAT = 2;

/** Content that does not say its format was written before the field existed: format 1 (the engine before issue 41). */
export const FORMAT_WITHOUT_FIELD = 1;

/** The format a site config (as parsed, possibly broken) says it was written for, or undefined when it says something that is not a format. */
export function declaredFormat(config: unknown): number | undefined {
  const value = isObject(config) ? config.contentFormat : undefined;
  if (value === undefined) return FORMAT_WITHOUT_FIELD;
  return Number.isInteger(value) && (value as number) >= 1 ? (value as number) : undefined;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Said when a site was written for a newer engine than this one: nothing here can read it safely. */
export function newerFormatWords(format: number): string {
  return `this site was written for a newer version of the engine (content format ${format}; this engine reads format ${CURRENT_CONTENT_FORMAT} and earlier): update the engine to the version the site was written for, rather than changing the content to suit this one`;
}
