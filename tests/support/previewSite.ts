/**
 * A preview build (npm run build -- --site <folder> --preview) of a throwaway copy of the minimal fixture site,
 * served the way the browser tests serve the main build, on a free port. Five pages build in seconds, so the
 * preview's markup is tested without building the whole site a second time. The build runs in a process of its
 * own, as the command does (Vite inside Playwright's worker sees CommonJS packages differently).
 */
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { listPageFiles } from "../../engine/content/files";
import { routeForFile } from "../../engine/content/routes";
import { startStaticServer } from "../../engine/server/staticSite";
import { FIXTURE, tempSite } from "./tempSite";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");

export interface PreviewSite {
  origin: string;
  stop(): Promise<void>;
}

/** The fixture's routes, read from its pages as the engine routes them. */
export function previewRoutes(): string[] {
  return listPageFiles(join(FIXTURE, "pages")).flatMap((file) => routeForFile(file) ?? []);
}

function buildPreview(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ENGINE_ROOT, "engine", "cli", "build.ts"), "--site", root, "--preview"], {
      cwd: ENGINE_ROOT,
      env: { ...process.env, SITE_FORMS_ENDPOINT: "", NODE_ENV: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The preview build failed (exit ${code}):\n${output}`))));
  });
}

export async function startPreviewSite(): Promise<PreviewSite> {
  const site = tempSite();
  try {
    await buildPreview(site.root);
    const server: Server = await startStaticServer(join(site.root, "dist"), 0, "127.0.0.1");
    const { port } = server.address() as AddressInfo;
    return {
      origin: `http://127.0.0.1:${port}`,
      stop: () => new Promise((resolve) => server.close(() => { site.remove(); resolve(); })),
    };
  } catch (error) {
    site.remove();
    throw error;
  }
}
