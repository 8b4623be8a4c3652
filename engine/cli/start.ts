/** npm start: build the site, then serve dist/ at http://localhost:4173. */
import { buildSite } from "./build";
import { startStaticServer } from "../server/staticSite";
import { join } from "node:path";

const port = Number(process.env.PORT ?? 4173);
const root = process.cwd();

async function main() {
  if (!(await buildSite(root))) process.exit(1);
  await startStaticServer(join(root, "dist"), port, process.env.HOST ?? "127.0.0.1");
  console.log(`\nThe site is at http://localhost:${port}. Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
