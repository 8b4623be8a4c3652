/**
 * People are told (issue 48 point 6), in the browser: an owner opening the editor finds, under "For you", that an
 * editor asked for approval, with the way to the Publish screen, and the answer to a request of their own; each is
 * dismissed from the keyboard, and the region passes axe. The notices are kept as the editor's tell keeps them.
 */
import { expect, test } from "@playwright/test";
import { PersonNotices } from "../../engine/editor/server/notices/store";
import { PublishRequests } from "../../engine/editor/server/publish/requests";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import { axeFor } from "../support/axe";
import { startWithOwner, type OnlineEditor } from "../support/onlineEditor";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
let editor: OnlineEditor;
let ownerToken: string;
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const SAM = { id: "sam", name: "Sam Editor", email: "sam@practice.example", role: "editor" as const };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = tempSite();
  ({ editor, ownerToken } = await startWithOwner(site.root, OWNER));
  const db = openEditorDatabase(editor.dataFolder);
  const owner = db.prepare("SELECT id FROM users WHERE email = ?").get(OWNER.email) as { id: number };
  const request = new PublishRequests(db).add(SAM, "Winter hours", "0".repeat(40));
  const notices = new PersonNotices(db);
  notices.add(String(owner.id), "asked", "Sam Editor asked for approval of 2 changes: open the Publish screen to review them.", request.id);
  notices.add(String(owner.id), "declined", "Ola Owner declined your request “Spring prices”. Your changes stay saved here, unpublished.");
  db.close();
});

test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

test("an owner opening the editor is told under For you, and dismisses each from the keyboard", async ({ page }) => {
  await page.goto(`${editor.origin}/#/set-up/${ownerToken}`);
  await page.getByLabel("New password").fill(OWNER.password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();

  const told = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "For you" }) });
  await expect(told.getByRole("listitem")).toHaveText([/^Sam Editor asked for approval of 2 changes/, /^Ola Owner declined your request/]);
  await expect(told.getByRole("link", { name: "Open the Publish screen" })).toHaveAttribute("href", "#/publish");
  const results = await axeFor(page).include(".person-notices").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  const dismiss = told.getByRole("button", { name: "Dismiss" });
  await dismiss.first().focus();
  await page.keyboard.press("Enter");
  await expect(told.getByRole("listitem")).toHaveCount(1);
  await expect(dismiss.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(told).toHaveCount(0);

  // Dismissed is dismissed: not shown again when the editor opens next.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Editor" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "For you" })).toHaveCount(0);
});
