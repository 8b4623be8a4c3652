/**
 * npm run dev: the site with hot reload. Pages are rendered on the server on
 * every request (as in the build), and a content edit reloads the browser or,
 * when the edit breaks a file, shows the validator's message in the overlay.
 */
import { createServer as createHttpServer } from "node:http";
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { createServer as createViteServer } from "vite";
import { renderDocument } from "../app/document";
import type { render as renderFn, site as siteValue } from "../app/entry-server";
import { variantForRequest } from "../build/images";
import { IMAGE_CACHE_DIR } from "../build/paths";
import { describeCollector, LOCAL_COLLECTOR_PORT, startLocalCollector } from "../forms/localCollector";
import { validateProject } from "../content/validate";
import { findPlaceholders } from "../content/placeholders";
import { siteRootFrom } from "./siteRoot";

const engineRoot = join(import.meta.dirname, "..", "..");

export async function startDevServer(port: number) {
  const http = createHttpServer();
  // Hot reload shares the page server's port, so several dev servers (tests) can run at once.
  const vite = await createViteServer({
    root: engineRoot,
    configFile: join(engineRoot, "vite.config.ts"),
    configLoader: "runner",
    server: { middlewareMode: true, hmr: { server: http } },
    appType: "custom",
  });
  const publicDir = join(process.env.SITE_CONTENT_ROOT ?? engineRoot, "public");
  http.on("request", async (req, res) => {
    // Pages list the build's picture variants; without a dist/, each is drawn on its first request.
    const variant = req.url?.startsWith("/_img/") ? await variantForRequest(publicDir, req.url, IMAGE_CACHE_DIR).catch(() => null) : null;
    if (variant) {
      res.writeHead(200, { "Content-Type": `image/${extname(variant).slice(1)}`, "Cache-Control": "no-cache" }).end(readFileSync(variant));
      return;
    }
    vite.middlewares(req, res, async () => {
      try {
        const server = (await vite.ssrLoadModule("/engine/app/entry-server.tsx")) as { render: typeof renderFn; site: typeof siteValue };
        const result = await server.render(req.url ?? "/");
        const html = renderDocument(server.site, result, { entry: "/engine/app/entry-client.ts", css: [] });
        const transformed = await vite.transformIndexHtml(req.url ?? "/", html);
        res.writeHead(result.status, { "Content-Type": "text/html; charset=utf-8" }).end(transformed);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`The page could not be rendered: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  return { vite, http };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 5173);
  // npm run dev -- --site <folder>: another site's content (vite.config.ts reads SITE_CONTENT_ROOT).
  const root = siteRootFrom(process.argv.slice(2));
  process.env.SITE_CONTENT_ROOT = root;
  // The forms post to a local collector (collector-data/), never to the production endpoint.
  startLocalCollector({ port: Number(process.env.FORMS_PORT ?? LOCAL_COLLECTOR_PORT), dataDir: join(root, "collector-data"), sitePort: port, contentRoot: root })
    .then((forms) => {
      process.env.SITE_FORMS_ENDPOINT = forms.endpoint;
      return startDevServer(port).then(() => {
        console.log(`Dev server: http://localhost:${port} (edit pages/*.json and the browser reloads).\n${describeCollector(forms)}`);
        const standIns = findPlaceholders(validateProject(root), root).length;
        if (standIns) console.log(`${standIns} ${standIns === 1 ? "piece" : "pieces"} of stand-in content (fine here; npm run build refuses to publish them: npm run validate lists them).`);
      });
    });
}
