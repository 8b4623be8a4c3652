/**
 * The group's editor (npm run edit:group, online) on a copy of the example group, in a real browser: a person with
 * roles at two of its three practices signs in once; the practice switch lists exactly those two; the group's
 * locked complaints page opens read-only, saying who may change it; switching shows the other practice's pages
 * without signing in again; and the third practice is not reached by its address, nor by its requests.
 * The cross-practice refusals route by route: tests/unit/editor/groupEditor.test.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { NO_ROLE } from "../../engine/editor/server/group/groupEditor";
import { addGroupPeople } from "../support/groupPeople";

const ENGINE_ROOT = join(import.meta.dirname, "..", "..");
const TSX = join(ENGINE_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
/** A port no other spec uses: the group's editor answers here, as its public origin on localhost. */
const PORT = Number(process.env.GROUP_EDITOR_TEST_PORT ?? 4630);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "willow-harbour-copper-2040";
const PRACTICE = { kenilworth: "Riverside Dental Kenilworth", leamington: "Riverside Dental Leamington", warwick: "Riverside Dental Warwick" };

let folder: string;
let data: string;
let editor: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(join(tmpdir(), "group-editor-browser-"));
  cpSync(join(ENGINE_ROOT, "examples", "group"), folder, { recursive: true, filter: (src) => !/[\\/](build|\.cache)([\\/]|$)/.test(src) });
  data = mkdtempSync(join(tmpdir(), "group-editor-browser-data-"));
  // As npm run editor:group-role gives them: the group's owner (named by what the group locks), and Rosa, editor at
  // Kenilworth and owner at Warwick, with no role at Leamington.
  await addGroupPeople(data, PASSWORD, [
    { key: "gwen", name: "Gwen Groupowner", role: "owner" },
    { key: "rosa", name: "Rosa Example", role: "editor", at: { kenilworth: "editor", warwick: "owner" } },
  ]);
  const child = spawn(process.execPath, [TSX, join(ENGINE_ROOT, "engine", "cli", "edit-group.ts"), folder, "--origin", ORIGIN, "--port", String(PORT)], {
    cwd: ENGINE_ROOT, env: { ...process.env, EDITOR_DATA_DIR: data }, stdio: ["ignore", "pipe", "pipe"],
  });
  editor = child;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Group editor online: /.test(output)) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`The group's editor stopped (exit ${code}) before it started:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (editor && editor.exitCode === null) {
    const stopped = new Promise((resolve) => editor!.once("exit", resolve));
    editor.kill("SIGTERM");
    await stopped;
  }
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

test("a person with roles at two practices signs in once, sees only those, and cannot reach the third", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${ORIGIN}/`);
  await page.getByLabel("Email address").fill("rosa@example.org");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // The first practice she may edit, with a switch listing exactly hers.
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/p/kenilworth/`));
  const practiceSwitch = page.getByRole("combobox", { name: "Practice", exact: true });
  await expect(practiceSwitch.locator("option")).toHaveText([PRACTICE.kenilworth, PRACTICE.warwick]);
  await expect(practiceSwitch).toHaveValue("/p/kenilworth/");
  const pages = page.locator(".page-table tbody");
  await expect(pages.getByRole("link", { name: PRACTICE.kenilworth })).toBeVisible();

  // The group's complaints page, which it locks: read-only, naming who may change it.
  await pages.getByRole("link", { name: "Raising a concern" }).click();
  const notice = page.locator('[data-group-file="locked"]');
  await expect(notice).toContainText("The group locks this page.");
  await expect(notice).toContainText("Only the group's owners (Gwen Groupowner) and the people they give the role over the group's shared content can change it.");
  await expect(page.getByRole("button", { name: "+ Add block" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^▸ Hero / })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Move block 1: Hero down/ })).toBeDisabled();

  // Switching: Warwick's own pages, without signing in again.
  await practiceSwitch.selectOption({ label: PRACTICE.warwick });
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/p/warwick/`));
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Pages" }).click();
  await expect(pages.getByRole("link", { name: PRACTICE.warwick })).toBeVisible();
  await expect(pages.getByRole("link", { name: PRACTICE.kenilworth })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Practice", exact: true })).toHaveValue("/p/warwick/");

  // Leamington, where she has no role: its address leads back to her own practices, and its requests are refused.
  await page.goto(`${ORIGIN}/p/leamington/`);
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/p/kenilworth/`));
  await expect(page.getByRole("combobox", { name: "Practice", exact: true }).locator("option")).toHaveText([PRACTICE.kenilworth, PRACTICE.warwick]);
  await expect(page.getByText(PRACTICE.leamington)).toHaveCount(0);
  const refused = await page.evaluate(async () => {
    const response = await fetch("/p/leamington/_editor/api/pages");
    return { status: response.status, body: await response.text() };
  });
  expect(refused).toEqual({ status: 403, body: JSON.stringify({ error: NO_ROLE }) });
});
