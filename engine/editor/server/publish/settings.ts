/**
 * How this site is published, as the person who hosts it decided: which remote and branch receive the commits,
 * whether the editor also builds the site into a folder a web server serves, whether a build may carry stand-in
 * content (a preview), and the live site's address. These live with the operator (a JSON file in the editor's
 * data folder, or the environment of the process that runs the editor), never in the site's repository, so no
 * member of staff can change where the site goes.
 *
 * <data folder>/publishing.json, every key optional:
 *   { "remote": "origin", "branch": "main", "deploy": "git" | "folder", "folder": "/srv/site/live",
 *     "build": "production" | "preview", "liveUrl": "https://www.example.co.uk" }
 * Environment (wins over the file): PUBLISH_REMOTE, PUBLISH_BRANCH, PUBLISH_DEPLOY, PUBLISH_FOLDER, PUBLISH_BUILD,
 * PUBLISH_LIVE_URL.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export interface PublishingSettings {
  /** The git remote the publication is pushed to; "" when there is none (a folder deploy on this machine only). */
  remote: string;
  branch: string;
  /** git: push, and the host builds from the branch; folder: also build here and put the site in `folder`. */
  deploy: "git" | "folder";
  /** The path a web server serves (a link this editor swaps to each new build); for deploy "folder". */
  folder?: string;
  /** production refuses stand-in content; preview publishes it with every page marked as a preview. */
  build: "production" | "preview";
  /** The live site's address, for links to the published page; else the site's own "url". */
  liveUrl?: string;
  /** Where these came from, for the owner's "how this site is published". */
  source: string;
  /** Whether the operator has said where the site goes (a file or the environment). Until then nothing is
   * published: a developer's own checkout running the editor must never push to its origin by default. */
  configured: boolean;
}

export const SETTINGS_FILE = "publishing.json";

/** The data folder of an open editor database: the folder its file is in. */
export function dataFolderOf(db: { name: string }): string {
  return dirname(db.name);
}

export function readPublishingSettings(dataFolder: string, env: NodeJS.ProcessEnv = process.env): PublishingSettings {
  const file = join(dataFolder, SETTINGS_FILE);
  let stored: Record<string, unknown> = {};
  let source = "the defaults";
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      stored = parsed as Record<string, unknown>;
      source = file;
    }
  } catch {
    // No file (or one that cannot be read): the defaults and the environment.
  }
  const pick = (key: string, name: string): string | undefined => {
    const value = env[name] ?? stored[key];
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  if (["PUBLISH_REMOTE", "PUBLISH_BRANCH", "PUBLISH_DEPLOY", "PUBLISH_FOLDER", "PUBLISH_BUILD", "PUBLISH_LIVE_URL"].some((name) => env[name])) {
    source = source === "the defaults" ? "the environment" : `${source} and the environment`;
  }
  const deploy = pick("deploy", "PUBLISH_DEPLOY") === "folder" ? "folder" : "git";
  const folder = pick("folder", "PUBLISH_FOLDER");
  return {
    remote: env.PUBLISH_REMOTE !== undefined ? env.PUBLISH_REMOTE.trim() : typeof stored.remote === "string" ? stored.remote.trim() : "origin",
    branch: pick("branch", "PUBLISH_BRANCH") ?? "main",
    deploy,
    ...(folder ? { folder: resolve(dataFolder, folder) } : {}),
    build: pick("build", "PUBLISH_BUILD") === "preview" ? "preview" : "production",
    ...(pick("liveUrl", "PUBLISH_LIVE_URL") ? { liveUrl: withoutTrailingSlashes(pick("liveUrl", "PUBLISH_LIVE_URL")!) } : {}),
    source,
    configured: source !== "the defaults",
  };
}

/** "https://example.org/" -> "https://example.org", without a "/+$" pattern that rescans long runs of slashes. */
export function withoutTrailingSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address[end - 1] === "/") end--;
  return address.slice(0, end);
}
