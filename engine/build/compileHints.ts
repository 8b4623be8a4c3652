/**
 * Marks the chunks whose code nearly all runs while a page starts with V8's explicit
 * compile hint, so Chrome compiles them on a background thread as they download
 * instead of on the main thread at each function's first call. The comment must be
 * the file's first line, so it is added after minification (which drops comments).
 */
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function compileHintsPlugin(chunkNames: Iterable<string>): Plugin {
  const names = new Set(chunkNames);
  return {
    name: "site:compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite's own post-processing, which puts its dynamic-import helper at the top of the file.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && names.has(output.name)) output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
