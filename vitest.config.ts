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
    testTimeout: 20000,
  },
});
