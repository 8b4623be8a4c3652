/**
 * A preview link works for its reader (issue 48 point 5): an editor's request changes a page and adds a picture;
 * the owner makes its preview link on their screen, where it says what it shows, and copies it; opened in a
 * browser that has never signed in, every page the preview lists loads with no request refused or failed, every
 * picture is displayed (each size of its list under the link), and the changed page alone says what changes on
 * it. Nothing of the editor, nor another link, is reachable through the token, and a stopped link is 404.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { pin } from "../../engine/editor/server/publish/pin";
import { hashToken } from "../../engine/editor/server/publish/previews";
import { PublishRequests } from "../../engine/editor/server/publish/requests";
import { openRepository } from "../../engine/editor/server/publish/repository";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import type { OnlineEditor } from "../support/onlineEditor";
import type { PublishRig } from "../support/publishRig";
import { openWhenBuilt, ownPages, publishingEditor } from "../support/publishingEditor";
import { axeFor } from "../support/axe";
import { rawRequest } from "../support/rawRequest";
import { setPassword } from "../support/editorSignIn";

test.describe.configure({ mode: "serial" });

let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
const pages = ownPages();
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const ANNA = { id: "anna", name: "Anna Reception", email: "anna@practice.example", role: "editor" as const };
const HEADING = "Veneers, now with a photo";
const PICTURE = "/images/services/smile.jpg";

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ rig, editor, ownerToken } = await publishingEditor(OWNER));
  // Anna's request: a new photo on Veneers (wide enough for several sizes) and its heading changed.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 13, g: 92, b: 99 } } }).jpeg().toBuffer();
  mkdirSync(join(rig.site, "public", "images", "services"), { recursive: true });
  writeFileSync(join(rig.site, "public", PICTURE), photo);
  rig.edit(rig.site, "pages/veneers.json", (page) => {
    page.blocks[0].heading = HEADING;
    page.blocks.splice(1, 0, { type: "imageText", heading: "A natural smile", paragraphs: ["Thin shells bonded to the front of the teeth."], image: { src: PICTURE, alt: "A smile after veneers" } });
  });
  const repo = (await openRepository(rig.site))!;
  const files = [
    { file: "pages/veneers.json", bytes: readFileSync(join(rig.site, "pages", "veneers.json")) },
    { file: `public${PICTURE}`, bytes: photo },
  ];
  const commit = (await pin(repo, rig.git(rig.site, "rev-parse", "HEAD"), files, ANNA, "A photo for Veneers"))!;
  const db = openEditorDatabase(rig.data);
  new PublishRequests(db).add(ANNA, "A photo for Veneers", commit);
  db.close();
});

test.afterAll(async () => {
  await pages.closeAll();
  await editor?.stop();
  rig?.remove();
});

test("the owner shares the preview link; without a session every page, picture and file of it loads, and the changed page says so", async ({ browser }) => {
  test.setTimeout(600_000);
  const olu = await pages.open(browser, { permissions: ["clipboard-read", "clipboard-write"] });
  await setPassword(olu, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password);
  await olu.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();
  const waiting = olu.getByRole("region", { name: "Waiting for an owner" });
  await waiting.getByRole("button", { name: "Make a preview link" }).click();
  // In the screen's own names of what it holds (its pages as the list above names them).
  await expect(waiting.getByText(/^A preview of the site with Anna Reception's 2 changes: Fixture veneers[^,]*, Pictures and files\. Anyone with this link can see it, without signing in, until it is approved or declined/)).toBeVisible();
  const link = (await waiting.locator(".preview-url").textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${editor.origin}/_preview/[A-Za-z0-9_-]{43}/$`));
  await waiting.getByRole("button", { name: "Copy the link" }).click();
  await expect(waiting.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
  expect(await olu.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A phone that has never signed in opens it, once it is built.
  const reader = await pages.open(browser);
  await openWhenBuilt(reader, `${link}veneers`, HEADING, editor);

  // Every page the preview lists (its home page's links, and the changed page), each request answered.
  const prefix = new URL(link).pathname;
  await reader.goto(link);
  const listed = await reader.locator("a[href]").evaluateAll((links, under) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((path) => path.startsWith(under as string)), prefix);
  const listedPages = [...new Set([prefix, ...listed, `${prefix}veneers`])];
  expect(listedPages.length).toBeGreaterThan(2);
  const refused: string[] = [];
  reader.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  reader.on("requestfailed", (request) => refused.push(`${request.failure()?.errorText} ${request.url()}`));
  for (const path of listedPages) {
    await reader.goto(`${editor.origin}${path}`, { waitUntil: "load" });
    // Pictures further down load when near: bring each into view, then ask whether it is displayed.
    for (const picture of await reader.locator("img").all()) await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => reader.locator("img").evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src)), { message: path })
      .toEqual([]);
    const banner = reader.getByRole("region", { name: "Changes waiting on this page" });
    if (path === `${prefix}veneers`) {
      await expect(banner).toBeVisible();
      await expect(banner).toContainText("This page has changes waiting for approval:");
      await expect(banner).toContainText(`“Fixture veneers heading” → “${HEADING}”`);
      // The banner is a named region whose words read well (WCAG 2.2 AA: contrast, landmarks).
      expect((await axeFor(reader).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join("; ")}`)).toEqual([]);
      // Its changed hero and its new photo's block are outlined; the call to action it did not change is not.
      expect(await reader.locator("main > *").evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).outlineStyle))).toEqual(["dashed", "dashed", "none"]);
    } else {
      await expect(banner, path).toHaveCount(0);
    }
  }
  await reader.waitForLoadState("networkidle");
  expect(refused).toEqual([]);

  // The files of its head (icons, stylesheets, a manifest) too: a browser asks for icons on its own, unseen above.
  const headFiles = await reader.locator("head link[href]:not([rel=canonical]):not([rel=alternate])").evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(headFiles.length).toBeGreaterThan(0);
  for (const path of headFiles) {
    expect(path.startsWith(prefix), path).toBe(true);
    expect((await reader.request.get(`${editor.origin}${path}`)).status(), path).toBe(200);
  }

  // The new photo is shown in each of its sizes, every one under the link.
  await reader.goto(`${link}veneers`);
  const photo = reader.getByRole("img", { name: "A smile after veneers" });
  const sizes = (await photo.evaluate((img) => [...img.closest("picture")?.querySelectorAll("source") ?? []].map((source) => source.srcset).concat((img as HTMLImageElement).srcset).join(",")))
    .split(",").map((entry) => entry.trim().split(/\s+/)[0]!).filter(Boolean);
  expect(sizes.length).toBeGreaterThan(1);
  for (const size of sizes) {
    expect(size.startsWith(prefix), size).toBe(true);
    expect((await reader.request.get(`${editor.origin}${size}`)).status(), size).toBe(200);
  }
  // The same picture from the editor itself is for a session only, as is the editor's API.
  expect((await reader.request.get(`${editor.origin}${sizes[0]!.slice(prefix.length - 1)}`)).status()).toBe(401);

  // Nothing outside the pinned build is reached through the token.
  const port = Number(new URL(editor.origin).port);
  const token = prefix.split("/")[2]!;
  const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  for (const path of [`${prefix}../../_editor/api/people`, `${prefix}..%2f..%2f_editor%2fapi%2fpeople`, `${prefix}_editor/api/publish/changes`, `${prefix}%2e%2e/%2e%2e/publishing.json`, `/_preview/${forged}/veneers`, `/_preview/${token}x/veneers`]) {
    const answer = await rawRequest(port, "GET", path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain(OWNER.email);
  }

  // Stopped by the owner, the link is 404 at once, its pictures too.
  await waiting.getByRole("button", { name: "Stop the preview link" }).click();
  await expect(waiting.getByRole("button", { name: "Make a preview link" })).toBeVisible();
  expect((await reader.goto(`${link}veneers`))?.status()).toBe(404);
  expect((await reader.request.get(`${editor.origin}${sizes[0]}`)).status()).toBe(404);

  // A link past its 7 days is 404 too, even while a build of its is still on the disk.
  const expired = "e".repeat(43);
  const db = openEditorDatabase(rig.data);
  const requestId = (db.prepare("SELECT id FROM publish_requests").get() as { id: number }).id;
  db.prepare("INSERT INTO preview_links (request_id, token_hash, created_by, created_by_id, created_at, expires_at, status, dist) VALUES (?, ?, ?, ?, ?, ?, 'ready', ?)")
    .run(requestId, hashToken(expired), OWNER.name, "owner", new Date(Date.now() - 8 * 86_400_000).toISOString(), new Date(Date.now() - 86_400_000).toISOString(), join(rig.site, "public"));
  db.close();
  expect((await rawRequest(port, "GET", `/_preview/${expired}/images/services/smile.jpg`)).status).toBe(404);
});
