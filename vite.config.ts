import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./engine/build/contentPlugin";
import { compileHintsPlugin } from "./engine/build/compileHints";
import { stableStyledNamesPlugin } from "./engine/build/stableStyledNames";
import { ssrOutDir } from "./engine/build/paths";

const engineRoot = import.meta.dirname;
// The content (site.config.json, pages/, public/) can live elsewhere: tests and benchmarks build synthetic sites.
const contentRoot = process.env.SITE_CONTENT_ROOT ?? engineRoot;
const outDir = process.env.SITE_OUT_DIR ?? `${contentRoot}/dist`;
const serverOutDir = ssrOutDir(contentRoot);

// Every page needs the framework and the shared UI; as a few larger files they compress far better
// (gzip and brotli compress each file alone) and cost fewer requests than dozens of tiny chunks.
// Code needed only on interaction (toasts, desktop dropdowns, forms) stays in its own chunks.
const LAZY_ONLY = /[\\/]engine[\\/](ui[\\/]Toasts|layout[\\/]DesktopDropdown|forms[\\/])/;
// The entry stays the entry: moved into a group, its top-level code never ran.
const ENTRY = /[\\/]engine[\\/]app[\\/]entry-client/;
// The framework is two chunks because the entry evaluates it in two stages (see entry-client.tsx): React with
// its router, then the styles runtime, whose start-up reads the page's pre-rendered styles. (The router in a
// chunk of its own would cost ~3 KB gzip of imports and exports between chunks.)
const CHUNK_GROUPS = [
  // Vite's small wrapper of dynamic imports, on its own: inside "ui" it would make the entry load the whole UI at once.
  { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 30 },
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
  { name: "styles", test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/]unitless)[\\/]/, priority: 20 },
  {
    name: "ui",
    test: (id: string) => (/[\\/]engine[\\/](ui|app|layout)[\\/]/.test(id) || /[\\/]lucide-react[\\/]/.test(id)) && !LAZY_ONLY.test(id) && !ENTRY.test(id),
    priority: 10,
  },
];

// Chunks whose code nearly all runs while a page starts (see engine/build/compileHints.ts).
const COMPILE_EAGERLY = ["react", "styles", "ui"];

// React Router 7's package points every import at its development build (dev-only warnings and checks included);
// its production build ships beside it (remix-run/react-router#12532, #14102). The browser bundle takes that one.
// The dev server keeps the development build for its warnings; the server renderer's output is the same either way.
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: `${engineRoot}/node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${engineRoot}/node_modules/react-router/dist/production/dom-export.mjs` },
];

// One config, two builds: the browser bundle (dist/) and the server renderer used to pre-render every route.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: engineRoot,
  resolve: { alias: command === "build" && !isSsrBuild ? ROUTER_PRODUCTION_BUILD : [] },
  plugins: [react(), stableStyledNamesPlugin(), contentPlugin(contentRoot), isSsrBuild ? [] : compileHintsPlugin(COMPILE_EAGERLY)],
  publicDir: `${contentRoot}/public`,
  build: isSsrBuild
    ? { outDir: serverOutDir, emptyOutDir: true, ssr: "engine/app/entry-server.tsx", copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        // The boot script fetches everything a page needs to start (see engine/app/boot.ts); what is imported later
        // (a page's data, a form) depends on chunks already loaded, so Vite's preload lists would only add bytes.
        modulePreload: false,
        rolldownOptions: {
          input: "engine/app/entry-client.tsx",
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
  ssr: { noExternal: isSsrBuild ? ["styled-components"] : [] },
}));
