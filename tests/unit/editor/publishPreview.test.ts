/**
 * A link to show the approver (issue 39.7): a waiting publication's preview is the built pages of exactly that
 * change (not what was saved afterwards), readable without signing in, marked noindex, static; it counts who
 * opened it (once per browser); and an attacker gets 404 for a revoked, expired, forged or malformed token, and
 * for any path that tries to leave the build.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_BASE, servePreview } from "../../../engine/editor/server/publish/previewRoutes";
import { previewsOf } from "../../../engine/editor/server/publish/publishContext";
import { hashToken } from "../../../engine/editor/server/publish/previews";
import type { EditorContext } from "../../../engine/editor/server/routing";
import { publishRig, type PublishRig } from "../../support/publishRig";
import { OWNER, SAM, callRoute, publishContext, publishWhatIsShown } from "../../support/publishCalls";

const BUILDS_TIMEOUT = 400_000;
const ORIGINS = ["https://editor.example-practice.co.uk"];
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

let rig: PublishRig;
let context: EditorContext;
let url: string;
let requestId: number;

interface Got {
  status: number;
  headers: Record<string, string | number>;
  body: string;
}

/** A GET of `path` as a browser without a session would make it. */
async function get(path: string, cookie = "", { method = "GET", host = "editor.example-practice.co.uk" } = {}): Promise<Got> {
  const req = { method, url: path, headers: { host, "user-agent": PHONE, "sec-fetch-site": "cross-site", ...(cookie ? { cookie } : {}) } } as unknown as IncomingMessage;
  const got: Got = { status: 0, headers: {}, body: "" };
  const res = {
    setHeader(name: string, value: string) {
      got.headers[name] = value;
    },
    writeHead(status: number, headers: Record<string, string | number>) {
      got.status = status;
      Object.assign(got.headers, headers);
    },
    end(body?: Buffer | string) {
      got.body = body === undefined ? "" : body.toString();
    },
  } as unknown as ServerResponse;
  await servePreview(context, req, res, ORIGINS);
  return got;
}

beforeAll(async () => {
  rig = publishRig();
  context = publishContext(rig, true);
  rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers waiting for approval"));
  expect((await publishWhatIsShown(context, SAM, "Veneers heading")).json.reason).toBe("requested");
  // Saved after asking: a draft of another page the approver must never see through the link.
  rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings draft saved later"));
  requestId = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting[0].id;
  const made = await callRoute(context, SAM, "POST", "publish/preview", { id: requestId });
  expect(made.status).toBe(200);
  url = made.json.url;
  await previewsOf(context).settled();
}, BUILDS_TIMEOUT);
afterAll(() => {
  context?.db.close();
  rig?.remove();
});

const pathOf = (address: string) => new URL(address).pathname;

describe("a preview link", () => {
  it("shows the built pages of exactly the waiting change, without a session, marked noindex and static", async () => {
    expect(url).toMatch(/^https:\/\/editor\.example-practice\.co\.uk\/_preview\/[A-Za-z0-9_-]{43}\/$/);
    const page = await get(`${pathOf(url)}veneers`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Veneers waiting for approval");
    expect(page.headers["X-Robots-Tag"]).toMatch(/noindex/);
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(String(page.headers["Content-Security-Policy"])).toMatch(/default-src 'none'/);
    expect(page.headers["Cache-Control"]).toBe("no-store");
    // No script runs there, so the shared style file is linked as a page without scripts links it (issue 51).
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/_preview\/[\w-]+\/assets\/frame-[\w-]+\.css">/);
    expect(page.body).not.toContain('media="print"');
    // The site's own links stay inside the preview.
    expect(page.body).not.toMatch(/(href|src)="\/(?!_preview\/)/);
    expect(page.body).toContain(`href="${pathOf(url)}`);
    const fillings = await get(`${pathOf(url)}fillings`);
    expect(fillings.status).toBe(200);
    expect(fillings.body).toContain("Fixture fillings heading");
    expect(fillings.body).not.toContain("Fillings draft saved later");
    // The changed page says what changed, at its top; a page the request does not change says nothing.
    expect(page.body).toMatch(/<section aria-label="Changes waiting on this page"[^>]*>.*This page has changes waiting for approval:.*“Veneers waiting for approval”/);
    expect(fillings.body).not.toContain("Changes waiting on this page");
  });

  it("counts each browser that opens it once, and says so to owners, with no names it cannot know", async () => {
    const before = previewsOf(context).forRequest(requestId)!.opens;
    const first = await get(pathOf(url));
    expect(first.status).toBe(200);
    const cookie = String(first.headers["Set-Cookie"]).split(";")[0]!;
    await get(`${pathOf(url)}veneers`, cookie);
    const link = previewsOf(context).forRequest(requestId)!;
    expect(link.opens).toBe(before + 1);
    expect(link.openedBy.at(-1)).toBe("someone with the link, on a phone");
    const shown = (await callRoute(context, OWNER, "GET", "publish/changes")).json.waiting[0];
    expect(shown.preview).toMatchObject({ opens: link.opens, status: "ready" });
    expect(JSON.stringify(shown)).not.toContain(pathOf(url).split("/")[2]);
  });

  it("answers 404 to forged and malformed tokens and to every way out of the build", async () => {
    const token = pathOf(url).split("/")[2]!;
    const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const path of [
      `${PREVIEW_BASE}${forged}/veneers`,
      `${PREVIEW_BASE}${hashToken(token)}/veneers`,
      `${PREVIEW_BASE}${token}x/veneers`,
      `${PREVIEW_BASE}/veneers`,
      `${PREVIEW_BASE}${token}/../../editor.sqlite3`,
      `${PREVIEW_BASE}${token}/..%2f..%2f..%2feditor.sqlite3`,
      `${PREVIEW_BASE}${token}/%2e%2e/%2e%2e/publishing.json`,
      `${PREVIEW_BASE}${token}/.gate-report.json`,
      `${PREVIEW_BASE}${token}/..%5c..%5cpublishing.json`,
      `${PREVIEW_BASE}${token}/_editor/api/people`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Only at the editor's own address, and only to read.
    expect((await get(`${pathOf(url)}veneers`, "", { host: "attacker.example" })).status).toBe(404);
    expect((await get(`${pathOf(url)}veneers`, "", { method: "POST" })).status).toBe(404);
    expect((await get(`${pathOf(url)}veneers`)).status).toBe(200);
  });

  it("only its asker or an owner makes or stops a link; a stopped or expired link is 404", async () => {
    const kim = { id: "e2", name: "Kim Editor", email: "kim@practice.example", role: "editor" as const };
    expect((await callRoute(context, kim, "POST", "publish/preview", { id: requestId })).status).toBe(403);
    expect((await callRoute(context, kim, "POST", "publish/preview/revoke", { id: requestId })).status).toBe(403);
    expect((await callRoute(context, OWNER, "POST", "publish/preview/revoke", { id: requestId })).json.ok).toBe(true);
    expect((await get(`${pathOf(url)}veneers`)).status).toBe(404);
    expect((await get(pathOf(url))).status).toBe(404);

    // A link made 8 days ago has expired (its build never needed).
    const old = previewsOf(context).create(requestId, "0".repeat(40), rig.site, { id: "1", name: "Olu Owner" }, new Date(Date.now() - 8 * 86_400_000));
    expect((await get(`${PREVIEW_BASE}${old.token}/`)).status).toBe(404);
    // A declined request's link stops with it.
    const fresh = await callRoute(context, OWNER, "POST", "publish/preview", { id: requestId });
    expect((await get(pathOf(fresh.json.url))).status).not.toBe(404);
    await callRoute(context, OWNER, "POST", "publish/decide", { id: requestId, approve: false });
    expect((await get(pathOf(fresh.json.url))).status).toBe(404);
    await previewsOf(context).settled();
  }, BUILDS_TIMEOUT);
});
