/**
 * Which site a command works on: the folder after --site (e.g. npm run build -- --site examples/physio), else
 * the folder the command runs in. Each site folder holds its own site.config.json, pages/ and public/, and
 * gets its own dist/.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export function siteRootFrom(argv: readonly string[], cwd = process.cwd()): string {
  const at = argv.findIndex((arg) => arg === "--site" || arg.startsWith("--site="));
  if (at < 0) return cwd;
  const value = argv[at]!.includes("=") ? argv[at]!.slice("--site=".length) : argv[at + 1];
  if (!value || value.startsWith("--")) throw new Error('--site needs a folder, like --site examples/physio');
  const root = resolve(cwd, value);
  if (!existsSync(join(root, "site.config.json"))) throw new Error(`--site ${value}: there is no site.config.json in ${root}`);
  return root;
}
