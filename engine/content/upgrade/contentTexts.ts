/**
 * A site's content files as texts in memory, changed by the migrations with jsonc-parser's modify (VS Code's own),
 * so every line a migration has no reason to touch keeps its exact formatting. Each change is recorded in plain
 * English at its place in the file as it was read: npm run upgrade-content lists them, npm run validate reports
 * them as what must change. Nothing is written here; upgrade.ts writes the files that changed.
 */
import { applyEdits, modify, parse, type JSONPath, type ParseError } from "jsonc-parser";
import { formattingOf } from "../jsonFormatting";
import { jsonPath } from "../validate/problem";

export const SITE_CONFIG = "site.config.json";

export interface ContentChange {
  /** The file, relative to the site's root: "site.config.json", "pages/index.json", "pages/_shared/cta.json". */
  file: string;
  /** The place in the file as it was before the upgrade, as a JSON path ("navigation.categoryHeadings"). */
  where: string;
  /** The same place as path segments, to find its line. */
  at: JSONPath;
  /** What changed, in plain English. */
  words: string;
}

export class ContentTexts {
  readonly changes: ContentChange[] = [];
  /** Files a migration looked at that could not be read as JSON, so were left as they are (validation says why). */
  readonly unreadable = new Set<string>();
  private readonly read = new Map<string, string | undefined>();
  private readonly current = new Map<string, string>();

  /**
   * @param pageFiles every JSON file under pages/ (shared blocks too), as "pages/…"
   * @param readText a file's text by its path from the root, or undefined when it cannot be read
   */
  constructor(readonly pageFiles: readonly string[], private readonly readText: (file: string) => string | undefined) {}

  /** The file's text as the migrations have left it so far, or undefined when it cannot be read. */
  text(file: string): string | undefined {
    if (this.current.has(file)) return this.current.get(file);
    if (!this.read.has(file)) this.read.set(file, this.readText(file));
    return this.read.get(file);
  }

  /** The file's text as it was read, before any migration. */
  original(file: string): string | undefined {
    this.text(file);
    return this.read.get(file);
  }

  /** The file's JSON as the migrations have left it so far, or undefined when it cannot be read as JSON (validation says why). */
  json(file: string): unknown {
    const text = this.text(file);
    const errors: ParseError[] = [];
    const value = text === undefined ? undefined : parse(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (text === undefined || errors.length) {
      this.unreadable.add(file);
      return undefined;
    }
    return value;
  }

  /**
   * Sets (or, with undefined, removes) the value at `path` and records the change (unless `words` is undefined:
   * a part of a change noted with note()). `at` is the place to report,
   * when it differs from `path` (a field that did not exist before is reported where the old one was);
   * `insertAt` chooses where a new field goes among its neighbours.
   */
  change(file: string, path: JSONPath, value: unknown, words: string | undefined, options: { at?: JSONPath; insertAt?: (keys: string[]) => number } = {}): void {
    const text = this.text(file);
    if (text === undefined) throw new Error(`${file} cannot be read`);
    const edits = modify(text, path, value, { formattingOptions: formattingOf(text), getInsertionIndex: options.insertAt });
    this.current.set(file, applyEdits(text, edits));
    if (words !== undefined) this.note(file, options.at ?? path, words);
  }

  /** Records a change made by several edits (each entry of a list), once, at its place. */
  note(file: string, at: JSONPath, words: string): void {
    this.changes.push({ file, where: jsonPath(at), at, words });
  }

  /** The files whose text the migrations changed, with their new text. */
  changedFiles(): Map<string, string> {
    return new Map([...this.current].filter(([file, text]) => this.read.get(file) !== text));
  }
}
