/**
 * Gives every styled component the same class name on the server and in the browser.
 * styled-components numbers components in the order they are created: the server creates
 * every block's components at start, a browser only the page's own blocks, in the order
 * their chunks arrive. So a component got one class from the server and another in the
 * browser, and hydration inserted a second set of rules, each insertion restyling the
 * whole page. The styled-components team's Babel plugin names each component after its
 * file and place instead, which is the same in both builds.
 */
import { createRequire } from "node:module";
import { transformAsync, type BabelFileResult, type ParserOptions } from "@babel/core";
import type { Plugin } from "vite";

// By path: Babel would look a plugin's name up from the content root, which a synthetic site has no node_modules in.
const STYLED_COMPONENTS_PLUGIN = createRequire(import.meta.url).resolve("babel-plugin-styled-components");
// Template literals stay as written: rewriting them as calls cost ~240 B gzip of the 120 KB budget.
const PLUGIN_OPTIONS = { ssr: true, displayName: false, fileName: false, transpileTemplateLiterals: false };

/** Babel's parser plugins for a source file ("jsx" must stay off for .ts, where `<T>x` is a type assertion). */
function syntaxFor(file: string): ParserOptions["plugins"] | null {
  if (/\.tsx$/.test(file)) return ["typescript", "jsx"];
  if (/\.[cm]?ts$/.test(file)) return ["typescript"];
  if (/\.[cm]?jsx?$/.test(file)) return ["jsx"];
  return null;
}

type Transformed = { code: string; map: BabelFileResult["map"] };
// The browser and server builds run in one thread (engine/build/bundler.ts) and read the same files: each is
// transformed once. Vite loads this module afresh for each build (its config runs in a module runner), so the
// memory lives on the thread's global object; a file asked for by both builds at once waits for the one transform.
const DONE = Symbol.for("site-engine.stable-styled-names");
const threadGlobals = globalThis as unknown as Record<symbol, Map<string, { source: string; result: Promise<Transformed | null> }> | undefined>;
const done = (threadGlobals[DONE] ??= new Map());

export function stableStyledNamesPlugin(): Plugin {
  // Source maps only for the dev server's debugging: a build ships none, and making them doubles Babel's time.
  let sourceMaps = false;
  return {
    name: "site:stable-styled-names",
    // Before Vite's own TypeScript and JSX transform, so Babel sees the source as written.
    enforce: "pre",
    configResolved(config) {
      sourceMaps = config.command === "serve";
    },
    async transform(code, id) {
      const file = id.split("?")[0]!;
      const syntax = syntaxFor(file);
      if (!syntax || file.includes("/node_modules/") || !code.includes('from "styled-components"')) return null;
      const cached = done.get(file);
      if (cached?.source === code && !sourceMaps) return cached.result;
      const transformed = transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps,
        parserOpts: { plugins: syntax },
        plugins: [[STYLED_COMPONENTS_PLUGIN, PLUGIN_OPTIONS]],
      }).then((result) => (result?.code ? { code: result.code, map: result.map ?? null } : null));
      if (!sourceMaps) done.set(file, { source: code, result: transformed });
      transformed.catch(() => done.delete(file));
      return transformed;
    },
  };
}
