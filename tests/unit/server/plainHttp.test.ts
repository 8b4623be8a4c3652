/**
 * The local server speaks plain HTTP (npm start, the browser tests), so it leaves out what only an HTTPS answer
 * may carry: upgrade-insecure-requests, which WebKit applies to http://localhost too (every picture, script, link
 * and form post would go to https://localhost), and HSTS. What a host serves (dist/_headers) keeps both.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer } from "../../../engine/server/staticSite";
import { forPlainHttp, headersFile, headersFor, parseHeadersFile } from "../../../engine/server/securityHeaders";
import { fetchRaw, serveTestSite, type TestSite } from "./support";

const options = { formOrigins: ["https://forms.example.org"] };
const hostHeaders = headersFor(parseHeadersFile(headersFile(options)), "/about");
let site: TestSite;
let base: string;
let close: () => void;

beforeAll(async () => {
  site = await serveTestSite();
  site.write("_headers", headersFile(options)); // the build's own file, read by a server started after it
  const server = await startStaticServer(site.dist, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => { server.closeAllConnections(); server.close(); };
});
afterAll(async () => { close(); await site.close(); });

describe("security headers over plain HTTP", () => {
  it("what a host serves over HTTPS upgrades every request and asks for HTTPS only", () => {
    expect(hostHeaders["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(hostHeaders["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
  });

  for (const path of ["/about", "/nowhere", "/assets/app-1234.js"]) {
    it(`the local server answers ${path} with the host's policy, minus the upgrade and HSTS`, async () => {
      const reply = await fetchRaw(base + path, {}, "GET");
      const policy = reply.headers["content-security-policy"];
      expect(policy).toBe(forPlainHttp(hostHeaders)["Content-Security-Policy"]);
      expect(policy).not.toContain("upgrade-insecure-requests");
      // Every other directive as strict as the host's.
      expect(`${policy}; upgrade-insecure-requests`).toBe(hostHeaders["Content-Security-Policy"]);
      expect(reply.headers["strict-transport-security"]).toBeUndefined();
      expect(reply.headers["x-frame-options"]).toBe(hostHeaders["X-Frame-Options"]);
    });
  }
});
