/**
 * Makes the content guide's pictures of the editor (docs/editor/*.png) with Playwright in Chromium, on a copy
 * of this site's content, so they show what staff will see. Run after changing the editor's look:
 *
 *   npx tsx tests/support/guideScreenshots.ts
 *
 * It drives this site's own pages (/veneers), so it lives beside the tests, not in the engine.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startEditorProcess } from "./editorServer";

const ROOT = join(import.meta.dirname, "..", "..");
const OUT = join(ROOT, "docs", "editor");

const copy = mkdtempSync(join(tmpdir(), "editor-guide-"));
for (const part of ["pages", "public", "schemas", "site.config.json"]) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
mkdirSync(OUT, { recursive: true });

const editor = await startEditorProcess(copy);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width: 1360, height: 820 }, deviceScaleFactor: 1 });
  const shot = async (name: string, target: Page = page) => target.screenshot({ path: join(OUT, `${name}.png`) });

  await page.goto(`${editor.url}/`);
  await page.getByLabel("Find a page").fill("veneer");
  await shot("pages");

  await page.getByRole("link", { name: /Veneers/ }).first().click();
  await page.getByText("All changes saved").waitFor();
  await page.locator('[data-block-index="0"] .block-toggle').click();
  const heading = page.locator('[data-path="blocks[0].heading"]').last().locator("textarea");
  await heading.fill("Porcelain veneers");
  await page.frameLocator("iframe").locator("h1", { hasText: "Porcelain veneers" }).waitFor();
  await page.getByText("No problems: this can be saved.").waitFor();
  await shot("edit");

  await heading.fill("");
  await page.locator('[data-path="blocks[0].heading"] .field-problems').last().waitFor();
  await shot("problem");

  await heading.fill("Veneers");
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("dialog", { name: "Add a block" }).waitFor();
  await shot("add-block");
  console.log(`Wrote docs/editor/pages.png, edit.png, problem.png and add-block.png.`);
} finally {
  await browser.close();
  await editor.stop();
  rmSync(copy, { recursive: true, force: true });
}
