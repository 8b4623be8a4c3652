import { defineConfig } from "@playwright/test";

// Browser tests run against the pre-rendered build, served the way a static host serves it.
// TEST_PORT / TEST_FORMS_PORT let a second run (a clean clone beside a working copy) use other ports.
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4310);
/** The browser tests' form collector: the build sends both forms here, and it writes <formType>.jsonl into TEST_COLLECTOR_DIR. */
export const TEST_FORMS_PORT = Number(process.env.TEST_FORMS_PORT ?? 4311);
export const TEST_FORMS_ENDPOINT = `http://127.0.0.1:${TEST_FORMS_PORT}/submit`;
export const TEST_COLLECTOR_DIR = ".cache/test-collector";
export const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export default defineConfig({
  testDir: "tests/browser",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".cache/reports/playwright.json" }]],
  // Generous limits for a crowded CI machine (one fresh-clone run went ~3x slower than any here); a passing
  // test never waits for them. Tests about timing keep their own short waits on a paused clock.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  // One command builds the site with its forms pointed at a test collector, then serves the site and the
  // collector together (engine/cli/serve-test.ts); tests read the stored lines from TEST_COLLECTOR_DIR.
  webServer: {
    command:
      `SITE_FORMS_ENDPOINT=${TEST_FORMS_ENDPOINT} npm run build --silent -- --precompress && ` +
      `PORT=${TEST_PORT} FORMS_PORT=${TEST_FORMS_PORT} FORMS_DATA=${TEST_COLLECTOR_DIR} npx tsx engine/cli/serve-test.ts`,
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 1_200_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
