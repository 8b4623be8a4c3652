/** npm start (after the build): serves dist/ at http://localhost:4173 like a static host would. */
import { join } from "node:path";
import { startStaticServer } from "../server/staticSite";

const port = Number(process.env.PORT ?? 4173);
const dist = join(process.cwd(), "dist");

startStaticServer(dist, port, process.env.HOST ?? "127.0.0.1").then(
  () => console.log(`The site is at http://localhost:${port} (serving ${dist}). Press Ctrl+C to stop.`),
  (error: unknown) => {
    console.error(`Could not start the server on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
