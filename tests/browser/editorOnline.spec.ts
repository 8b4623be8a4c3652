/**
 * The editor online, the whole story of issue 31, over loopback against a real git remote (a bare repository in a
 * temporary folder) and a real web server (engine/server's static server over the folder the editor publishes
 * into): an owner is created and sets a password, invites an editor, who sets hers through the link; she changes
 * the /veneers hero heading (a reload in the middle of typing loses nothing) and publishes; the remote has one new
 * commit by her changing exactly that line, and the web server shows the new heading; the owner signs in, restores
 * the editor's change from History (Undo this change), and the page's HTML is byte-identical to before. Every request of the editor
 * (listed from its own routing table) is refused without a session, and repeated wrong passwords are slowed down.
 * Two people editing one page without losing anything: tests/browser/editorDrafts.spec.ts.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import { expect, request as newRequest, test, type Browser, type Page } from "@playwright/test";
import { editorRoutes } from "../../engine/editor/server/server";
import { exportContent, runGateProcess } from "../../engine/editor/server/publish/gateCheck";
import { openRepository } from "../../engine/editor/server/publish/repository";
import { placeBuild, workFolderBeside } from "../../engine/editor/server/publish/servedFolder";
import { startStaticServer } from "../../engine/server/staticSite";
import { createOwner, freePort, startOnlineEditor, type OnlineEditor } from "../support/onlineEditor";
import { setPassword } from "../support/editorSignIn";
import { publishRig, type PublishRig } from "../support/publishRig";

test.describe.configure({ mode: "serial" });

let rig: PublishRig;
let editor: OnlineEditor;
let served: string;
let livePort: number;
let ownerToken: string;
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const EDITOR = { name: "Sam Patel", email: "sam@practice.example", password: "harbour-lantern-quiet-1987" };
const NEW_HEADING = "Veneers that look like you";

/** The served site's answer for `path`, from a web server started over the served folder now (it reads where the link points once, when it starts). */
async function fromLiveSite(path: string): Promise<Buffer> {
  const server: Server = await startStaticServer(served, livePort);
  try {
    const response = await fetch(`http://127.0.0.1:${livePort}${path}`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rig = publishRig();
  served = join(rig.folder, "www", "live");
  livePort = await freePort();
  // The operator's publishing settings, in the editor's data folder: the remote, and the folder nginx would serve.
  mkdirSync(rig.data, { recursive: true });
  writeFileSync(join(rig.data, "publishing.json"), JSON.stringify({ remote: "origin", branch: "main", deploy: "folder", folder: served, build: "production", liveUrl: `http://127.0.0.1:${livePort}` }));
  // The live site as the host first set it up: the remote's head, built into the served folder.
  const repo = (await openRepository(rig.site))!;
  const copy = await exportContent(repo, rig.git(rig.site, "rev-parse", "HEAD"), await workFolderBeside(served));
  const built = await runGateProcess(copy.site, "production", () => {});
  expect(built.problems).toEqual([]);
  await placeBuild(join(copy.site, "dist"), served, "as-set-up");
  rmSync(copy.folder, { recursive: true, force: true });

  const port = await freePort();
  ownerToken = await createOwner(rig.site, rig.data, `http://localhost:${port}`, OWNER.name, OWNER.email);
  editor = await startOnlineEditor(rig.site, { dataFolder: rig.data, port });
});

const opened: Page[] = [];
test.afterAll(async () => {
  for (const page of opened) await page.context().close();
  await editor?.stop();
  rig?.remove();
});

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  opened.push(page);
  return page;
}

const heading = (page: Page) => page.locator('[data-path="blocks[0].heading"]').last().locator("textarea, input").first();

test("an editor publishes a change, and the owner restores it byte for byte", async ({ browser }) => {
  test.setTimeout(600_000);
  const originalHtml = await fromLiveSite("/veneers");
  expect(originalHtml.toString()).toContain("Fixture veneers heading");
  const remoteBefore = rig.git(rig.bare, "rev-list", "--count", "main");

  // The owner, created on the command line, sets a password through the link and invites an editor.
  const owner = await newPage(browser);
  await setPassword(owner, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password);
  await owner.goto(`${editor.origin}/#/users`);
  await owner.getByLabel("Name").fill(EDITOR.name);
  await owner.getByLabel("Email address").fill(EDITOR.email);
  await owner.getByLabel("Role").selectOption("editor");
  await owner.getByRole("button", { name: "Invite and show the link" }).click();
  const link = (await owner.locator(".link-box").textContent())!.trim();
  expect(link).toContain("#/set-up/");

  // The editor sets her password through the link, and changes the hero heading of /veneers.
  const sam = await newPage(browser);
  await setPassword(sam, link, EDITOR.password);
  await sam.goto(`${editor.origin}/#/edit?file=${encodeURIComponent("pages/veneers.json")}`);
  await expect(sam.getByText("All changes saved")).toBeVisible();
  const toggle = sam.locator('[data-block-index="0"] .block-toggle');
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await heading(sam).fill(NEW_HEADING);
  // A reload in the middle of typing ("leave page?" confirmed): the typing is offered back.
  sam.on("dialog", (dialog) => void dialog.accept());
  await sam.reload();
  await sam.getByRole("region", { name: /You have changes from/ }).getByRole("button", { name: "Restore them" }).click();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(heading(sam)).toHaveValue(NEW_HEADING);
  await sam.getByRole("button", { name: "Save", exact: true }).click();
  await expect(sam.getByText("All changes saved")).toBeVisible();

  // What will go live, in words, with who saved it; then Publish.
  await sam.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();
  const change = sam.locator(".publish-changes > li").filter({ hasText: "Fixture veneers" });
  await expect(change).toContainText(`Hero (block 1): Heading “Fixture veneers heading” → “${NEW_HEADING}”`);
  await expect(change).toContainText(`Saved by ${EDITOR.name}`);
  await sam.getByRole("button", { name: "Publish the ticked changes…" }).click();
  await sam.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(sam.getByRole("dialog").getByText(/Published: live since/)).toBeVisible({ timeout: 180_000 });
  await expect(sam.getByRole("link", { name: /See Fixture veneers .* on the live site/ })).toHaveAttribute("href", `http://127.0.0.1:${livePort}/veneers`);

  // The remote: one new commit, by the editor, changing exactly that line.
  expect(Number(rig.git(rig.bare, "rev-list", "--count", "main"))).toBe(Number(remoteBefore) + 1);
  expect(rig.git(rig.bare, "show", "-s", "--format=%an <%ae>", "main")).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(rig.git(rig.bare, "diff", "--numstat", "main~1", "main")).toBe("1\t1\tpages/veneers.json");
  const diff = rig.git(rig.bare, "diff", "-U0", "main~1", "main").split("\n").filter((line) => /^[-+][^-+]/.test(line));
  expect(diff).toHaveLength(2);
  expect(diff[1]).toContain(NEW_HEADING);
  // The web server shows the new heading.
  expect((await fromLiveSite("/veneers")).toString()).toContain(NEW_HEADING);

  // The owner signs in (a browser of her own) and restores the old heading from History.
  const olu = await newPage(browser);
  await olu.goto(`${editor.origin}/`);
  await olu.getByLabel("Email address").fill(OWNER.email);
  await olu.getByLabel("Password").fill(OWNER.password);
  await olu.getByRole("button", { name: "Sign in", exact: true }).click();
  await olu.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "History" }).click();
  await expect(olu.locator(".history-list > li").first()).toContainText(EDITOR.name);
  await olu.getByRole("button", { name: "Undo this change to Fixture veneers" }).first().click();
  await expect(olu.getByRole("dialog")).toContainText(`Hero (block 1): Heading “${NEW_HEADING}” → “Fixture veneers heading”`);
  await olu.getByRole("dialog").getByRole("button", { name: "Undo and publish" }).click();
  await expect(olu.getByRole("dialog").getByText(/Published: live since/)).toBeVisible({ timeout: 180_000 });
  expect(rig.git(rig.bare, "show", "-s", "--format=%an", "main")).toBe(OWNER.name);
  expect((await fromLiveSite("/veneers")).equals(originalHtml)).toBe(true);
  expect(JSON.parse(readFileSync(join(rig.site, "pages/veneers.json"), "utf8")).blocks[0].heading).toBe("Fixture veneers heading");
});

test("without a session every request of the editor is refused, and repeated wrong passwords are slowed down", async () => {
  const stranger = await newRequest.newContext({ baseURL: editor.origin, extraHTTPHeaders: { Origin: editor.origin } });
  try {
    const routes = editorRoutes().filter((route) => route.access !== "anyone");
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["publish", "publish/changes", "history", "history/restore"]));
    for (const route of routes) {
      const url = `/_editor/api/${route.path}`;
      const response = route.method === "GET" ? await stranger.get(url) : await stranger.post(url, { data: {} });
      expect([401, 403], `${route.method} ${route.path}`).toContain(response.status());
    }
    // Sent at once: each try counts when it arrives, however long the (one at a time) checks take on a busy machine.
    const responses = await Promise.all(Array.from({ length: 8 }, (_, attempt) => stranger.post("/_editor/api/account/sign-in", { data: { email: EDITOR.email, password: `wrong password ${attempt}` } })));
    const slowed = await Promise.all(responses.filter((response) => response.status() === 429).map(async (response) => ((await response.json()) as { error: string }).error));
    expect(slowed.join("\n")).toMatch(/Too many wrong passwords\. Try again in \d+ seconds?/);
  } finally {
    await stranger.dispose();
  }
});
