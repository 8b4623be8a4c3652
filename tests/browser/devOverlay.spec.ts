/**
 * npm run dev with a content mistake: the browser shows the validator's
 * plain-English message in Vite's error overlay, every other page keeps
 * rendering, the broken page keeps its last good version, and fixing the file
 * reloads the page with the change.
 *
 * The dev server (engine/cli/dev.ts, which calls startDevServer) runs on a temp
 * copy of the fixture site (SITE_CONTENT_ROOT) on free ports, in its own process
 * as "npm run dev" does: inside Playwright's worker, its module hooks change how
 * Vite's server-side loader sees CommonJS packages. The static server that
 * playwright.config.ts starts is not used here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";

const repo = join(import.meta.dirname, "..", "..");
let site: TempSite;
let dev: ChildProcess | undefined;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts engine/cli/dev.ts and resolves once it says where it listens. */
function startDev(root: string, port: number, formsPort: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(repo, "node_modules", ".bin", "tsx"), [join(repo, "engine", "cli", "dev.ts")], {
      // The form collector writes under the working directory: keep it in the temp site.
      cwd: root,
      env: { ...process.env, SITE_CONTENT_ROOT: root, PORT: String(port), FORMS_PORT: String(formsPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${output}`)), 300_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Dev server:")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    child.once("exit", (code) => reject(new Error(`the dev server stopped (exit ${code}):\n${output}`)));
  });
}

test.describe.configure({ mode: "serial", timeout: 600_000 });

test.beforeAll(async () => {
  site = tempSite();
  const port = await freePort();
  dev = await startDev(site.root, port, await freePort());
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  site?.remove();
});

/** Resolves when the page's Vite client has connected, so it will hear about file changes. */
const hmrConnected = (page: import("@playwright/test").Page) =>
  page.waitForEvent("console", { predicate: (message) => message.text().includes("[vite] connected"), timeout: 180_000 });

test("a broken page shows the validator's message in the overlay while other pages still render", async ({ page, context }) => {
  const connected = hmrConnected(page);
  await page.goto(`${origin}/veneers`);
  await expect(page.locator("h1")).toHaveText("Fixture veneers heading");
  await connected;

  site.edit("pages/veneers.json", (p) => delete p.blocks[1].heading);

  // Playwright's locators reach into the overlay's shadow DOM.
  await expect(page.locator("vite-error-overlay .message")).toContainText(
    // pages/veneers.json, line 10 (where the block starts, as written by site.edit with two-space indents), column 5
    "pages/veneers.json:10:5 › blocks[1].heading: block 2 (Call to action): the heading is missing",
    { timeout: 90_000 },
  );

  const other = await context.newPage();
  const response = await other.goto(`${origin}/fillings`);
  expect(response?.status()).toBe(200);
  await expect(other.locator("h1")).toHaveText("Fixture fillings heading");

  // The broken page itself keeps serving its last good version until it is fixed.
  const same = await context.newPage();
  await same.goto(`${origin}/veneers`);
  await expect(same.getByRole("heading", { name: "Ready?" })).toBeVisible();
});

test("fixing the file reloads the page with the change", async ({ page }) => {
  const connected = hmrConnected(page);
  await page.goto(`${origin}/fillings`);
  await connected;
  site.edit("pages/veneers.json", (p) => (p.blocks[1] = { type: "cta", heading: "Ready?", actions: [{ kind: "internal", to: "/", label: "Back to Home" }] }));
  site.edit("pages/fillings.json", (p) => (p.blocks[0].heading = "Fillings, edited live"));
  await expect(page.locator("h1")).toHaveText("Fillings, edited live", { timeout: 90_000 });
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
});

test("pictures show in dev too: each variant the page lists is drawn on its first request", async ({ page }) => {
  await page.goto(`${origin}/fillings`);
  const logo = page.getByRole("banner").getByRole("img").first();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 90_000 }).toBeGreaterThan(0);
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_img\/.+-\d+\.webp$/);
  expect((await page.request.get(`${origin}/_img/images/not-a-picture-640.webp`)).status()).toBe(404);
});
