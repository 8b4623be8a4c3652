/**
 * A build validates the content once: the content plugin uses the result the build handed over
 * instead of reading and validating every file again in each of Vite's two builds.
 */
import { afterEach, describe, expect, it } from "vitest";
import { contentPlugin } from "../../engine/build/contentPlugin";
import { handOverValidation } from "../../engine/build/validatedContent";
import { validateProject } from "../../engine/content/validate";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

/** Starts the plugin as Vite would for `command`, and returns the site name its config module carries. */
async function siteNameSeenBy(command: "build" | "serve") {
  const plugin = contentPlugin(site.root) as any;
  plugin.configResolved({ command });
  plugin.buildStart.call({ error: (message: string) => { throw new Error(message); } });
  const code: string = await plugin.load.call({}, "\0virtual:site/config");
  return /Coventry Road[^"\\]*|Renamed[^"\\]*/.exec(code)?.[0];
}

describe("validation handed over by the build", () => {
  it("is what the content plugin uses while a build of that site is under way", async () => {
    site = tempSite();
    const validated = validateProject(site.root);
    site.edit("site.config.json", (config) => (config.name = "Renamed after validation"));
    const release = handOverValidation(site.root, validated);
    try {
      expect(await siteNameSeenBy("build")).toBe(validated.site!.name);
      // The dev server always reads the files.
      expect(await siteNameSeenBy("serve")).toBe("Renamed after validation");
    } finally {
      release();
    }
    // Once the build is over, a new build validates the files again.
    expect(await siteNameSeenBy("build")).toBe("Renamed after validation");
  });
});
