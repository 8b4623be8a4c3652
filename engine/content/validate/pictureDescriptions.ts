/**
 * Every picture is described or declared decorative. A picture (an object with "src" and "alt",
 * engine/schema/common.ts image()) whose "alt" is empty and that is not marked "decorative": true is an error:
 * someone using a screen reader would hear nothing, or the file's name. Checked on each file as written, so the
 * page editor shows it at the picture's description box as soon as a picture is chosen without one.
 */
import { describePlace } from "./place";
import { jsonPath, type PathSegment, type Problem } from "./problem";
import type { SourceText } from "./sourceText";

/** What a good description says, in plain words: the validator's and the editor's hint. */
export const DESCRIPTION_HINT =
  'the picture has no description ("alt"): say in a few words what it shows that matters here, as you would to someone on the phone (e.g. "Dr Patel explaining an X-ray to a patient"), without "picture of"; if it adds nothing a reader would miss, mark it "decorative": true instead';

interface Found {
  path: PathSegment[];
  picture: Record<string, unknown>;
}

/** Every object that is a picture, with its path. */
function pictures(value: unknown, path: PathSegment[] = []): Found[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => pictures(entry, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === "string" && typeof record.alt === "string" ? [{ path, picture: record }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, entry]) => pictures(entry, [...path, key]))];
}

/** The undescribed pictures of one file, as errors at their "alt". */
export function undescribedPictures(document: unknown, file: string, source?: SourceText, options: { sharedBlock?: boolean } = {}): Problem[] {
  return pictures(document)
    .filter(({ picture }) => !(picture.alt as string).trim() && picture.decorative !== true)
    .map(({ path }) => {
      const place = describePlace(document, path, options);
      const at = [...path, "alt"];
      return { file, where: jsonPath(at), message: place ? `${place}: ${DESCRIPTION_HINT}` : DESCRIPTION_HINT, severity: "error", ...source?.positionOfPath(at) };
    });
}
