/**
 * Every regular expression written in engine/: literals (/…/g) and RegExp constructors, found by
 * TypeScript's own parser, so a regex inside a string, a comment or a template is neither missed nor
 * invented. A constructor's pattern is rebuilt from its literal parts; a part taken from a constant of
 * the same file is filled in, and one taken from a parameter comes from KNOWN_VALUES (every value its
 * callers pass), so that each pattern the program can build is checked.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface FoundRegex {
  /** engine/…:line */
  where: string;
  source: string;
  flags: string;
}

/** Values of constructor parts that come from a parameter: file -> name -> every value callers pass. */
const KNOWN_VALUES: Record<string, Record<string, string[]>> = {
  "engine/build/images.ts": { name: ["width", "height"] }, // attr("width"), attr("height")
  // ownPath(prefix): a preview's prefix is /_preview/ and a base64url token
  // closingEnd(html, tag): the tag of an element marked popover (the header's menus)
  "engine/build/firstScreenStyles.ts": { tag: ["div", "ul", "nav", "section"] },
  "engine/editor/server/publish/previewAssets.ts": { own: ["\\/(?!\\/|_preview/Zm9vYmFyLWJhei1xdXV4\\/)"] },
  // MARKED_LINK: the menu links' mark, imported from currentPath.tsx
  "engine/app/drawFrameParts.tsx": { LINK_MARK: ["data-frame-link"] },
};

export function engineFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
    }
  };
  walk(join(root, "engine"));
  return out.sort();
}

export function regexesIn(root: string, file: string): FoundRegex[] {
  const name = relative(root, file).split("\\").join("/");
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const constants = stringConstants(source);
  const found: FoundRegex[] = [];
  const where = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText();
      const end = literal.lastIndexOf("/");
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const [pattern, flags] = node.arguments ?? [];
      const values = KNOWN_VALUES[name] ?? {};
      const sources = pattern ? stringValues(pattern, constants, values) : [""];
      const flagValues = flags ? stringValues(flags, constants, values) : [""];
      if (!sources.length || !flagValues.length) throw new Error(`${where(node)}: a RegExp built from a value this test cannot know; add its values to KNOWN_VALUES`);
      for (const s of sources) for (const f of flagValues) found.push({ where: where(node), source: s, flags: f });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `const NAME = "…"` (or a template without parts) at any level of the file. */
function stringConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) {
      out.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every string an expression can be, or [] when that cannot be told from the file. */
function stringValues(node: ts.Expression, constants: Map<string, ts.Expression>, known: Record<string, string[]>): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return stringValues(node.expression, constants, known);
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "String.raw") return templateValues(node.template, constants, known, true);
  if (ts.isTemplateExpression(node)) return templateValues(node, constants, known, false);
  if (ts.isIdentifier(node)) {
    if (known[node.text]) return known[node.text]!;
    const value = constants.get(node.text);
    return value ? stringValues(value, constants, known) : [];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringValues(node.left, constants, known);
    const right = stringValues(node.right, constants, known);
    return left.flatMap((l) => right.map((r) => l + r));
  }
  return [];
}

function templateValues(template: ts.TemplateLiteral, constants: Map<string, ts.Expression>, known: Record<string, string[]>, raw: boolean): string[] {
  const textOf = (part: ts.TemplateLiteralLikeNode) => (raw ? (part.rawText ?? part.text) : part.text);
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [textOf(template)];
  let results = [textOf(template.head)];
  for (const span of template.templateSpans) {
    const values = stringValues(span.expression, constants, known);
    results = results.flatMap((prefix) => values.map((value) => prefix + value + textOf(span.literal)));
  }
  return results;
}
