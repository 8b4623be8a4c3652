// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALLOWED_ORIGIN, formData, readRecords, readStore, startTestCollector, validContact, type TestCollector } from "./support";

let collector: TestCollector;
beforeEach(async () => {
  collector = await startTestCollector({ allowedOrigins: [ALLOWED_ORIGIN, "http://localhost:5173/"] });
});
afterEach(async () => {
  await collector.stop();
});

function postFrom(origin: string | undefined): Promise<Response> {
  return fetch(collector.submitUrl, {
    method: "POST",
    body: formData(validContact),
    headers: origin === undefined ? {} : { Origin: origin },
  });
}

describe("which pages may send forms", () => {
  it("lets an allowed origin read the answer (origin echoed, Vary: Origin)", async () => {
    const response = await postFrom(ALLOWED_ORIGIN);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get("vary")).toBe("Origin");
    expect(await response.json()).toEqual({ result: "success" });
    expect(await readRecords(collector.dataDir, "contact")).toHaveLength(1);
  });

  it("matches a configured origin written with a trailing slash", async () => {
    const response = await postFrom("http://localhost:5173");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("refuses any other origin with 403 and stores nothing", async () => {
    for (const origin of ["https://evil.example", "http://localhost:4174", "null", "http://localhost:4173.evil.example"]) {
      const response = await postFrom(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(await response.json()).toEqual({ result: "error", error: expect.stringMatching(/not accepted/) as unknown });
    }
    expect(await readStore(collector.dataDir, "contact")).toBe("");
  });

  it("accepts requests with no Origin at all (curl, server-side callers) without CORS headers", async () => {
    const response = await postFrom(undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers an allowed preflight with 204 and the CORS headers", async () => {
    const response = await fetch(collector.submitUrl, {
      method: "OPTIONS",
      headers: { Origin: ALLOWED_ORIGIN, "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("refuses a preflight from another origin with 403", async () => {
    const response = await fetch(collector.submitUrl, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("rejects an invalid configured origin when starting", async () => {
    await expect(startTestCollector({ allowedOrigins: ["localhost 4173"] })).rejects.toThrow(/not a valid origin/);
  });
});
