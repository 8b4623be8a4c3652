/**
 * An owner approves what the Publish screen shows them (issue 47): a request an editor titled "Fix a typo in the
 * Veneers title" that changes three pages, its pages put back in the working copy after asking, is listed by its
 * three pages and their changes, the editor's line only as a note; a change published on the live site while the
 * owner reads it makes the approval refused in words; read again, it goes live. Over loopback against a real
 * git remote.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pin } from "../../engine/editor/server/publish/pin";
import { PublishRequests } from "../../engine/editor/server/publish/requests";
import { openRepository } from "../../engine/editor/server/publish/repository";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import type { OnlineEditor } from "../support/onlineEditor";
import type { PublishRig } from "../support/publishRig";
import { publishingEditor } from "../support/publishingEditor";

let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
let page: Page | undefined;
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const SAM = { id: "sam", name: "Sam Editor", email: "sam@practice.example", role: "editor" as const };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ rig, editor, ownerToken } = await publishingEditor(OWNER));
});

test.afterAll(async () => {
  await page?.context().close();
  await editor?.stop();
  rig?.remove();
});

const heading = (file: string) => JSON.parse(rig.git(rig.bare, "show", `main:pages/${file}`)).blocks[0].heading as string;

test("the owner reads what a waiting request would publish, and approves exactly that", async ({ browser }) => {
  test.setTimeout(600_000);
  // Sam's request, pinned as asking for approval pins it: three pages, whatever its title says.
  rig.edit(rig.site, "pages/veneers.json", (json) => (json.blocks[0].heading = "Veneers, with the typo fixed"));
  rig.edit(rig.site, "pages/fillings.json", (json) => (json.blocks[0].heading = "Fillings while you wait"));
  rig.edit(rig.site, "pages/index.json", (json) => (json.blocks[0].heading = "We are closed until further notice"));
  const repo = (await openRepository(rig.site))!;
  const files = ["veneers", "fillings", "index"].map((name) => ({ file: `pages/${name}.json`, bytes: readFileSync(join(rig.site, "pages", `${name}.json`)) }));
  const commit = (await pin(repo, rig.git(rig.site, "rev-parse", "HEAD"), files, SAM, "Fix a typo in the Veneers title"))!;
  const db = openEditorDatabase(rig.data);
  new PublishRequests(db).add(SAM, "Fix a typo in the Veneers title", commit);
  db.close();
  // Sam put the pages back after asking: the working copy holds nothing to publish.
  rig.git(rig.site, "checkout", "--", "pages");

  page = await (await browser.newContext()).newPage();
  await page.goto(`${editor.origin}/#/set-up/${ownerToken}`);
  await page.getByLabel("New password").fill(OWNER.password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();

  const waiting = page.getByRole("region", { name: "Waiting for an owner" });
  const described = waiting.getByRole("list", { name: "What Sam Editor's request would publish" });
  await expect(described.getByRole("heading", { level: 3 })).toHaveText([/^Fixture fillings/, /^Fixture home/, /^Fixture veneers/]);
  await expect(described.locator("li li")).toHaveText([
    "Hero (block 1): Heading “Fixture fillings heading” → “Fillings while you wait”",
    "Hero (block 1): Heading “Fixture home heading” → “We are closed until further notice”",
    "Hero (block 1): Heading “Fixture veneers heading” → “Veneers, with the typo fixed”",
  ]);
  await expect(waiting.getByText("Sam Editor's note: “Fix a typo in the Veneers title”")).toBeVisible();
  await expect(page.getByText(/^Nothing: every saved change is live/)).toBeVisible();

  // A developer publishes a change to the home page while the owner reads: the approval is refused in words.
  rig.git(rig.dev, "pull", "--quiet", "--ff-only", "origin", "main");
  rig.edit(rig.dev, "pages/index.json", (json) => (json.description = "The home page of the fixture site, as a developer changed it while an owner was reading a request."));
  rig.git(rig.dev, "commit", "--quiet", "-am", "Home description");
  rig.git(rig.dev, "push", "--quiet", "origin", "main");
  await waiting.getByRole("button", { name: "Publish Sam Editor's changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "What this request would publish is not what your screen showed" })).toBeVisible();
  expect(heading("index.json")).not.toBe("We are closed until further notice");

  // Read again (the screen has reloaded it), it is approved and goes live as described.
  await waiting.getByRole("button", { name: "Publish Sam Editor's changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Published/ })).toBeVisible({ timeout: 300_000 });
  expect([heading("index.json"), heading("fillings.json"), heading("veneers.json")]).toEqual(["We are closed until further notice", "Fillings while you wait", "Veneers, with the typo fixed"]);
});
