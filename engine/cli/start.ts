/**
 * npm start: the site as a visitor gets it, on this machine. Starts the local
 * form collector (port 4174, data in collector-data/), builds the site with the
 * forms pointed at it (SITE_FORMS_ENDPOINT), then serves dist/ at
 * http://localhost:4173. Nothing is ever sent to the production form endpoint.
 * npm start -- --site <folder> does the same for another site (its dist/ and collector-data/ are in that folder).
 */
import { join } from "node:path";
import { buildSite } from "./build";
import { siteRootFrom } from "./siteRoot";
import { startStaticServer } from "../server/staticSite";
import { describeCollector, LOCAL_COLLECTOR_PORT, startLocalCollector } from "../forms/localCollector";

const port = Number(process.env.PORT ?? 4173);
const formsPort = Number(process.env.FORMS_PORT ?? LOCAL_COLLECTOR_PORT);
const root = siteRootFrom(process.argv.slice(2));

async function main() {
  const forms = await startLocalCollector({ port: formsPort, dataDir: join(root, "collector-data"), sitePort: port, contentRoot: root });
  process.env.SITE_FORMS_ENDPOINT = forms.endpoint;
  if (!(await buildSite(root, { precompress: true }))) {
    await forms.close();
    process.exit(1);
  }
  await startStaticServer(join(root, "dist"), port, process.env.HOST ?? "127.0.0.1");
  console.log(`\nThe site is at http://localhost:${port}.\n${describeCollector(forms)}\nPress Ctrl+C to stop.`);

  const stop = () => {
    // Every accepted submission is on disk before the collector closes.
    forms.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
