/** The nginx example must send the same headers as dist/_headers, path by path, so the two never drift apart. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CACHE_RULES, formOriginsOf, headersFile, headersFor, parseHeadersFile, securityHeaders } from "../../engine/server/securityHeaders";

const root = join(import.meta.dirname, "..", "..");
const site = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
const nginx = readFileSync(join(root, "engine/server/nginx.example.conf"), "utf8");
const options = { formOrigins: formOriginsOf(site.forms.addresses.map((address: { url: string }) => address.url)) };

/** nginx's locations that set $cache_control: the location's pattern and the value. */
function nginxCacheLocations() {
  return [...nginx.matchAll(/location (~ )?(\S+) \{\s*set \$cache_control "([^"]+)";/g)].map(([, regex, pattern, value]) => ({
    matches: (path: string) => (regex ? new RegExp(pattern!).test(path) : path.startsWith(pattern!)),
    value: value!,
  }));
}

describe("deployment configuration", () => {
  it("the nginx example sends every header of the build with the same value", () => {
    for (const [name, value] of Object.entries(securityHeaders(options))) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  });

  it("the nginx example caches each folder as dist/_headers does, and revalidates everything else", () => {
    const rules = parseHeadersFile(headersFile(options));
    const locations = nginxCacheLocations();
    for (const path of CACHE_RULES.flatMap((rule) => rule.paths)) {
      const file = path.replace("*", "a-file.webp");
      const expected = headersFor(rules, file)["Cache-Control"];
      expect(expected, file).toBeTruthy();
      expect(locations.filter((location) => location.matches(file)).map((location) => location.value), file).toEqual([expected]);
    }
    expect(nginx).toContain('set $cache_control "no-cache";');
    expect(locations.filter((location) => location.matches("/about"))).toEqual([]);
  });

  it("sends HTTPS-only and no obsolete permission in dist/_headers", () => {
    const all = headersFor(parseHeadersFile(headersFile(options)), "/about");
    expect(all["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(all["Permissions-Policy"]).not.toContain("interest-cohort");
  });

  it("allows the browser to reach an Apps Script form endpoint and its redirect target", () => {
    expect(formOriginsOf(["https://script.google.com/macros/s/x/exec"])).toEqual(["https://script.google.com", "https://script.googleusercontent.com"]);
  });
});
