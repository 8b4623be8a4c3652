import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contentPlugin } from "./engine/build/contentPlugin";
import { ssrOutDir } from "./engine/build/paths";

const engineRoot = import.meta.dirname;
// The content (site.config.json, pages/, public/) can live elsewhere: tests and benchmarks build synthetic sites.
const contentRoot = process.env.SITE_CONTENT_ROOT ?? engineRoot;
const outDir = process.env.SITE_OUT_DIR ?? `${contentRoot}/dist`;
const serverOutDir = ssrOutDir(contentRoot);

// One config, two builds: the browser bundle (dist/) and the server renderer used to pre-render every route.
export default defineConfig(({ isSsrBuild }) => ({
  root: engineRoot,
  plugins: [react(), contentPlugin(contentRoot)],
  publicDir: `${contentRoot}/public`,
  build: isSsrBuild
    ? { outDir: serverOutDir, emptyOutDir: true, ssr: "engine/app/entry-server.tsx", copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        rollupOptions: { input: "engine/app/entry-client.tsx" },
      },
  ssr: { noExternal: isSsrBuild ? ["styled-components"] : [] },
}));
