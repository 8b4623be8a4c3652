/**
 * The receptionist changes Saturday's hours, and an owner can take that right away (issue 48, point 4): an editor
 * (not an owner) signs in, finds "Saturday" with Find, opens the opening hours' Saturday row from it, changes its
 * closing time and saves; the Publish screen lists the change. An owner then switches off "May change opening
 * hours, closures and the notice" for her on People; her menu no longer offers the hours, and her next save of
 * them is refused in words, the file unchanged. Over loopback against a real git remote (nothing is published).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { OnlineEditor } from "../support/onlineEditor";
import { setPassword } from "../support/editorSignIn";
import type { PublishRig } from "../support/publishRig";
import { publishingEditor } from "../support/publishingEditor";

let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
const opened: Page[] = [];
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const RECEPTIONIST = { name: "Rita Desk", email: "rita@practice.example", password: "harbour-lantern-quiet-1987" };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ rig, editor, ownerToken } = await publishingEditor(OWNER));
});

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

const details = () => JSON.parse(readFileSync(join(rig.site, "site.config.json"), "utf8"));
const saturdayRow = () => (details().openingHours as { label: string }[]).findIndex((row) => row.label === "Saturday");
const saturdayCloses = () => details().openingHours[saturdayRow()].closes as string;

test("the receptionist changes Saturday's hours, until an owner takes that right away", async ({ browser }) => {
  test.setTimeout(600_000);
  const row = saturdayRow();
  expect(row).toBeGreaterThanOrEqual(0);

  // The owner invites the receptionist as an editor; she sets her password through the link.
  const owner = await newPage(browser);
  await setPassword(owner, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password);
  await owner.goto(`${editor.origin}/#/users`);
  await owner.getByLabel("Name").fill(RECEPTIONIST.name);
  await owner.getByLabel("Email address").fill(RECEPTIONIST.email);
  await owner.getByLabel("Role").selectOption("editor");
  await owner.getByRole("button", { name: "Invite and show the link" }).click();
  const link = (await owner.locator(".link-box").textContent())!.trim();
  const rita = await newPage(browser);
  await setPassword(rita, link, RECEPTIONIST.password);
  const menu = rita.getByRole("navigation", { name: "Editor" });
  await expect(menu.getByRole("link", { name: "Opening hours and closures" }).first()).toBeAttached();
  await expect(menu.getByRole("link", { name: "Practice details" })).toHaveCount(0);

  // Find "Saturday": the opening hours' Saturday row, opened in her form of the hours.
  await rita.getByLabel("Find a page").fill("Saturday");
  await rita.getByRole("region", { name: "In the pages' fields" }).getByRole("link", { name: /^Practice details: Opening hours, Saturday/ }).first().click();
  await expect(rita.getByRole("heading", { level: 1, name: "Opening hours and closures" })).toBeVisible();
  await expect(rita.getByText(/only an owner can change: ask an owner/)).toBeVisible();
  const closes = rita.locator(`[data-path="openingHours[${row}].closes"]`).locator("input").first();
  await closes.fill("12:30");
  await rita.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rita.getByText("All changes saved")).toBeVisible();
  expect(saturdayCloses()).toBe("12:30");

  // The Publish screen lists it, in words.
  await menu.getByRole("link", { name: /^Publish/ }).click();
  await expect(rita.getByText(/Opening hours, Saturday/).first()).toBeVisible();

  // The owner takes the right away.
  await owner.goto(`${editor.origin}/#/users`);
  const right = owner.getByRole("checkbox", { name: `May change opening hours, closures and the notice (${RECEPTIONIST.name})` });
  await expect(right).toBeChecked();
  await right.click();
  // The People screen has more than one status region (each right's switch answers in its own): the one that answers this.
  await expect(owner.getByRole("status").filter({ hasText: "can no longer change" })).toContainText(`${RECEPTIONIST.name} can no longer change the opening hours, closures and the notice.`);
  await owner.goto(`${editor.origin}/#/record`);
  await expect(owner.getByText(/took a right away/).first()).toBeVisible();

  // Her menu no longer offers the hours; opened from Find, her next save is refused in words.
  await rita.goto(`${editor.origin}/#/`);
  await rita.reload();
  await expect(menu.getByRole("link", { name: "Pages" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Opening hours and closures" })).toHaveCount(0);
  await rita.getByLabel("Find a page").fill("Saturday");
  await rita.getByRole("region", { name: "In the pages' fields" }).getByRole("link", { name: /^Practice details: Opening hours, Saturday/ }).first().click();
  await expect(rita.getByText(/an owner has not given you the right to change the opening hours, closures and the notice: ask an owner/)).toBeVisible();
  await closes.fill("12:00");
  await rita.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rita.getByText(/An owner has not given you the right to change the opening hours, closures and the notice/).last()).toBeVisible();
  expect(saturdayCloses()).toBe("12:30");
});
