/**
 * What the editor's screens say when the answer is not the editor's own (a page of nginx, in front of it online):
 * each status in words of what happened, never "not answering" for a 502, which is a refusal on the way.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "../../../engine/editor/client/api";

afterEach(() => vi.unstubAllGlobals());

/** The screens' own request, answered by a proxy's HTML page with `status`. */
async function messageFor(status: number): Promise<string> {
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("fetch", async () => new Response(`<html><body><h1>${status}</h1><hr>nginx</body></html>`, { status, headers: { "Content-Type": "text/html" } }));
  const failure = await api.pages().then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return (failure as ApiError).message;
}

describe("an answer from the web server in front of the editor", () => {
  it("explains a 502 as the request not passed on (or refused), not as the editor being busy", async () => {
    const words = await messageFor(502);
    expect(words).toMatch(/could not pass this on to the editor, or the editor refused it/);
    expect(words).not.toMatch(/not answering/);
  });

  it("keeps 503 and 504 as the editor not answering just now, and 413 as a file too large", async () => {
    expect(await messageFor(504)).toMatch(/^The editor is not answering just now/);
    expect(await messageFor(413)).toMatch(/^That file is larger than the website's server accepts/);
  });
});
