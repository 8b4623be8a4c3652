import { defineConfig } from "vitest/config";

// Unit tests run in Node; component tests (tests/component) in jsdom. Browser tests are Playwright's (tests/browser).
export default defineConfig({
  // The build's virtual modules: component tests get a stand-in (the site config comes from SiteContext).
  resolve: { alias: { "virtual:site/images": `${import.meta.dirname}/tests/support/virtualImages.ts` } },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "component", include: ["tests/component/**/*.test.tsx"], environment: "jsdom", setupFiles: ["tests/support/setupDom.ts"] } },
    ],
    // Time limits for a busy CI machine, not for this one: on a crowded host a fresh-clone run took vitest
    // 906 s (118-400 s here), and four tests that take ~2 s here went past the old 20 s limit.
    // A passing test never waits for these; only a hung one does, so they are generous.
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
