/**
 * The commands start as JavaScript compiled ahead (engine/cli/run.mjs): a command's bundle is made once and kept
 * under a hash of the engine's sources, so a change to any source makes a new one on the next start, and each
 * module keeps its own import.meta (the engine finds its folders from it; a command runs only as the entry).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript (the launcher runs before any TypeScript loader), no declarations
import { commandBundle, sourcesKey } from "../../engine/cli/run.mjs";

const scratch: string[] = [];
afterAll(() => scratch.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A tiny engine: a command that prints a word from another module, where its module is, and whether it is the entry. */
function tinyEngine(): { root: string; cache: string } {
  const root = mkdtempSync(join(tmpdir(), "launcher-engine-"));
  scratch.push(root);
  mkdirSync(join(root, "engine", "cli"), { recursive: true });
  mkdirSync(join(root, "engine", "words"), { recursive: true });
  writeFileSync(join(root, "engine", "words", "word.ts"), `export const word: string = "first";\nexport const wordFolder = import.meta.dirname;\n`);
  // Two files whose names differ only in case, as engine/ui/inlineText.ts and InlineText.tsx do.
  writeFileSync(join(root, "engine", "words", "casing.ts"), `export const casing = "lower";\n`);
  writeFileSync(join(root, "engine", "words", "Casing.tsx"), `export const Casing = () => <b>upper</b>;\n`);
  writeFileSync(
    join(root, "engine", "cli", "say.ts"),
    [
      `import { word, wordFolder } from "../words/word";`,
      `import { casing } from "../words/casing";`,
      `if (import.meta.url === \`file://\${process.argv[1]}\`) console.log(JSON.stringify({ word, wordFolder, casing, args: process.argv.slice(2) }));`,
    ].join("\n"),
  );
  return { root, cache: join(root, ".cache", "commands") };
}

async function run(root: string, cache: string, args: string[] = []) {
  const bundle = await commandBundle("say", root, cache);
  const runner = `process.argv = [process.argv[0], ${JSON.stringify(bundle.entry)}, ...${JSON.stringify(args)}]; await import(${JSON.stringify("file://" + bundle.file)});`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", runner], { encoding: "utf8" });
  return { bundle, printed: JSON.parse(out) as { word: string; wordFolder: string; casing: string; args: string[] } };
}

describe("commands compiled ahead", () => {
  it("makes a command's bundle once and reuses it while the sources are the same", async () => {
    const { root, cache } = tinyEngine();
    const first = await run(root, cache, ["--site", "x"]);
    expect(first.bundle.made).toBe(true);
    expect(first.printed).toEqual({ word: "first", wordFolder: join(root, "engine", "words"), casing: "lower", args: ["--site", "x"] });
    const again = await run(root, cache);
    expect(again.bundle.made).toBe(false);
    expect(again.bundle.file).toBe(first.bundle.file);
  });

  it("makes a new bundle when any engine source changes, and drops the old one", async () => {
    const { root, cache } = tinyEngine();
    const before = await run(root, cache);
    const key = sourcesKey(root);
    writeFileSync(join(root, "engine", "words", "word.ts"), `export const word: string = "second";\nexport const wordFolder = import.meta.dirname;\n`);
    expect(sourcesKey(root)).not.toBe(key);
    const after = await run(root, cache);
    expect(after.bundle.made).toBe(true);
    expect(after.printed.word).toBe("second");
    expect(existsSync(before.bundle.file)).toBe(false);
    // A file the command does not import changes the key too: the key is the engine's, not the command's.
    writeFileSync(join(root, "engine", "words", "unused.ts"), `export const unused = 1;\n`);
    expect((await run(root, cache)).bundle.made).toBe(true);
  });

  it("keeps another command's bundle whose name starts the same (edit, edit-online) when it makes a new one", async () => {
    const { root, cache } = tinyEngine();
    writeFileSync(join(root, "engine", "cli", "say-more.ts"), `import { word } from "../words/word";\nconsole.log(word + "!");\n`);
    const more = await commandBundle("say-more", root, cache);
    // say's bundle made after say-more's, under the same key, then again under a new one.
    await commandBundle("say", root, cache);
    writeFileSync(join(root, "engine", "words", "other.ts"), `export const other = 2;\n`);
    const moreAgain = await commandBundle("say-more", root, cache);
    await commandBundle("say", root, cache);
    expect(existsSync(moreAgain.file)).toBe(true);
    expect(existsSync(more.file)).toBe(false);
  });

  it("splits npm run build's start where it imports on demand: with nothing to do, the build's code is not loaded", async () => {
    const { root, cache } = tinyEngine();
    // As engine/cli/build-if-changed.ts: answers from a light module, imports the heavy part only when asked.
    writeFileSync(join(root, "engine", "words", "heavy.ts"), `console.log("heavy part loaded");\nexport const work = () => "built";\n`);
    writeFileSync(
      join(root, "engine", "cli", "build-if-changed.ts"),
      `if (import.meta.url === \`file://\${process.argv[1]}\`) console.log(process.argv[2] === "work" ? (await import("../words/heavy")).work() : "nothing to do");\n`,
    );
    const bundle = await commandBundle("build-if-changed", root, cache);
    const start = (args: string[]) => execFileSync(process.execPath, ["--input-type=module", "-e", `process.argv = [process.argv[0], ${JSON.stringify(bundle.entry)}, ...${JSON.stringify(args)}]; await import(${JSON.stringify("file://" + bundle.file)});`], { encoding: "utf8" });
    expect(start([])).toBe("nothing to do\n");
    expect(start(["work"])).toBe("heavy part loaded\nbuilt\n");
    expect(readFileSync(bundle.file, "utf8")).not.toContain("heavy part loaded");
  });

  it("runs this engine's validate from the shell, and says so plainly when a command does not exist", () => {
    const launcher = join(import.meta.dirname, "..", "..", "engine", "cli", "run.mjs");
    const valid = spawnSync(process.execPath, [launcher, "validate"], { encoding: "utf8", cwd: join(import.meta.dirname, "..", "..") });
    expect(valid.stdout).toContain("Content is valid");
    expect(valid.status).toBe(0);
    // No bundle can be made (its folder cannot be written): the command still runs, through tsx.
    const unwritable = join(mkdtempSync(join(tmpdir(), "launcher-cache-")), "a-file");
    scratch.push(dirname(unwritable));
    writeFileSync(unwritable, "not a folder");
    const fallback = spawnSync(process.execPath, [launcher, "validate"], { encoding: "utf8", cwd: join(import.meta.dirname, "..", ".."), env: { ...process.env, SITE_COMMAND_CACHE: join(unwritable, "commands") } });
    expect(fallback.stdout).toContain("Content is valid");
    expect(fallback.status).toBe(0);
    const missing = spawnSync(process.execPath, [launcher, "no-such-command"], { encoding: "utf8" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`There is no command called "no-such-command"`);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(launcher, "utf8")).toMatch(/^#!\/usr\/bin\/env node/);
  });
});
