import { defineConfig } from "@playwright/test";

// Browser tests run against the pre-rendered build, served the way a static host serves it.
export const TEST_PORT = 4310;
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
  timeout: 30000,
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: `npm run build --silent && PORT=${TEST_PORT} npx tsx engine/cli/serve.ts`,
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 240000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
