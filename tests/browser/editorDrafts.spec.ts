/**
 * Nothing typed is lost, and two people on one page (issue 31), in Chromium on copies of the minimal fixture
 * site: typing interrupted by a reload (the browser's "leave page?" confirmed) is offered back and restored;
 * so is typing kept before the editor itself was stopped and started again. Online, Alex (an owner) and Sam
 * (an editor he invited) edit one page in two browsers: changes to different fields are both saved; a field
 * both changed shows both versions side by side with Alex's name, and Sam chooses.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";
import { createOwner, freePort, startOnlineEditor, type OnlineEditor } from "../support/onlineEditor";

test.describe.configure({ mode: "default" });

const pageFile = (title: string, heading: string, call: string) => ({
  $schema: "../schemas/page.schema.json",
  title: `${title} | Test Practice`,
  description: `The ${title.toLowerCase()} page of the drafts browser tests, long enough for search results.`,
  blocks: [
    { type: "hero", heading },
    { type: "cta", heading: call, actions: [{ kind: "internal", to: "/", label: "Back to Home" }] },
  ],
});

let site: TempSite;
/** A time as the browser's locale writes it: "10:41", or "10:41 AM". */
const TIME = String.raw`\d{1,2}:\d{2}(?:\s?[AP]\.?M\.?)?`;
const said = (words: string) => new RegExp(words.replace("<time>", TIME), "i");
const write = (file: string, value: object) => writeFileSync(join(site.root, file), JSON.stringify(value, null, 2) + "\n");
const onDisk = (file: string) => JSON.parse(readFileSync(join(site.root, file), "utf8"));

test.beforeAll(() => {
  site = tempSite();
  write("pages/typing.json", pageFile("Typing", "Typing page", "Call us"));
  write("pages/restart.json", pageFile("Restart", "Restart page", "Call us"));
  write("pages/together.json", pageFile("Together", "Together page", "Call us"));
});
test.afterAll(() => site?.remove());

const field = (page: Page, where: string) => page.locator(`[data-path="${where}"]`).last().locator("textarea, input").first();

async function openFile(page: Page, origin: string, file: string) {
  await page.goto(`${origin}/#/edit?file=${encodeURIComponent(file)}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
}

async function openBlock(page: Page, index: number) {
  const toggle = page.locator(`[data-block-index="${index}"] .block-toggle`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

const offer = (page: Page) => page.getByRole("region", { name: /You have changes from \d{1,2}:\d{2}/ });
const draftOn = async (page: Page, origin: string, file: string) => (await (await page.request.get(`${origin}/_editor/api/draft?file=${encodeURIComponent(file)}`)).json()).draft;

test.describe("nothing typed is lost", () => {
  const dataFolder = mkdtempSync(join(tmpdir(), "editor-drafts-"));
  let editor: EditorProcess;
  test.beforeAll(async () => {
    editor = await startEditorProcess(site.root, { dataFolder });
  });
  test.afterAll(async () => editor?.stop());

  test("typing interrupted by a reload is offered back, restored and saved; the save clears it", async ({ page }) => {
    await openFile(page, editor.url, "pages/typing.json");
    await openBlock(page, 0);
    await field(page, "blocks[0].heading").fill("Typed just before the reload");
    // The person confirms the browser's "leave page?" at once: the typing was never saved.
    page.on("dialog", (dialog) => void dialog.accept());
    await page.reload();

    await expect(offer(page)).toBeVisible();
    await offer(page).getByRole("button", { name: "Restore them" }).click();
    await openBlock(page, 0);
    await expect(field(page, "blocks[0].heading")).toHaveValue("Typed just before the reload");
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();
    expect(onDisk("pages/typing.json").blocks[0].heading).toBe("Typed just before the reload");
    expect(await draftOn(page, editor.url, "pages/typing.json")).toBeNull();
  });

  test("typing kept before the editor was stopped is offered back by the editor started again", async ({ page }) => {
    await openFile(page, editor.url, "pages/restart.json");
    await openBlock(page, 0);
    await field(page, "blocks[0].heading").fill("Typed before the editor stopped");
    await expect(page.getByText(/Draft kept at \d{1,2}:\d{2}/)).toBeVisible();
    await editor.stop();
    editor = await startEditorProcess(site.root, { dataFolder });

    await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent("pages/restart.json")}`);
    await offer(page).getByRole("button", { name: "Restore them" }).click();
    await openBlock(page, 0);
    await expect(field(page, "blocks[0].heading")).toHaveValue("Typed before the editor stopped");
    expect(onDisk("pages/restart.json").blocks[0].heading).toBe("Restart page");
  });
});

test.describe("two people on one page", () => {
  let editor: OnlineEditor;
  const password = "quiet-harbour-lantern-1987";

  let ownerToken: string;

  test.beforeAll(async () => {
    const dataFolder = mkdtempSync(join(tmpdir(), "editor-together-"));
    const port = await freePort();
    ownerToken = await createOwner(site.root, dataFolder, `http://localhost:${port}`, "Alex Morgan", "alex@example.org");
    editor = await startOnlineEditor(site.root, { dataFolder, port });
  });
  // The browsers are closed before the editor, which waits for their connections to end.
  const opened: Page[] = [];
  test.afterAll(async () => {
    for (const page of opened) await page.context().close();
    await editor?.stop();
  });

  /** A browser of its own, signed in by setting up the account through its one-time link (the browser keeps the session cookie). */
  async function joined(browser: Browser, token: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${editor.origin}/`);
    const status = await page.evaluate(
      async ({ token, password }) => (await fetch("/_editor/api/account/set-up", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token, password }) })).status,
      { token, password },
    );
    expect(status).toBe(200);
    opened.push(page);
    await page.reload();
    return page;
  }

  test("changes to different fields both survive; a field both changed is shown side by side and Sam chooses", async ({ browser }) => {
    const a = await joined(browser, ownerToken);
    const link = await a.evaluate(async () => {
      const reply = await fetch("/_editor/api/account/invite", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Sam Patel", email: "sam@example.org", role: "editor" }) });
      return ((await reply.json()) as { link: string }).link;
    });
    const b = await joined(browser, link.split("#/set-up/")[1]!);
    for (const page of [a, b]) {
      await openFile(page, editor.origin, "pages/together.json");
      await openBlock(page, 0);
      await openBlock(page, 1);
    }
    // Sam is typing in one field while Alex saves another.
    await field(b, "blocks[1].heading").fill("Sam's call to action");
    await field(a, "blocks[0].heading").fill("Alex's heading");
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await expect(a.getByText("All changes saved")).toBeVisible();
    await expect(b.getByRole("status").filter({ hasText: said("Alex Morgan saved this page at <time>, since you opened it") })).toBeVisible();

    await b.getByRole("button", { name: "Save", exact: true }).click();
    await expect(b.getByText(said("Alex Morgan saved this page at <time>, since you opened it; both your changes and theirs are kept"))).toBeVisible();
    await expect(field(b, "blocks[0].heading")).toHaveValue("Alex's heading");
    expect(onDisk("pages/together.json").blocks.map((block: { heading: string }) => block.heading)).toEqual(["Alex's heading", "Sam's call to action"]);

    // Alex, with nothing unsaved, is shown Sam's change, and told whose it is.
    await expect(a.getByText(said("Sam Patel saved this page at <time>; the editor now shows the new version"))).toBeVisible();
    await expect(field(a, "blocks[1].heading")).toHaveValue("Sam's call to action");

    // Now both change the hero heading: Alex saves first.
    await field(a, "blocks[0].heading").fill("Alex's second heading");
    await field(b, "blocks[0].heading").fill("Sam's heading");
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await expect(a.getByText("All changes saved")).toBeVisible();
    await b.getByRole("button", { name: "Save", exact: true }).click();

    const both = b.getByRole("region", { name: "Not saved yet: choose between two versions" });
    await expect(both).toContainText(said("Alex Morgan saved this page at <time>"));
    // Named as the form names it, never as the file does (block 1 (Hero), "heading").
    const heading = both.getByRole("group", { name: "Hero (block 1): Heading" });
    await expect(heading.getByText("Your version")).toBeVisible();
    await expect(heading).toContainText("Sam's heading");
    await expect(heading).toContainText("Alex Morgan's version");
    await expect(heading).toContainText("Alex's second heading");
    expect(onDisk("pages/together.json").blocks[0].heading).toBe("Alex's second heading");

    await heading.getByRole("radio", { name: "Alex Morgan's version" }).check();
    await both.getByRole("button", { name: "Save with these choices" }).click();
    await expect(b.getByText("All changes saved")).toBeVisible();
    await expect(field(b, "blocks[0].heading")).toHaveValue("Alex's second heading");
    expect(onDisk("pages/together.json").blocks.map((block: { heading: string }) => block.heading)).toEqual(["Alex's second heading", "Sam's call to action"]);

    // Once more, and Sam keeps his own: Alex is told whose words the heading now holds, and combining is offered.
    await field(a, "blocks[0].heading").fill("Alex's third heading");
    await field(b, "blocks[0].heading").fill("Sam's third heading");
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await expect(a.getByText("All changes saved")).toBeVisible();
    await b.getByRole("button", { name: "Save", exact: true }).click();
    const again = b.getByRole("group", { name: "Hero (block 1): Heading" });
    await expect(again.getByRole("radio", { name: "Combine both" })).toBeVisible();
    await again.getByRole("radio", { name: "Your version" }).check();
    await b.getByRole("button", { name: "Save with these choices" }).click();
    await expect(b.getByText("All changes saved")).toBeVisible();
    await expect(a.getByText(said("Sam Patel saved this page at <time>; the editor now shows the new version. What changed: Hero \\(block 1\\): Heading."))).toBeVisible();
    await expect(field(a, "blocks[0].heading")).toHaveValue("Sam's third heading");
  });
});
