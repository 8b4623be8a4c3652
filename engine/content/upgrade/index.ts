/**
 * Content written for an earlier version of the engine (formats.ts): npm run upgrade-content rewrites it to the
 * current format, one migration per format, and the validator (so build, gate, dev and the page editor) reports
 * what must change and the command that does it, instead of the schema's errors about fields it no longer knows.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../files";
import { decodeContentFile } from "../validate/encoding";
import { tooLargeReason } from "../validate/fileSize";
import { SourceText } from "../validate/sourceText";
import { parseJsonPath, type Problem } from "../validate/problem";
import { ContentTexts, SITE_CONFIG, type ContentChange } from "./contentTexts";
import { CURRENT_CONTENT_FORMAT, declaredFormat, isObject, newerFormatWords } from "./formats";
import { MIGRATIONS } from "./migrations";


export interface UpgradeOutcome {
  /** The format the content was written for, and the one it is in now. */
  from: number;
  to: number;
  /** What changed, file by file, in the order the migrations made the changes. */
  changes: ContentChange[];
  /** The files written. */
  files: string[];
  /** Files that could not be read as JSON, left as they were (npm run validate says why). */
  unreadable: string[];
}

/** Said when the content cannot be upgraded (the config unreadable, written for a newer engine): nothing was written. */
export class UpgradeError extends Error {}

/** Rewrites the site's content at `root` to the current format and says what it changed; the same content twice changes nothing. */
export function upgradeContent(root: string): UpgradeOutcome {
  const content = contentTextsOf(root);
  const config = content.json(SITE_CONFIG);
  if (!isObject(config)) throw new UpgradeError(`${SITE_CONFIG} cannot be read as JSON: run npm run validate to see why, fix it, then run npm run upgrade-content again`);
  const from = declaredFormat(config);
  if (from === undefined) throw new UpgradeError(`"contentFormat" in ${SITE_CONFIG} should be the number of the format the site is written for, such as ${CURRENT_CONTENT_FORMAT}`);
  if (from > CURRENT_CONTENT_FORMAT) throw new UpgradeError(newerFormatWords(from));
  migrate(content, from);
  stamp(content, config);
  const changed = content.changedFiles();
  for (const [file, text] of changed) writeFileSync(join(root, file), text);
  return { from, to: CURRENT_CONTENT_FORMAT, changes: content.changes, files: [...changed.keys()], unreadable: [...content.unreadable] };
}

/** What validation makes of the content's format (contentFormatCheck). */
export interface FormatCheck {
  /** The changes an upgrade would make, each at its place, after one line naming the command; or why the content cannot be read. */
  problems: Problem[];
  /**
   * For content written for an earlier format: its files as the upgrade would write them, to check the rest of the
   * content as it will be, and the findings of that check placed in the files as they are (their lines moved).
   * Absent for content written for a newer engine: nothing more of it is checked.
   */
  upgraded?: { texts: ReadonlyMap<string, string>; placeInFilesAsWritten(problems: Problem[]): Problem[] };
}

/**
 * What validation reports about the content's format: nothing when it is current (or only lacks the line saying
 * so); when it was written for an earlier engine and would change, each change at its place and one line that
 * says which command makes them, and the content as upgraded, for the rest of the checks (the schemas' words
 * about the moved settings would only confuse); when written for a newer engine, that alone.
 */
export function contentFormatCheck(root: string, config: unknown, configText: SourceText, overrides?: ReadonlyMap<string, string>): FormatCheck | undefined {
  const format = declaredFormat(config);
  if (format === undefined || format === CURRENT_CONTENT_FORMAT) return undefined;
  const formatAt = isObject(config) && config.contentFormat !== undefined ? configText.positionOfPath(["contentFormat"]) : undefined;
  const headline = (message: string): Problem => ({ file: SITE_CONFIG, where: formatAt ? "contentFormat" : "(the whole file)", message, severity: "error", ...(formatAt ?? { line: 1, column: 1 }) });
  if (format > CURRENT_CONTENT_FORMAT) return { problems: [headline(newerFormatWords(format))] };

  const content = contentTextsOf(root, overrides);
  migrate(content, format);
  if (!isObject(config) || !content.changes.length) return undefined;
  const changes = [...content.changes];
  stamp(content, config);
  const sources = new Map<string, SourceText>();
  const asWritten = (file: string) => sources.get(file) ?? sources.set(file, new SourceText(content.original(file) ?? "")).get(file)!;
  const texts = content.changedFiles();
  const problems = [
    headline(
      `this site was written for an earlier version of the engine (content format ${format}; this engine reads format ${CURRENT_CONTENT_FORMAT}), so some of its settings have moved or changed, as listed here. Run npm run upgrade-content to make these changes for you: it rewrites the files, keeping their layout, and lists what it changed`,
    ),
    ...changes.map(({ file, where, at, words }): Problem => ({
      file,
      where,
      message: `written for an earlier version of the engine: ${words}; npm run upgrade-content makes this change`,
      severity: "error",
      ...(asWritten(file).positionOfPath(at) ?? {}),
    })),
  ];
  const placeInFilesAsWritten = (found: Problem[]) =>
    found.map((problem) => {
      const path = texts.has(problem.file) ? parseJsonPath(problem.where) : [];
      if (!path.length) return problem;
      const { line: _moved, column: _too, ...rest } = problem;
      return { ...rest, ...asWritten(problem.file).positionOfPath(path) };
    });
  return { problems, upgraded: { texts, placeInFilesAsWritten } };
}

/** Sets "contentFormat" to the current format, just after "$schema", unless it says so already. */
function stamp(content: ContentTexts, config: Record<string, unknown>): void {
  if (config.contentFormat === CURRENT_CONTENT_FORMAT) return;
  const words = config.contentFormat === undefined ? `added: the site now says it is written for content format ${CURRENT_CONTENT_FORMAT}` : `now ${CURRENT_CONTENT_FORMAT} (was ${config.contentFormat})`;
  content.change(SITE_CONFIG, ["contentFormat"], CURRENT_CONTENT_FORMAT, words, { insertAt: (keys) => (keys[0] === "$schema" ? 1 : 0) });
}

/** Runs the migrations after `from`, in order, on the texts in memory. */
function migrate(content: ContentTexts, from: number): void {
  for (const migration of MIGRATIONS) if (migration.format > from) migration.upgrade(content);
}

/** The site's config and every JSON file under pages/, as texts (with the editor's unsaved texts in place of the files). */
function contentTextsOf(root: string, overrides?: ReadonlyMap<string, string>): ContentTexts {
  const pageFiles = listJsonFiles(join(root, "pages")).map((file) => `pages/${file}`);
  return new ContentTexts(pageFiles, (file) => overrides?.get(file) ?? readContentFile(join(root, file)));
}

/** A content file's text, or undefined when validation refuses to read it (too large, not UTF-8, missing). */
function readContentFile(fullPath: string): string | undefined {
  try {
    if (tooLargeReason(statSync(fullPath).size)) return undefined;
    const decoded = decodeContentFile(readFileSync(fullPath));
    return decoded.ok ? decoded.text : undefined;
  } catch {
    return undefined;
  }
}
