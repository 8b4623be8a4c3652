/**
 * Staff choose what goes live (issue 48): an editor's request holds only her changes and credits only her (the
 * owner's own change stays saved, unpublished); a page the gate refuses holds back only itself, the others go live
 * and the screen says which waited and why; a picture added and then used by no page is listed as unused and is
 * not published. Over loopback against a real git remote, through the Publish screen.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { OwnerSettings } from "../../engine/editor/server/publish/ownerSettings";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import type { OnlineEditor } from "../support/onlineEditor";
import { setPassword } from "../support/editorSignIn";
import type { PublishRig } from "../support/publishRig";
import { publishingEditor } from "../support/publishingEditor";

// One editor and one bare repository for the file's stories: they run in order in one worker, never two set-ups of
// the same rig at once (the config runs a file's tests in parallel otherwise).
test.describe.configure({ mode: "serial" });

let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
const pages: Page[] = [];
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const EDITOR = { name: "Sam Editor", email: "sam@practice.example", password: "harbour-lantern-quiet-4417" };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ rig, editor, ownerToken } = await publishingEditor(OWNER));
});

test.afterAll(async () => {
  for (const page of pages) await page.context().close();
  await editor?.stop();
  rig?.remove();
});

const live = (file: string) => rig.git(rig.bare, "show", `main:${file}`);
const liveHeading = (file: string) => JSON.parse(live(`pages/${file}`)).blocks[0].heading as string;

async function signIn(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  pages.push(page);
  await setPassword(page, link, password);
  return page;
}

/** A page's hero heading changed and saved through its form, as staff do. */
async function saveHeading(page: Page, file: string, text: string): Promise<void> {
  await page.goto(`${editor.origin}/#/edit?file=${encodeURIComponent(file)}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
  const toggle = page.locator('[data-block-index="0"] .block-toggle');
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.locator('[data-path="blocks[0].heading"]').last().locator("textarea, input").first().fill(text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
}

async function publishScreen(page: Page) {
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();
  return page.getByRole("group", { name: "Choose what goes live" });
}

function approvalRequired(on: boolean): void {
  const db = openEditorDatabase(rig.data);
  new OwnerSettings(db).set("approvalRequired", on, OWNER.name);
  db.close();
}

test("an editor's request holds only her changes and credits only her", async ({ browser }) => {
  test.setTimeout(600_000);
  const olu = await signIn(browser, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password);
  await olu.goto(`${editor.origin}/#/users`);
  await olu.getByLabel("Name").fill(EDITOR.name);
  await olu.getByLabel("Email address").fill(EDITOR.email);
  await olu.getByLabel("Role").selectOption("editor");
  await olu.getByRole("button", { name: "Invite and show the link" }).click();
  const link = (await olu.locator(".link-box").textContent())!.trim();
  approvalRequired(true);

  await saveHeading(olu, "pages/fillings.json", "Fillings, as the owner left them");
  const sam = await signIn(browser, link, EDITOR.password);
  await saveHeading(sam, "pages/veneers.json", "Veneers, by Sam");

  // Sam's screen ticks her own change only; the owner's is listed unticked, with who saved it.
  const choose = await publishScreen(sam);
  await expect(choose.getByRole("checkbox", { name: "Fixture veneers" })).toBeChecked();
  await expect(choose.getByRole("checkbox", { name: "Fixture fillings" })).not.toBeChecked();
  await expect(choose.locator("li").filter({ hasText: "Fixture fillings" }).first()).toContainText(`Saved by ${OWNER.name}`);
  await sam.getByRole("button", { name: "Ask an owner to publish…" }).click();
  await sam.getByRole("dialog").getByRole("button", { name: "Ask an owner to publish" }).click();
  await expect(sam.getByRole("dialog").getByText(/waiting for an owner to approve them/)).toBeVisible();

  // The owner approves it: only Sam's page goes live, authored by her, crediting nobody else.
  await publishScreen(olu);
  const waiting = olu.getByRole("region", { name: "Waiting for an owner" });
  await waiting.getByRole("button", { name: `Publish ${EDITOR.name}'s changes` }).click();
  await expect(olu.getByRole("status").filter({ hasText: /Published/ })).toBeVisible({ timeout: 300_000 });
  expect(liveHeading("veneers.json")).toBe("Veneers, by Sam");
  expect(liveHeading("fillings.json")).not.toBe("Fillings, as the owner left them");
  expect(rig.git(rig.bare, "log", "-1", "--format=%an <%ae>", "main")).toBe(`${EDITOR.name} <${EDITOR.email}>`);
  expect(rig.git(rig.bare, "log", "-1", "--format=%(trailers:key=Co-authored-by,valueonly)", "main").trim()).toBe("");
  approvalRequired(false);
});

test("a page the gate refuses holds back only itself; a picture no page uses is not published", async ({ browser }) => {
  test.setTimeout(600_000);
  const olu = pages[0] ?? (await signIn(browser, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password));
  // The veneers page gets a description too short for the gate; contact gets a new heading; a picture is added
  // and then used by no page.
  rig.edit(rig.site, "pages/veneers.json", (page) => (page.description = "Too short."));
  await saveHeading(olu, "pages/contact.json", "Contact us, newly worded");
  mkdirSync(join(rig.site, "public/images"), { recursive: true });
  await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0d5c63" } }).jpeg().toFile(join(rig.site, "public/images/discarded.jpg"));

  const choose = await publishScreen(olu);
  const picture = choose.getByRole("checkbox", { name: "Picture “discarded.jpg”" });
  await expect(picture).not.toBeChecked();
  await expect(choose.getByText(/Unused: no page shows it now/)).toBeVisible();
  await expect(choose.getByRole("checkbox", { name: "Fixture veneers" })).toBeChecked();
  await expect(choose.getByRole("checkbox", { name: /Fixture contact/ })).toBeChecked();
  await olu.getByRole("button", { name: "Publish the ticked changes…" }).click();
  await olu.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  const outcome = olu.getByRole("dialog");
  await expect(outcome.getByText(/^Published/)).toBeVisible({ timeout: 300_000 });
  await expect(outcome.getByText(/Not published: this change waits for a fix/)).toBeVisible();
  await expect(outcome.locator(".publish-held-back li")).toHaveText([/^Fixture veneers/]);

  expect(liveHeading("contact.json")).toBe("Contact us, newly worded");
  expect(JSON.parse(live("pages/veneers.json")).description).not.toBe("Too short.");
  expect(rig.git(rig.bare, "ls-tree", "-r", "--name-only", "main", "public/images")).not.toContain("discarded.jpg");
});
