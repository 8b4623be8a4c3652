/**
 * The picture window on a 375 px phone with touch (issue 47, point 16): within the screen, in the phone's words,
 * keeping a team member's new photo with the team's pictures, naming folders and pictures in plain words (what a
 * picture shows first, its file second), and a "keep in view" choice for a picture cut to a card.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";

let site: TempSite;
let editor: EditorProcess;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#0d5c63"/></svg>';

test.beforeAll(async () => {
  site = tempSite();
  mkdirSync(join(site.root, "public", "images", "clinicians"), { recursive: true });
  writeFileSync(join(site.root, "public", "images", "clinicians", "dr-sample.svg"), SVG);
  writeFileSync(
    join(site.root, "pages", "our-team.json"),
    JSON.stringify({
      $schema: "../schemas/page.schema.json",
      title: "Our team | Test Practice",
      description: "The people of the test practice, for the editor's picture window tests on a phone.",
      blocks: [
        { type: "hero", heading: "Our team" },
        { type: "teamGrid", heading: "Team", members: [{ name: "Dr Sam Sample", role: "Dentist", image: { src: "/images/clinicians/dr-sample.svg", alt: "Dr Sam Sample smiling at the front desk" } }, { name: "Jo New", role: "Nurse" }] },
        { type: "imageText", heading: "Veneers", paragraphs: ["Thin shells."], image: { src: "/images/services/veneers.svg", alt: "A veneer over a tooth" } },
      ],
    }, null, 2) + "\n",
  );
  editor = await startEditorProcess(site.root, { port: Number(process.env.EDITOR_TEST_PORT ?? 0) });
});

test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

async function openTeamGrid(page: Page) {
  const toggle = page.locator('[data-block-index="1"] .block-toggle');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test("on a 375 px phone the picture window fits the screen, speaks of the phone, keeps a team photo with the team and names pictures by what they show", async ({ page }) => {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent("pages/our-team.json")}`);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
  await openTeamGrid(page);
  // The second member has no photo yet: adding one opens the window from a team member.
  await page.locator('[data-path="blocks[1].members[1].image"]').getByRole("button", { name: "Add image" }).tap();
  const dialog = page.getByRole("dialog", { name: "Choose a picture" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".file").first()).toBeVisible();

  // Nothing of the window is past the right (or left) edge of the screen.
  const overflow = await dialog.evaluate((element) => {
    const out: string[] = [];
    for (const inner of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      const box = inner.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) out.push(`${inner.tagName.toLowerCase()}.${inner.className}: ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return out;
  });
  expect(overflow).toEqual([]);

  await expect(dialog).toContainText("Add a photo from this phone or tablet");
  await expect(dialog).not.toContainText("this computer");
  const keptWith = dialog.getByLabel("Kept with");
  await expect(keptWith).toHaveValue("images/team");
  await expect(keptWith.locator("option:checked")).toHaveText("Team pictures");
  await expect(keptWith.locator("option")).not.toContainText(["Clinicians pictures"]);

  // A picture is named by what it shows, with a small thumbnail; its file is the second line.
  const described = dialog.locator(".file").filter({ hasText: "Dr Sam Sample smiling at the front desk" });
  await expect(described.locator(".file-path")).toHaveText("/images/clinicians/dr-sample.svg");
  const thumbnail = await described.locator("img").boundingBox();
  expect(thumbnail!.height).toBeLessThanOrEqual(80);
});

test("a picture cut to a card keeps in view the part chosen, saved as the picture's focus", async ({ page }) => {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent("pages/our-team.json")}`);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
  await openTeamGrid(page);
  const focus = page.locator('[data-path="blocks[1].members[0].image.focus"] select');
  await expect(focus).toHaveValue("");
  await focus.selectOption("top");
  await page.getByRole("button", { name: "Save", exact: true }).tap();
  await expect.poll(() => JSON.parse(readFileSync(join(site.root, "pages", "our-team.json"), "utf8")).blocks[1].members[0].image).toEqual({ src: "/images/clinicians/dr-sample.svg", alt: "Dr Sam Sample smiling at the front desk", focus: "top" });
});
