/**
 * The fields a site's rule set asks for (issue 47, point 15): on a dental site, a team member's GDC number and
 * qualifications are labelled as needed, not "(optional)", and a new team member lists them among what to fill
 * in, before Save would say the page cannot be saved.
 */
import { expect, test } from "@playwright/test";
import type { TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";
import { dentalSite } from "../unit/rules/support";

let site: TempSite;
let editor: EditorProcess;
let teamBlock: number;

test.beforeAll(async () => {
  site = dentalSite();
  teamBlock = (site.read("pages/fillings.json").blocks as { type: string }[]).findIndex((block) => block.type === "teamGrid");
  editor = await startEditorProcess(site.root, { port: Number(process.env.EDITOR_TEST_PORT ?? 0) });
});

test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

test("a new team member on a dental site lists the GDC number and qualifications among what to fill in, labelled as needed", async ({ page }) => {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent("pages/fillings.json")}`);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
  const toggle = page.locator(`[data-block-index="${teamBlock}"] .block-toggle`);
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByRole("button", { name: "Add team member" }).click();

  const number = page.locator(`[data-path="blocks[${teamBlock}].members[1].registrationNumber"]`);
  await expect(number.locator("label")).toHaveText("Registration number");
  await expect(number.locator(".help")).toContainText("GDC");
  await expect(number.locator(".field-problems")).toHaveText(/To fill in/);
  const qualifications = page.locator(`[data-path="blocks[${teamBlock}].members[1].qualifications"]`);
  await expect(qualifications.locator("legend")).not.toContainText("optional");
  await expect(qualifications.locator(":scope > .field-problems")).toHaveText(/To fill in/);
  // The name, the role, the GDC number and the qualifications: nothing is first met as "can't be saved".
  await expect(page.locator(".problems .to-do")).toHaveText("4 fields of the new entry to fill in.");
  await expect(page.locator(".problems .count")).toHaveCount(0);

  // With a name and a role the rules run, and the GDC number is asked for once, in the rules' words.
  await page.locator(`[data-path="blocks[${teamBlock}].members[1].name"] textarea`).fill("Dr New Example");
  await page.locator(`[data-path="blocks[${teamBlock}].members[1].role"] textarea`).fill("Dentist");
  await expect(page.locator(".problems .to-do")).toHaveText("2 fields of the new entry to fill in.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(number.locator(".field-problems li")).toHaveCount(1);
  await expect(number.locator(".field-problems li")).toContainText("Dr New Example has no GDC number");
});
