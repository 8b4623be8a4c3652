/**
 * The editor at the fingertips (issue 42), on the practice's phone (390x844) and iPad (820x1180) with touch:
 * every control a finger's size, the bars at the top a small part of the screen with Save in one place,
 * formatting shown as formatting and saved as the site's markers, Word's bold and links kept on paste; and
 * the live site's preview note below the header, its pictures no wider than they are shown.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";
import { startPreviewSite } from "../support/previewSite";
import { VARIANT_WIDTHS } from "../../engine/build/imageVariants";

test.describe.configure({ mode: "default" });

let site: TempSite;
let editor: EditorProcess;

const pageFile = (blocks: object[], title: string) => ({
  $schema: "../schemas/page.schema.json",
  title: `${title} | Test Practice`,
  description: `The ${title.toLowerCase()} page of the editor's touch tests, long enough for search results.`,
  blocks,
});
const hero = (heading: string) => ({ type: "hero", eyebrow: "Cosmetic dentistry", heading, text: ["Thin shells that change the shape and shade of your teeth."] });
const imageText = (paragraph: string) => ({ type: "imageText", heading: "A natural-looking smile", paragraphs: [paragraph, "From £50 \\* a visit, **really**."], image: { src: "/images/services/veneers.svg", alt: "A veneer over a tooth" } });
const faq = { type: "faq", heading: "Your questions", items: [{ question: "Does it hurt?", answer: "No." }] };

const write = (file: string, value: object) => writeFileSync(join(site.root, file), JSON.stringify(value, null, 2) + "\n");
const read = (file: string) => readFileSync(join(site.root, file), "utf8");

test.beforeAll(async () => {
  site = tempSite();
  for (const name of ["phone", "tablet"]) {
    write(`pages/touch-${name}.json`, pageFile([hero("Touch page"), imageText("A veneer is a thin shell."), faq], "Touch"));
    write(`pages/format-${name}.json`, pageFile([hero("Format page"), imageText("Old words.")], "Format"));
    write(`pages/word-${name}.json`, pageFile([hero("Word page"), imageText("Old words.")], "Word"));
  }
  write("pages/veneers.json", pageFile([hero("Veneers")], "Veneers"));
  editor = await startEditorProcess(site.root);
});

test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

const field = (page: Page, where: string) => page.locator(`[data-path="${where}"]`).last();

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent(file)}`);
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
}

async function openBlock(page: Page, index: number) {
  const toggle = page.locator(`[data-block-index="${index}"] .block-toggle`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.tap();
  return page.locator(`[data-block-index="${index}"]`);
}

/** Every control on the screen a finger may press, with the box it can be pressed in (a tick box: its label's too). */
async function targets(page: Page) {
  return page.evaluate(() => {
    const selector = "button, select, input, textarea, [role='textbox'], [role='tab'], summary, .app-bar a";
    const out: { name: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not on the screen (a closed tab, a visually hidden file input behind its button): nothing to press.
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || element.closest("[hidden]")) continue;
      let { width, height } = box;
      if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
        const label = element.closest("label") ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        const around = element.closest(".field") ?? label;
        const larger = (label ?? around)?.getBoundingClientRect();
        if (larger) ({ width, height } = { width: Math.max(width, larger.width), height: Math.max(height, larger.height) });
      }
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      out.push({ name, width: Math.round(width), height: Math.round(height) });
    }
    return out;
  });
}

const barsHeight = (page: Page) =>
  page.evaluate(() => [".app-bar", ".document .toolbar"].reduce((sum, selector) => {
    const element = document.querySelector(selector);
    return sum + (element && getComputedStyle(element).display !== "none" ? element.getBoundingClientRect().height : 0);
  }, 0));

const screens = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
] as const;

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width}x${screen.viewport.height}) with touch`, () => {
    test.use({ viewport: screen.viewport, hasTouch: true, isMobile: true });

    test("every control is at least 44x44; the bars at the top take at most 15% of a phone; Save stays in place; Remove asks first", async ({ page }) => {
      await openFile(page, `pages/touch-${screen.name}.json`);
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
      const block = await openBlock(page, 1);
      await page.locator("details.page-details > summary").tap();
      const small = (await targets(page)).filter((target) => target.width < 44 || target.height < 44);
      expect(small).toEqual([]);

      const save = page.getByRole("button", { name: "Save", exact: true });
      const before = await save.boundingBox();
      if (screen.name === "phone") expect(await barsHeight(page)).toBeLessThanOrEqual(0.15 * screen.viewport.height);
      // Typing: the bars draw back to one row, and Save is still there to press.
      await field(page, "blocks[1].heading").locator("textarea").tap();
      await page.keyboard.type(" today");
      if (screen.name === "phone") {
        await expect(page.locator(".app-bar")).toBeHidden();
        expect(await barsHeight(page)).toBeLessThanOrEqual(60);
      }
      await expect(save).toBeInViewport();
      await page.locator("#document-heading").evaluate((heading) => (heading as HTMLElement).focus());
      await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeAttached();
      const after = await save.boundingBox();
      // The status changed from "All changes saved" to "Unsaved changes": Save did not move.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect((await save.boundingBox())!.x).toBe(before!.x);
      expect(after!.x).toBe(before!.x);

      // Remove is away from the move arrows, and asks before a block with words goes.
      const remove = block.getByRole("button", { name: "Remove block 2: Image and text" });
      const moveDown = block.getByRole("button", { name: /Move block 2.* down/ });
      const [removeBox, moveBox] = [await remove.boundingBox(), await moveDown.boundingBox()];
      expect(Math.abs(removeBox!.y - moveBox!.y) + Math.abs(removeBox!.x - moveBox!.x)).toBeGreaterThan(100);
      await remove.tap();
      await expect(block.getByRole("group", { name: /Remove block 2.*and its words\?/ })).toBeVisible();
      await block.getByRole("button", { name: "Keep it" }).tap();
      await expect(page.locator(".block-card")).toHaveCount(3);
    });

    test("bold and a link typed into a paragraph show as such, no markers on screen, and are saved as the site's markers", async ({ page }) => {
      const file = `pages/format-${screen.name}.json`;
      await openFile(page, file);
      await openBlock(page, 1);
      const paragraph = field(page, "blocks[1].paragraphs[0]");
      const box = paragraph.getByRole("textbox");
      await box.tap();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("A veneer is a thin shell. Call us today.");
      const select = (words: string) =>
        box.evaluate((element, w) => {
          const text = element.firstChild!;
          const at = text.textContent!.indexOf(w);
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + w.length);
          document.getSelection()!.removeAllRanges();
          document.getSelection()!.addRange(range);
        }, words);
      await select("thin shell");
      await paragraph.getByRole("button", { name: /^Bold/ }).tap();
      await expect(box.locator("b, strong")).toHaveText("thin shell");
      await box.evaluate((element) => {
        const text = element.lastChild!;
        const at = text.textContent!.indexOf("Call us");
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + "Call us".length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      await paragraph.getByRole("button", { name: /^Link/ }).tap();
      const link = paragraph.getByRole("group", { name: /^Link in/ });
      await expect(link.getByLabel("Words to press")).toHaveValue("Call us");
      // The choices are rows a finger can press.
      const choice = link.locator("label", { hasText: "A page of this site" });
      expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await choice.tap();
      await link.locator("select").selectOption("/veneers");
      await link.getByRole("button", { name: "Add link" }).tap();

      await expect(box.locator("a")).toHaveText("Call us");
      await expect(box).toHaveText("A veneer is a thin shell. Call us today.");
      const shown = await box.innerText();
      for (const marker of ["**", "[", "](", "/veneers"]) expect(shown).not.toContain(marker);
      await page.getByRole("button", { name: "Save", exact: true }).tap();
      await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
      const saved = JSON.parse(read(file));
      expect(saved.blocks[1].paragraphs).toEqual(["A veneer is a **thin shell**. [Call us](/veneers) today.", "From £50 \\* a visit, **really**."]);
      // The untouched paragraph is written back byte for byte.
      expect(read(file)).toContain(JSON.stringify("From £50 \\* a visit, **really**."));
    });

    test("Word's bold and link are kept on paste, and what could not be kept is named", async ({ page }) => {
      const file = `pages/word-${screen.name}.json`;
      await openFile(page, file);
      await openBlock(page, 1);
      const box: Locator = field(page, "blocks[1].paragraphs[0]").getByRole("textbox");
      await box.tap();
      await box.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        const transfer = new DataTransfer();
        transfer.setData(
          "text/html",
          `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=ProgId content=Word.Document></head><body lang=EN-GB><!--StartFragment--><p class=MsoNormal>Our <b><span style='mso-bidi-font-weight:normal'>free consultation</span></b> takes <u>thirty</u> minutes. <a href="https://www.nhs.uk/">Read the NHS advice</a>.<o:p></o:p></p><!--EndFragment--></body></html>`,
        );
        transfer.setData("text/plain", "Our free consultation takes thirty minutes. Read the NHS advice.");
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
      });
      await expect(box.locator("strong")).toHaveText("free consultation");
      await expect(box.locator("a")).toHaveText("Read the NHS advice");
      await expect(page.getByRole("status").filter({ hasText: "Underlining was left out" })).toBeVisible();
      await page.getByRole("button", { name: "Save", exact: true }).tap();
      await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeAttached();
      expect(JSON.parse(read(file)).blocks[1].paragraphs[0]).toBe("Our **free consultation** takes thirty minutes. [Read the NHS advice](https://www.nhs.uk/).");
    });
  });
}

test.describe("the live site", () => {
  test("the preview note shows below the fixed header at every width", async ({ browser }) => {
    const preview = await startPreviewSite();
    try {
      for (const width of [390, 820, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(`${preview.origin}/`);
        const header = await page.locator("header").first().boundingBox();
        const note = await page.locator(".preview-note").boundingBox();
        expect(note!.y, `at ${width} px`).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
        expect(note!.y + note!.height).toBeLessThan(800);
        // Still there after scrolling down a little.
        await page.mouse.wheel(0, 400);
        await expect(page.locator(".preview-note")).toBeInViewport();
        await page.close();
      }
    } finally {
      await preview.stop();
    }
  });

  test("on a 390 px phone at 3x, no picture is a larger file than it is shown needs (/, /team and a treatment page)", async ({ browser }) => {
    for (const route of ["/", "/team", "/full-arch-implants"]) {
      // A fresh browser for each page: a picture already downloaded by an earlier page is reused whatever its width.
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      await page.goto(route);
      // Bring every picture in (lazy ones load when near).
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState("networkidle");
      const pictures = await page.evaluate(() =>
        [...document.querySelectorAll("img[srcset]")].map((img) => {
          const element = img as HTMLImageElement;
          // The file's own width is its w descriptor in the srcset it was chosen from (naturalWidth is scaled by the density).
          const sets = [...(element.parentElement?.tagName === "PICTURE" ? element.parentElement.querySelectorAll("source") : []), element].map((source) => source.getAttribute("srcset") ?? "");
          let file = 0;
          for (const entry of sets.join(",").split(",")) {
            const [url, descriptor] = entry.trim().split(" ");
            if (url && descriptor?.endsWith("w") && new URL(url, location.href).href === element.currentSrc) file = Number(descriptor.slice(0, -1));
          }
          return { src: element.getAttribute("src"), sizes: element.getAttribute("sizes"), shown: element.getBoundingClientRect().width, file: element.currentSrc ? file : 0, current: element.currentSrc };
        }),
      );
      expect(pictures.length, route).toBeGreaterThan(0);
      // The smallest variant that covers the width a picture is shown at on this screen; a file shown in two
      // places (the same picture in a block and in the services strip) is downloaded once, for the wider.
      const neededFor = new Map<string, number>();
      for (const picture of pictures) {
        expect(picture.sizes, `${route} ${picture.src}`).toBeTruthy();
        if (!picture.file || !picture.shown) continue; // not loaded (a slide not yet shown): nothing downloaded
        const needed = VARIANT_WIDTHS.find((width) => width >= Math.ceil(picture.shown * 3)) ?? VARIANT_WIDTHS.at(-1)!;
        neededFor.set(picture.current, Math.max(needed, neededFor.get(picture.current) ?? 0));
      }
      for (const picture of pictures) {
        if (!picture.file || !picture.shown) continue;
        expect(picture.file, `${route} ${picture.current} shown ${picture.shown} px wide`).toBeLessThanOrEqual(neededFor.get(picture.current)!);
      }
      await page.close();
    }
  });
});
