import { defineConfig } from "vitest/config";

// Unit tests run in Node; component tests (tests/component) in jsdom. Browser tests are Playwright's (tests/browser).
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "component", include: ["tests/component/**/*.test.tsx"], environment: "jsdom", setupFiles: ["tests/support/setupDom.ts"] } },
    ],
    testTimeout: 20000,
  },
});
