/**
 * A real git set-up for publishing, shared by the publishing tests and the benches: a bare repository in a
 * temporary folder (the "remote" a host builds from), seeded with a copy of a site, the editor's working copy
 * cloned from it, a developer's clone that can push behind the editor's back, and the editor's data folder with
 * the operator's choice of where the site goes (origin, main).
 */
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rewriteJson } from "../editor/server/rewrite";

export interface PublishRig {
  folder: string;
  bare: string;
  /** The editor's working copy (the site's root). */
  site: string;
  /** A developer's clone. */
  dev: string;
  /** The editor's data folder. */
  data: string;
  git(cwd: string, ...args: string[]): string;
  /** A page's JSON, read, changed and written back in `cwd` as the editor saves (only the changed values' text). */
  edit(cwd: string, file: string, change: (json: any) => void): void;
  /** Makes the remote refuse pushes to `branch` (as a protected branch does), with a hook. */
  protect(branch: string): void;
  remove(): void;
}

/** The engine's minimal fixture site (tests/fixtures/minimal-site), which the publishing tests and benches publish. */
export const FIXTURE_SITE = join(import.meta.dirname, "..", "..", "tests", "fixtures", "minimal-site");

/**
 * Makes a copy of the fixture site publishable by a production build: real-looking form addresses, and its home
 * and not-found pages a little longer for the strict editorial checks of the gate.
 */
export function publishableFixture(seed: string): void {
  const config = join(seed, "site.config.json");
  writeFileSync(config, readFileSync(config, "utf8").replace(/REPLACE_WITH_DEPLOYMENT_ID/g, "AKfycbTestDeployment0001"));
  const lengthen = (file: string, change: (page: Record<string, unknown>) => void) => {
    const page = JSON.parse(readFileSync(join(seed, file), "utf8"));
    change(page);
    writeFileSync(join(seed, file), JSON.stringify(page, null, 2) + "\n");
  };
  lengthen("pages/index.json", (page) => {
    page.title = "Fixture home of the test practice";
    page.description = "The home page of the minimal fixture site that the engine's publishing tests publish and restore.";
  });
  lengthen("pages/404.json", (page) => {
    page.description = "The not-found page of the minimal fixture site, shown for an address that has no page of its own.";
  });
}

const DEVELOPER = ["-c", "user.name=Dev Eloper", "-c", "user.email=dev@example.org"];

/**
 * `source`: the site whose files the remote starts with (its dist/ and .cache/ left out; only `parts` of it when
 * given, as for a site inside the engine's own repository); `prepare` changes the copy before its first commit.
 */
export function publishRig(source: string, prepare: (seed: string) => void = () => {}, parts?: readonly string[]): PublishRig {
  const folder = mkdtempSync(join(tmpdir(), "publish-rig-"));
  const run = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  const bare = join(folder, "remote.git");
  const seed = join(folder, "seed");
  run(folder, "init", "--quiet", "--bare", "-b", "main", bare);
  const copy = (from: string, to: string) => cpSync(from, to, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
  if (parts) for (const part of parts) copy(join(source, part), join(seed, part));
  else copy(source, seed);
  prepare(seed);
  run(seed, "init", "--quiet", "-b", "main");
  run(seed, "add", "-A");
  run(seed, ...DEVELOPER, "commit", "--quiet", "-m", "The site as it was set up");
  run(seed, "push", "--quiet", bare, "main");
  const site = join(folder, "site");
  const dev = join(folder, "dev");
  run(folder, "clone", "--quiet", bare, site);
  run(folder, "clone", "--quiet", bare, dev);
  run(dev, "config", "user.name", "Dev Eloper");
  run(dev, "config", "user.email", "dev@example.org");
  const data = join(folder, "data");
  // The operator's choice of where the site goes (the editor publishes nowhere until one is made).
  mkdirSync(data, { recursive: true });
  writeFileSync(join(data, "publishing.json"), JSON.stringify({ remote: "origin", branch: "main" }));
  return {
    folder,
    bare,
    site,
    dev,
    data,
    git: run,
    edit(cwd, file, change) {
      const full = join(cwd, file);
      const text = readFileSync(full, "utf8");
      const json = JSON.parse(text);
      change(json);
      writeFileSync(full, rewriteJson(text, JSON.parse(text), json));
    },
    protect(branch) {
      const hook = join(bare, "hooks", "update");
      writeFileSync(hook, `#!/bin/sh\nif [ "$1" = "refs/heads/${branch}" ]; then echo "${branch} is protected: changes arrive by pull request" >&2; exit 1; fi\nexit 0\n`);
      chmodSync(hook, 0o755);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
