/** The nginx example must send the same security headers as dist/_headers, so the two never drift apart. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formOriginsOf, securityHeaders } from "../../engine/server/securityHeaders";

const root = join(import.meta.dirname, "..", "..");
const site = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));

describe("deployment configuration", () => {
  it("the nginx example sends every header of the build with the same value", () => {
    const nginx = readFileSync(join(root, "engine/server/nginx.example.conf"), "utf8");
    const headers = securityHeaders({ formOrigins: formOriginsOf([site.forms.contact, site.forms.feedback]) });
    for (const [name, value] of Object.entries(headers)) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  });

  it("allows the browser to reach an Apps Script form endpoint and its redirect target", () => {
    expect(formOriginsOf(["https://script.google.com/macros/s/x/exec"])).toEqual(["https://script.google.com", "https://script.googleusercontent.com"]);
  });
});
