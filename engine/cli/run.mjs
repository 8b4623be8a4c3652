#!/usr/bin/env node
/**
 * node engine/cli/run.mjs <command> [arguments]   runs engine/cli/<command>.ts as JavaScript compiled ahead.
 *
 * tsx transpiles the engine's TypeScript on every start (0.5-1 s before a command does anything). This launcher,
 * plain JavaScript that Node runs as it is, bundles the command's entry with esbuild once, keeps it in
 * .cache/commands/ under a hash of the engine's sources (every file of engine/, the package lock, tsconfig.json;
 * a file read only when its stamp moved),
 * and imports it; a change to any of those makes a new bundle on the next start. The npm packages stay outside
 * the bundle (Node loads them itself, and only when the command's code asks for them). When the bundle cannot
 * be made (esbuild missing or failing), the command runs through tsx as before. See docs/build-speed.md.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fileHashes } from "../build/fileHashes.mjs";

const ENGINE_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** SITE_COMMAND_CACHE: another folder (the launcher's tests use their own). */
const CACHE_DIR = process.env.SITE_COMMAND_CACHE ?? join(ENGINE_ROOT, ".cache", "commands");
/** Files outside engine/ that change what a bundle is or how it resolves its imports. */
const OTHER_INPUTS = ["package-lock.json", "package.json", "tsconfig.json"];
/** Bumped when the way bundles are made changes. */
const LAUNCHER_VERSION = "1";

/**
 * A hash of every engine source, by content, with the engine's place (the bundles hold absolute paths). Each file
 * is read only when its stamp moved since the last start (engine/build/fileHashes.mjs): the rest is a stat.
 */
export function sourcesKey(root = ENGINE_ROOT) {
  const hash = createHash("sha256").update(LAUNCHER_VERSION).update("\0").update(root).update("\0");
  const files = [];
  const walk = (rel) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk("engine");
  files.push(...OTHER_INPUTS);
  const hashes = fileHashes(root, files, join(root, ".cache", "command-sources.json"));
  for (const rel of files) if (hashes.has(rel)) hash.update(rel).update("\0").update(hashes.get(rel)).update("\0");
  return hash.digest("hex").slice(0, 20);
}

/**
 * esbuild's plugin that gives each engine file its own import.meta.url, .dirname and .filename (a bundle has one
 * for all its modules): the engine finds its folders from them, and a command runs its main part only when
 * import.meta.url is the command's own file.
 */
function ownImportMeta() {
  return {
    name: "own-import-meta",
    setup(build) {
      // esbuild matches a file's name without regard to case when it tries extensions, and takes InlineText.tsx
      // for "./inlineText" (inlineText.ts beside it): relative imports are resolved here, case and all.
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const base = join(args.resolveDir, args.path);
        const found = RESOLVED_ENDINGS.map((ending) => base + ending).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        return found ? { path: found } : undefined;
      });
      build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
        if (args.path.includes(`${join("node_modules")}/`)) return undefined;
        const source = readFileSync(args.path, "utf8");
        const contents = source
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
          .replaceAll("import.meta.filename", JSON.stringify(args.path));
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

const RESOLVED_ENDINGS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/**
 * Commands whose bundle is split where they import on demand (`await import(...)`), so that one that answers early
 * loads only what it runs: npm run build with nothing to do (engine/cli/build-if-changed.ts). Only short-lived
 * commands: a server started from a split bundle would fail to load a part after a newer start removed it.
 */
const SPLIT = new Set(["build-if-changed"]);

/** The command's bundle, from the cache or made now: a folder holding the command's module (and its parts, when split), made aside and renamed into place. */
export async function commandBundle(command, root = ENGINE_ROOT, cacheDir = CACHE_DIR) {
  const entry = join(root, "engine", "cli", `${command}.ts`);
  if (!existsSync(entry)) throw new Error(`There is no command called "${command}" (engine/cli/${command}.ts).`);
  const folder = join(cacheDir, `${command}-${sourcesKey(root)}`);
  const file = join(folder, `${command}.mjs`);
  if (existsSync(file)) return { entry, file, made: false };
  const { build } = await import("esbuild");
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${folder}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    outdir: temporary,
    entryNames: "[name]",
    chunkNames: "part-[hash]",
    outExtension: { ".js": ".mjs" },
    splitting: SPLIT.has(command),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    logLevel: "error",
    plugins: [ownImportMeta()],
    // A bundle that still needs `require` (a package's CommonJS helper inlined) gets one.
    banner: { js: `import { createRequire as __runCreateRequire } from "node:module"; const require = __runCreateRequire(${JSON.stringify(pathToFileURL(entry).href)});` },
  });
  try {
    renameSync(temporary, folder);
  } catch (error) {
    // Another start made the same bundle meanwhile: it is used.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  // Older bundles of this command are no longer used (a process still running one has read it already).
  // Only this command's ("edit-…" is not "edit-online-…"'s).
  const older = new RegExp(`^${command.replace(/[^\w-]/g, "")}-[0-9a-f]{20}(\\.mjs)?$`);
  for (const name of readdirSync(cacheDir)) {
    if (older.test(name) && join(cacheDir, name) !== folder) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
  return { entry, file, made: true };
}

/** The command through tsx, as before the launcher: when no bundle can be made. */
function throughTsx(entry, args) {
  const loader = pathToFileURL(join(ENGINE_ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;
  const child = spawn(process.execPath, ["--import", loader, entry, ...args], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("Usage: node engine/cli/run.mjs <command> [arguments] (a file of engine/cli/)");
    process.exit(2);
  }
  let bundle;
  try {
    bundle = await commandBundle(command);
  } catch (error) {
    const entry = join(ENGINE_ROOT, "engine", "cli", `${command}.ts`);
    if (!existsSync(entry)) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(2);
    }
    if (process.env.SITE_RUN_DEBUG) console.error(`(compiled start unavailable, running through tsx: ${error instanceof Error ? error.message : error})`);
    throughTsx(entry, args);
    return;
  }
  // The command sees itself as started directly: its file as argv[1] (its main part runs), its own arguments after.
  process.argv = [process.argv[0], bundle.entry, ...args];
  const url = pathToFileURL(bundle.file).href;
  try {
    await import(url);
  } catch (error) {
    // Removed between the look and the load by a start that saw newer sources: made again, once.
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || existsSync(bundle.file) || !String(error.message).includes(bundle.file)) throw error;
    await import(pathToFileURL((await commandBundle(command)).file).href);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
