/**
 * Which engine module imports which, read with TypeScript's own parser: `import`, `import type`,
 * `export … from` and `import("…")` all count, since each ties one module to another for whoever changes it.
 * Only relative paths are followed (packages are not the engine's).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Module -> the modules it imports, as paths relative to `root` ("engine/rules/index.ts"). */
export type ImportGraph = Map<string, string[]>;

/** The file an import path names: the path itself, with .ts or .tsx, or its folder's index. */
export function resolveModule(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** The modules `file` imports through relative paths, as absolute paths. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith("."))
    .flatMap((name) => resolveModule(resolve(dirname(file), name)) ?? []);
}

/** The import graph of every .ts and .tsx file under `folder` (relative to `root`). */
export function importGraph(root: string, folder: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .sort();
  for (const file of files) {
    const path = join(root, folder, file);
    graph.set(relative(root, path), importsOf(path).map((target) => relative(root, target)));
  }
  return graph;
}

/**
 * The import cycles of a graph: each group of modules that reach one another through imports (Tarjan's
 * strongly connected components), with more than one module or a module importing itself. Sorted, to read.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    lowest.set(module, order.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(module, Math.min(lowest.get(module)!, order.get(target)!));
      }
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
