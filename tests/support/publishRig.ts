/**
 * The publishing tests' git set-up (engine/bench/publishRig.ts) on a copy of the minimal fixture site whose form
 * addresses are real-looking ones (so a production build passes) and whose short pages are long enough for the
 * gate's editorial checks.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publishRig as gitRig, type PublishRig } from "../../engine/bench/publishRig";
import { FIXTURE } from "./tempSite";

export type { PublishRig };

export function publishRig(): PublishRig {
  return gitRig(FIXTURE, (seed) => {
    const config = join(seed, "site.config.json");
    writeFileSync(config, readFileSync(config, "utf8").replace(/REPLACE_WITH_DEPLOYMENT_ID/g, "AKfycbTestDeployment0001"));
    // The fixture's home and not-found pages are a little short for the strict editorial checks of the gate.
    const lengthen = (file: string, change: (page: any) => void) => {
      const page = JSON.parse(readFileSync(join(seed, file), "utf8"));
      change(page);
      writeFileSync(join(seed, file), JSON.stringify(page, null, 2) + "\n");
    };
    lengthen("pages/index.json", (page) => {
      page.title = "Fixture home of the test practice";
      page.description = "The home page of the minimal fixture site that the engine's publishing tests publish and restore.";
    });
    lengthen("pages/404.json", (page) => {
      page.description = "The not-found page of the minimal fixture site, shown for an address that has no page of its own.";
    });
  });
}
