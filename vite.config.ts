import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./engine/build/contentPlugin";
import { stableStyledNamesPlugin } from "./engine/build/stableStyledNames";
import { buildTargets } from "./engine/build/browserTargets";

const engineRoot = import.meta.dirname;
// The content (site.config.json, pages/, public/) can live elsewhere: tests and benchmarks build synthetic sites.
const contentRoot = process.env.SITE_CONTENT_ROOT ?? engineRoot;
const outDir = process.env.SITE_OUT_DIR ?? `${contentRoot}/dist`;

// A page runs one small script (engine/app/entry-client.ts) and loads the rest when an island wakes. What
// islands share is a few larger files, since gzip and brotli compress each file alone and dozens of tiny
// chunks cost more: the framework (React and the styles runtime, which always arrive together) and the
// shared UI. Code needed only on interaction (toasts, forms) stays in its own chunks.
const LAZY_ONLY = /[\\/]engine[\\/](ui[\\/]Toasts|forms[\\/])/;
// The runtime and what it imports at once stay in the entry: in a group they would drag the group in.
const IN_ENTRY = /[\\/]engine[\\/](app[\\/](entry-client|platformGaps|islandData|todaysDate|declaredActions|brokenPictures|deferredStyles|speculationRules)|layout[\\/]menuEnhancements|blocks[\\/]islands)\./;
const CHUNK_GROUPS = [
  // Vite's small wrapper of dynamic imports, on its own: inside "ui" it would make the entry load the whole UI at once.
  { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 30 },
  { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/]unitless)[\\/]/, priority: 20 },
  {
    name: "ui",
    test: (id: string) => (/[\\/]engine[\\/](ui|app|blocks[\\/](BlockList|BlockBoundary|registry))[\\/.]/.test(id) || /[\\/]lucide-react[\\/]/.test(id)) && !LAZY_ONLY.test(id) && !IN_ENTRY.test(id),
    priority: 10,
  },
];

// One config, two builds: the browser bundle and the server renderer used to pre-render every route. The build
// (engine/build/bundles.ts) puts both in .cache/bundles/, keyed by what they depend on, and publishes the former.
export default defineConfig(({ isSsrBuild }) => ({
  root: engineRoot,
  plugins: [react(), stableStyledNamesPlugin(), contentPlugin(contentRoot)],
  publicDir: `${contentRoot}/public`,
  build: isSsrBuild
    ? { outDir: `${engineRoot}/.cache/ssr`, emptyOutDir: true, ssr: "engine/app/entry-prerender.tsx", copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        // The supported browsers (package.json's "browserslist", docs/browsers.md): code is written down to the oldest.
        target: buildTargets(engineRoot),
        // An island's chunks are fetched together when it wakes (Vite's preload lists name them); every browser we serve has modulepreload.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: "engine/app/entry-client.ts",
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
  ssr: { noExternal: isSsrBuild ? ["styled-components", "lucide-react"] : [] },
  // The server renderer's styled-components asks process.env.NODE_ENV (a call into Node's environment) several times for
  // every element it draws, about 5 % of a page's drawing: answered when the renderer is built instead. Its bundle is
  // kept under the NODE_ENV it was built with (engine/build/bundles.ts), so the answer is the one it would read (none set: read then).
  define: isSsrBuild && process.env.NODE_ENV ? { "process.env.NODE_ENV": JSON.stringify(process.env.NODE_ENV) } : undefined,
}));
