/**
 * VS Code's JSON support, driven as VS Code drives it: the vscode-json-languageservice library with the
 * schema associations of this project's .vscode/settings.json, a document's own "$schema" line taking
 * precedence, schema problems as warnings and broken JSON as errors (VS Code's defaults for .json files).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import languageService from "vscode-json-languageservice";
import type { CompletionItem, Diagnostic, LanguageService } from "vscode-json-languageservice";

// The package is UMD (CommonJS to Node): its names are read from the default export.
const { getLanguageService, TextDocument, DiagnosticSeverity, ClientCapabilities } = languageService;

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
/** Where the cursor is, in a text given to completions() or hover(). */
export const CURSOR = "§";

export interface VsCodeProblem {
  line: number;
  message: string;
  severity: "error" | "warning";
}

export class VsCodeJson {
  private readonly service: LanguageService;
  private readonly folder: string;

  /** `workspace`: the folder opened in VS Code (File › Open Folder), whose .vscode/settings.json applies. */
  constructor(workspace = ENGINE_ROOT) {
    this.folder = pathToFileURL(workspace).href;
    this.service = getLanguageService({
      schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
      workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
      // VS Code shows markdown in completions and hovers.
      clientCapabilities: ClientCapabilities.LATEST,
    });
    const settings = JSON.parse(readFileSync(join(workspace, ".vscode", "settings.json"), "utf8")) as {
      "json.schemas": { fileMatch: string[]; url: string }[];
    };
    this.service.configure({
      validate: true,
      allowComments: false,
      // VS Code reads a pattern that starts with "/" as relative to the workspace folder.
      schemas: settings["json.schemas"].map(({ fileMatch, url }) => ({
        uri: new URL(url, `${this.folder}/`).href,
        fileMatch: fileMatch.map((pattern) => (pattern.startsWith("!") ? `!${this.folder}${pattern.slice(1)}` : `${this.folder}${pattern}`)),
      })),
    });
  }

  private document(file: string, text: string) {
    return TextDocument.create(`${this.folder}/${file}`, "json", 1, text);
  }

  /** What VS Code underlines in `file` (relative to the workspace) holding `text`, by line (from 1). */
  async problems(file: string, text: string): Promise<VsCodeProblem[]> {
    const document = this.document(file, text);
    const diagnostics: Diagnostic[] = await this.service.doValidation(document, this.service.parseJSONDocument(document), {
      comments: "error",
      trailingCommas: "error",
      schemaValidation: "warning",
      schemaRequest: "warning",
    });
    return diagnostics.map((d) => ({
      line: d.range.start.line + 1,
      message: typeof d.message === "string" ? d.message : d.message.value,
      severity: d.severity === DiagnosticSeverity.Error ? "error" : "warning",
    }));
  }

  /** What VS Code offers with the cursor at the first "§" in `textWithCursor` (the "§" itself is removed). */
  async completions(file: string, textWithCursor: string): Promise<CompletionItem[]> {
    const offset = textWithCursor.indexOf(CURSOR);
    const document = this.document(file, textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1));
    const list = await this.service.doComplete(document, document.positionAt(offset), this.service.parseJSONDocument(document));
    return list?.items ?? [];
  }

  /** The hover text VS Code shows with the cursor at the first "§". */
  async hover(file: string, textWithCursor: string): Promise<string> {
    const offset = textWithCursor.indexOf(CURSOR);
    const document = this.document(file, textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1));
    const hover = await this.service.doHover(document, document.positionAt(offset), this.service.parseJSONDocument(document));
    const contents = hover?.contents;
    const parts = Array.isArray(contents) ? contents : contents ? [contents] : [];
    return parts.map((part) => (typeof part === "string" ? part : part.value)).join("\n");
  }
}
