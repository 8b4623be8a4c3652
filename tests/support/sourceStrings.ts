/**
 * The words a part of the engine can show: every string, template text and JSX text in its TypeScript sources,
 * read with TypeScript's own parser. Comments and module paths are left out: they are for developers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface SourceString {
  /** "engine/editor/client/screens/PagesScreen.tsx:48" */
  where: string;
  text: string;
}

function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)
  );
}

function stringsOfFile(file: string, root: string): SourceString[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: SourceString[] = [];
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if ((literal && !isModulePath(node)) || ts.isJsxText(node)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (text.trim()) found.push({ where: `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The strings of every .ts and .tsx file under `dirs` (relative to `root`). */
export function sourceStrings(root: string, dirs: readonly string[]): SourceString[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .sort()
      .flatMap((file) => stringsOfFile(join(root, dir, file), root)),
  );
}
