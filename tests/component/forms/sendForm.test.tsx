/** sendForm reads replies the contract's way: success only for JSON with result "success", within the time limit. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendForm } from "../../../engine/forms/submitForm";
import { jsonResponse, mockFetch } from "./support";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fields = { name: "G", formType: "feedback" };

describe("sendForm", () => {
  it("succeeds only on JSON whose result is exactly 'success'", async () => {
    mockFetch(async () => jsonResponse({ result: "success" }));
    expect(await sendForm("https://forms.example/submit", fields, 1000)).toEqual({ ok: true });
    for (const body of [{ result: "Success" }, { result: true }, { ok: true }, null, [], "success"]) {
      mockFetch(async () => jsonResponse(body));
      expect((await sendForm("https://forms.example/submit", fields, 1000)).ok, JSON.stringify(body)).toBe(false);
    }
  });

  it("names the reason for a failure, for the console", async () => {
    mockFetch(async () => jsonResponse({ result: "error", error: "Unknown form type" }));
    expect(await sendForm("u", fields, 1000)).toEqual({ ok: false, reason: "the form service did not accept it: Unknown form type" });
    mockFetch(async () => new Response("nope", { status: 502 }));
    expect(await sendForm("u", fields, 1000)).toEqual({ ok: false, reason: "the form service answered HTTP 502" });
    mockFetch(async () => new Response("<html>", { status: 200 }));
    expect(await sendForm("u", fields, 1000)).toEqual({ ok: false, reason: "the form service's answer was not JSON" });
    mockFetch(async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await sendForm("u", fields, 1000)).toEqual({ ok: false, reason: "the request failed (Failed to fetch)" });
  });

  it("counts a reply whose body never finishes as no answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mockFetch(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"result":'));
          init!.signal!.addEventListener("abort", () => controller.error(new Error("aborted")));
        },
      });
      return new Response(body, { status: 200 });
    });
    const outcome = sendForm("u", fields, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toEqual({ ok: false, reason: "no answer within 500 ms" });
  });

  it("stops its timer once answered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mockFetch(async () => jsonResponse({ result: "success" }));
    await sendForm("u", fields, 500);
    expect(vi.getTimerCount()).toBe(0);
  });
});
