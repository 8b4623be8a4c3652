/**
 * No dead code left for the next person to read, keep working and be misled by: every request of the editor's
 * client API objects (publishApi, historyApi…) is made by the editor, and every export of engine/ is imported
 * somewhere (the engine, its tests or its configuration) or used in its own file. A module loaded by its path
 * (a build entry, a server-side renderer) is left out: what uses its exports is not an import.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importGraph } from "../support/importGraph";

const ROOT = join(import.meta.dirname, "..", "..");
/** "engine/cli/serve-test.ts", within a command or a path. */
const ENGINE_PATH = /\bengine\/[\w/.-]+?\.tsx?\b/g;

const sourcesUnder = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => `${folder}/${file}`);

const parse = (file: string) => ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);

/** `export const publishApi = { changes: …, … }` in the editor's *Api.ts files: "publishApi" -> its member names. */
function clientApis(): Map<string, string[]> {
  const apis = new Map<string, string[]>();
  for (const file of sourcesUnder("engine/editor/client").filter((name) => /Api\.ts$/.test(name))) {
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer || !ts.isObjectLiteralExpression(declaration.initializer)) continue;
        apis.set(declaration.name.text, declaration.initializer.properties.flatMap((property) => (property.name && ts.isIdentifier(property.name) ? [property.name.text] : [])));
      }
    }
  }
  return apis;
}

/**
 * The engine's modules named by path in a string of the engine, its tests or its configuration (vite's entries,
 * the live preview's renderer, a forked server, a command a test runs), or run by an npm script.
 */
function modulesLoadedByPath(): Set<string> {
  const named = new Set<string>();
  const configs = ["vite.config.ts", "vitest.config.ts", "playwright.config.ts"];
  for (const file of [...sourcesUnder("engine"), ...sourcesUnder("tests"), ...configs]) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) for (const [path] of node.text.matchAll(ENGINE_PATH)) named.add(path);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  for (const command of Object.values((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts)) {
    for (const [path] of command.matchAll(ENGINE_PATH)) named.add(path);
    // `node engine/cli/run.mjs edit` runs engine/cli/edit.ts (the launcher, compiled ahead).
    for (const [, name] of command.matchAll(/\bengine\/cli\/run\.mjs ([\w-]+)/g)) named.add(`engine/cli/${name}.ts`);
  }
  return named;
}

/**
 * "engine/content/files.ts: readText": exports of engine/ that no module imports from there and their own file
 * never uses, and names a module re-exports (`export { X }`, `export type { X } from …`) that nobody imports from it.
 */
function unusedExports(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const original = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const ours = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !relative(ROOT, file.fileName).startsWith(".."));
  /** "<module's file>\0<name>", or "<module's file>\0*" for a module imported whole. */
  const imported = new Set<string>();
  const fileOf = (specifier: ts.Node) => checker.getSymbolAtLocation(specifier)?.valueDeclaration?.getSourceFile().fileName;
  const importFrom = (specifier: ts.Node, name: string) => {
    const file = fileOf(specifier);
    if (file) imported.add(`${file}\0${name}`);
  };
  /** Names a file re-exports by name: `export { X }`, `export { X } from "./x"`. */
  const reExported = new Map<string, Set<string>>();
  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        if (name) importFrom(node.moduleSpecifier, "default");
        if (namedBindings && ts.isNamespaceImport(namedBindings)) importFrom(node.moduleSpecifier, "*");
        else namedBindings?.elements.forEach((element) => importFrom(node.moduleSpecifier, (element.propertyName ?? element.name).text));
      } else if (ts.isExportDeclaration(node)) {
        if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          const names = reExported.get(file.fileName) ?? new Set<string>();
          for (const element of node.exportClause.elements) {
            names.add(element.name.text);
            if (node.moduleSpecifier) importFrom(node.moduleSpecifier, (element.propertyName ?? element.name).text);
          }
          reExported.set(file.fileName, names);
        } else if (node.moduleSpecifier) {
          importFrom(node.moduleSpecifier, "*");
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        importFrom(node.arguments[0], "*");
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        importFrom(node.argument.literal, node.qualifier ? (ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.left).getText() : "*");
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const loadedByPath = modulesLoadedByPath();
  const unused: string[] = [];
  for (const file of ours) {
    const path = relative(ROOT, file.fileName);
    const module = checker.getSymbolAtLocation(file);
    if (!path.startsWith("engine/") || loadedByPath.has(path) || !module || imported.has(`${file.fileName}\0*`)) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      if (imported.has(`${file.fileName}\0${exported.name}`)) continue;
      const symbol = original(exported);
      const declaration = symbol.declarations?.[0];
      if (declaration?.getSourceFile() !== file) {
        if (reExported.get(file.fileName)?.has(exported.name)) unused.push(`${path}: ${exported.name} (re-exported)`);
        continue;
      }
      let uses = 0;
      const count = (node: ts.Node) => {
        if (ts.isIdentifier(node) && node.text === exported.name && node !== ts.getNameOfDeclaration(declaration)) {
          const found = checker.getSymbolAtLocation(node);
          if (found && original(found) === symbol) uses++;
        }
        ts.forEachChild(node, count);
      };
      count(file);
      if (uses === 0) unused.push(`${path}: ${exported.name}`);
    }
  }
  return unused.sort();
}

describe("dead code", () => {
  it("the editor makes every request its client API objects offer", () => {
    const apis = clientApis();
    expect([...apis.keys()]).toEqual(expect.arrayContaining(["publishApi", "historyApi", "accountApi"]));
    const engine = sourcesUnder("engine").map((file) => readFileSync(join(ROOT, file), "utf8")).join("\n");
    const unmade = [...apis].flatMap(([api, members]) => members.filter((member) => !new RegExp(`\\b${api}\\s*\\??\\.\\s*${member}\\b`).test(engine)).map((member) => `${api}.${member}`));
    expect(unmade).toEqual([]);
  });

  it("every module of engine/ is imported, or named by its path where something runs or loads it", () => {
    const imports = [...importGraph(ROOT, "engine").values(), ...importGraph(ROOT, "tests").values()].flat();
    const reached = new Set([...imports, ...modulesLoadedByPath()]);
    const modules = sourcesUnder("engine");
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((module) => !reached.has(module))).toEqual([]);
  });

  it("every export of engine/ is imported somewhere or used where it is written", () => {
    expect(unusedExports()).toEqual([]);
  });
});
