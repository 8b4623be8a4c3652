import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./engine/build/contentPlugin";
import { compileHintsPlugin } from "./engine/build/compileHints";
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
// The framework is three chunks because the entry evaluates it in three stages (see entry-client.tsx).
const CHUNK_GROUPS = [
  // Vite's helper for dynamic imports, on its own: inside "ui" it would make the entry load the whole UI at once.
  { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 30 },
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: "styles", test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/]unitless)[\\/]/, priority: 20 },
  { name: "router", test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
  {
    name: "ui",
    test: (id: string) => (/[\\/]engine[\\/](ui|app|layout)[\\/]/.test(id) || /[\\/]lucide-react[\\/]/.test(id)) && !LAZY_ONLY.test(id) && !ENTRY.test(id),
    priority: 10,
  },
];

// Chunks whose code nearly all runs while a page starts (see engine/build/compileHints.ts).
const COMPILE_EAGERLY = ["react", "styles", "router", "ui"];

// One config, two builds: the browser bundle (dist/) and the server renderer used to pre-render every route.
export default defineConfig(({ isSsrBuild }) => ({
  root: engineRoot,
  plugins: [react(), contentPlugin(contentRoot), isSsrBuild ? [] : compileHintsPlugin(COMPILE_EAGERLY)],
  publicDir: `${contentRoot}/public`,
  build: isSsrBuild
    ? { outDir: serverOutDir, emptyOutDir: true, ssr: "engine/app/entry-server.tsx", copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        rolldownOptions: {
          input: "engine/app/entry-client.tsx",
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
  ssr: { noExternal: isSsrBuild ? ["styled-components"] : [] },
}));
