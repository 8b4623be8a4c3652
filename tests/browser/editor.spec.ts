/**
 * The page editor (npm run edit) in Chromium, as practice staff use it, on a copy of the minimal fixture site
 * with a few pages of its own: find a page, change a heading and save it as a one-line change; add an FAQ;
 * reorder blocks by dragging and by the keyboard; problems at their fields, with saving refused; a picture
 * added from this computer; a file changed on disk while open; leaving with unsaved changes, undo and redo;
 * pages made, moved and deleted; requests from another origin refused.
 * One editor serves the whole file (its tests run in order, each on pages of its own).
 */
import { createServer, type Server } from "node:http";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";
import { validateProject } from "../../engine/content/validate";

test.describe.configure({ mode: "default" });

let site: TempSite;
let editor: EditorProcess;

const pageFile = (blocks: object[], title: string) => ({
  $schema: "../schemas/page.schema.json",
  title: `${title} | Test Practice`,
  description: `The ${title.toLowerCase()} page of the editor's browser tests, long enough for search results.`,
  blocks,
});
const hero = (heading: string) => ({ type: "hero", eyebrow: "Cosmetic dentistry", heading, text: ["Thin shells that change the shape and shade of your teeth."] });
const cta = (to = "/") => ({ type: "cta", heading: "Ready to Transform Your Smile?", actions: [{ kind: "booking", label: "Book Free Consultation" }, { kind: "internal", to, label: "Back to Home" }] });
const benefits = { type: "benefits", heading: "Why choose veneers?", items: [{ title: "A natural appearance" }] };
const faq = { type: "faq", heading: "Your questions", items: [{ question: "Does it hurt?", answer: "No." }] };
const imageText = { type: "imageText", heading: "A natural-looking smile", paragraphs: ["A veneer is a thin shell."], image: { src: "/images/services/veneers.svg", alt: "A veneer over a tooth" } };

/** Written as the project writes files: two spaces, a final line end. */
const write = (file: string, value: object) => writeFileSync(join(site.root, file), JSON.stringify(value, null, 2) + "\n");
const read = (file: string) => readFileSync(join(site.root, file), "utf8");

test.beforeAll(async () => {
  site = tempSite();
  write("pages/veneers.json", pageFile([hero("Veneers"), imageText, cta()], "Veneers"));
  write("pages/questions.json", pageFile([hero("Questions page"), cta()], "Questions"));
  write("pages/order.json", pageFile([hero("Order page"), benefits, faq, cta()], "Order"));
  write("pages/broken.json", pageFile([{ ...hero(""), heading: "" }, cta("/no-such-page")], "Broken"));
  write("pages/pictures.json", pageFile([hero("Pictures page"), imageText], "Pictures"));
  write("pages/conflict.json", pageFile([hero("Before the change")], "Conflict"));
  write("pages/undo.json", pageFile([hero("Undo page")], "Undo"));
  write("pages/paste.json", pageFile([{ ...hero("Paste page"), text: ["Old paragraph."] }], "Paste"));
  write("pages/team.json", pageFile([hero("Team page"), { type: "teamGrid", heading: "Our team", members: [{ name: "Alex Example", role: "Dentist" }] }, faq], "Team"));
  write("pages/prices.json", pageFile([hero("Prices page"), { type: "priceTable", heading: "Our prices", rows: [{ label: "Scale and polish", price: "£55" }] }], "Prices"));
  write("pages/links.json", pageFile([hero("Links page"), imageText], "Links"));
  write("pages/hygiene.json", pageFile([{ ...hero("Hygiene page"), text: ["A private scale and polish is £55."] }], "Hygiene"));
  editor = await startEditorProcess(site.root);
  console.log(`The editor started in ${Math.round(editor.startedInMs)} ms.`);
});

// The editor runs under a strict Content-Security-Policy (its own scripts only; the preview frame none): nothing it does may be refused.
let refused: string[] = [];
test.beforeEach(({ page }) => {
  refused = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
});
test.afterEach(() => expect(refused).toEqual([]));

test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent(file)}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
}

/** A block's card by its position (0-based), opened. */
async function openBlock(page: Page, index: number) {
  const toggle = page.locator(`[data-block-index="${index}"] .block-toggle`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return page.locator(`[data-block-index="${index}"]`);
}

const field = (page: Page, where: string) => page.locator(`[data-path="${where}"]`).last();
/** A field's box: a text area, or a paragraph's box that shows its formatting. */
const TEXT_BOX = "textarea, [role='textbox']";
const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the page"]');
const errorsIn = (file: string) => validateProject(site.root).problems.filter((problem) => problem.file === file && problem.severity === "error");

test("finds /veneers, changes its hero heading and saves it as a one-line change; an emptied heading is refused at its field", async ({ page }) => {
  const before = read("pages/veneers.json");
  await page.goto(`${editor.url}/`);
  await page.getByLabel("Find a page").fill("veneers");
  await expect(page.locator(".page-table tbody tr")).toHaveCount(1);
  await page.getByRole("link", { name: "Veneers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "veneers" })).toBeVisible();
  await expect(preview(page).locator("h1")).toHaveText("Veneers");

  await openBlock(page, 0);
  const heading = field(page, "blocks[0].heading").locator("textarea");
  await heading.fill("");
  await expect(field(page, "blocks[0].heading").locator(".field-problems")).toHaveText("the Hero block (the 1st on the page): the heading is empty; write some text");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
  expect(read("pages/veneers.json")).toBe(before);

  // Typed as a person types; the preview follows, and how long it took after the last key is kept.
  await heading.pressSequentially("Porcelain veneers", { delay: 40 });
  await expect(preview(page).locator("h1")).toHaveText("Porcelain veneers");
  const updatedIn = Number(await page.locator(".preview").getAttribute("data-updated-in"));
  console.log(`The preview showed the heading ${updatedIn} ms after the last key.`);
  test.info().annotations.push({ type: "preview update after typing stopped (ms)", description: String(updatedIn) });
  expect(updatedIn).toBeLessThan(2000);

  await expect(page.getByText("No problems: this can be saved.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  const after = read("pages/veneers.json");
  const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
  expect(changed).toEqual(['      "heading": "Porcelain veneers",']);
  expect(after.split("\n")).toHaveLength(before.split("\n").length);
  expect(errorsIn("pages/veneers.json")).toEqual([]);
});

test("adds an FAQ block with two questions from the catalogue", async ({ page }) => {
  await openFile(page, "pages/questions.json");
  await page.getByRole("button", { name: "Add block" }).click();
  const catalogue = page.getByRole("dialog", { name: "Add a block" });
  await expect(catalogue.getByText("Questions and answers in an accordion: one open at a time, and the open one can be closed.")).toBeVisible();
  await catalogue.getByRole("button", { name: /^FAQ/ }).click();
  await expect(catalogue).toBeHidden();

  const block = page.locator('[data-block-index="2"]');
  await expect(block.locator(".block-title")).toHaveText("FAQ");
  await field(page, "blocks[2].heading").locator("textarea").fill("Veneers: your questions");
  await field(page, "blocks[2].items[0].question").locator("textarea").fill("Do veneers hurt?");
  await field(page, "blocks[2].items[0].answer").locator(TEXT_BOX).fill("No: the tooth is numbed first.");
  await block.getByRole("button", { name: "Add question" }).click();
  await field(page, "blocks[2].items[1].question").locator("textarea").fill("How long do they last?");
  await field(page, "blocks[2].items[1].answer").locator(TEXT_BOX).fill("Ten years or more with good care.");
  // An answer opened in the preview stays open while it is edited; a press in the preview opens that block's fields.
  await preview(page).getByText("How long do they last?").click();
  await expect(preview(page).getByText("Ten years or more with good care.")).toBeVisible();
  await field(page, "blocks[2].items[1].answer").locator(TEXT_BOX).fill("Ten to fifteen years with good care.");
  await expect(preview(page).getByText("Ten to fifteen years with good care.")).toBeVisible();
  await preview(page).getByText("Ready to Transform Your Smile?").click();
  await expect(page.locator('[data-block-index="1"] .block-toggle')).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("No problems: this can be saved.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  const saved = JSON.parse(read("pages/questions.json"));
  expect(saved.blocks.map((entry: { type: string }) => entry.type)).toEqual(["hero", "cta", "faq"]);
  expect(saved.blocks[2]).toEqual({
    type: "faq",
    heading: "Veneers: your questions",
    items: [
      { question: "Do veneers hurt?", answer: "No: the tooth is numbed first." },
      { question: "How long do they last?", answer: "Ten to fifteen years with good care." },
    ],
  });
  expect(errorsIn("pages/questions.json")).toEqual([]);
});

test("a price changed in the table shows, at the change, the page that still quotes the old one; saving says so", async ({ page }) => {
  await openFile(page, "pages/prices.json");
  await openBlock(page, 1);
  await field(page, "blocks[1].rows[0].price").locator("textarea").fill("£60");
  const note = field(page, "blocks[1].rows[0].price").locator(".field-problems .caused");
  await expect(note).toContainText("This change affects Hygiene");
  await expect(note).toContainText("£55");
  await expect(page.getByText("No problems: this can be saved.")).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved; on other pages, 1 thing must be fixed before publishing" })).toBeVisible();
  expect(read("pages/prices.json")).toContain('"price": "£60"');
  await note.getByRole("link", { name: "Open Hygiene" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "hygiene" })).toBeVisible();
  await expect(field(page, "blocks[0].text[0]").locator(".field-problems")).toContainText("£60");
});

/** Pastes as a person does from Word: the clipboard holds the text as a web page's markup and as plain text. */
async function paste(box: ReturnType<Page["locator"]>, plain: string, html?: string) {
  await box.evaluate((element: HTMLElement, data) => {
    element.focus();
    if (element instanceof HTMLTextAreaElement) element.select();
    else document.getSelection()?.selectAllChildren(element);
    const transfer = new DataTransfer();
    if (data.html) transfer.setData("text/html", data.html);
    transfer.setData("text/plain", data.plain);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, { plain, html });
}

test("pasting two paragraphs makes two paragraphs; into a one-line box they become one line, invisible characters left out; a block with a problem keeps its last good preview", async ({ page }) => {
  await openFile(page, "pages/paste.json");
  await openBlock(page, 0);
  await paste(field(page, "blocks[0].text[0]").locator(TEXT_BOX), "First pasted paragraph.\r\n\r\nSecond pasted paragraph.\r\n", "<p class=MsoNormal>First pasted paragraph.</p><p class=MsoNormal>Second pasted paragraph.</p>");
  await expect(field(page, "blocks[0].text[0]").locator(TEXT_BOX)).toHaveText("First pasted paragraph.");
  await expect(field(page, "blocks[0].text[1]").locator(TEXT_BOX)).toHaveText("Second pasted paragraph.");
  await expect(page.getByRole("status").filter({ hasText: "Pasted as 2 paragraphs." })).toBeVisible();
  await expect(preview(page).getByText("Second pasted paragraph.")).toBeVisible();

  await paste(field(page, "blocks[0].heading").locator("textarea"), "Gentle care\r\nfor nervous patients\u0007");
  await expect(field(page, "blocks[0].heading").locator("textarea")).toHaveValue("Gentle care for nervous patients");
  await expect(page.getByRole("status").filter({ hasText: "line breaks in the pasted text became spaces" })).toContainText("1 invisible character");
  await expect(page.getByText("No problems: this can be saved.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  const saved = JSON.parse(read("pages/paste.json"));
  expect(saved.blocks[0].heading).toBe("Gentle care for nervous patients");
  expect(saved.blocks[0].text).toEqual(["First pasted paragraph.", "Second pasted paragraph."]);

  // An emptied heading is a problem at its field, but the block stays in the preview as it last was, marked.
  await field(page, "blocks[0].heading").locator("textarea").fill("");
  await expect(field(page, "blocks[0].heading").locator(".field-problems .error")).toBeVisible();
  await expect(preview(page).locator("[data-editor-kept]")).toHaveCount(1);
  await expect(preview(page).locator("h1")).toHaveText("Gentle care for nervous patients");
});

test("a new team member and a new question are brought into view and focused, their empty fields to fill in rather than errors until left", async ({ page }) => {
  await openFile(page, "pages/team.json");
  await openBlock(page, 1);
  await page.getByRole("button", { name: "Add team member" }).click();
  const name = field(page, "blocks[1].members[1].name").locator("textarea");
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(page.locator(".problems .to-do")).toHaveText("2 fields of the new entry to fill in.");
  await expect(page.locator(".field-problems li.error")).toHaveCount(0);
  await expect(page.locator(".problems .count")).toHaveCount(0);
  await expect(field(page, "blocks[1].members[1].name").locator(".field-problems")).toHaveText(/To fill in/);
  await expect(preview(page).getByText("Alex Example")).toBeVisible();
  // Left empty, it is an error like any other.
  await page.keyboard.press("Tab");
  await expect(field(page, "blocks[1].members[1].name").locator(".field-problems li.error")).toBeVisible();

  const questions = await openBlock(page, 2);
  await questions.getByRole("button", { name: "Add question" }).click();
  const question = field(page, "blocks[2].items[1].question").locator("textarea");
  await expect(question).toBeFocused();
  await expect(question).toBeInViewport();
  await expect(field(page, "blocks[2].items[1].answer").locator(".field-problems")).toHaveText(/To fill in/);
  await expect(field(page, "blocks[2].items[1].answer").locator(".field-problems li.error")).toHaveCount(0);
  // Trying to save shows every problem as it is.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(field(page, "blocks[2].items[1].answer").locator(".field-problems li.error")).toBeVisible();
});

test("links words inside a paragraph with the Link button, makes words bold, shown as such; a link to a missing page is refused at its field; the preview shows the link", async ({ page }) => {
  await openFile(page, "pages/links.json");
  await openBlock(page, 1);
  const paragraph = field(page, "blocks[1].paragraphs[0]");
  const box = paragraph.getByRole("textbox");
  // A link to a page that does not exist, pasted as the site writes it, is refused at its field.
  await paste(box, "", `<p>Read <a href="/no-such-page">our prices</a> first.</p>`);
  await expect(paragraph.locator(".field-problems")).toContainText(/.no-such-page. is not a page of this site/);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();

  await box.fill("A veneer is a thin shell. Call us today.");
  const select = (words: string) =>
    box.evaluate((element, w) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(w);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + w.length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        return;
      }
    }, words);
  await select("Call us");
  await paragraph.getByRole("button", { name: /^Link/ }).click();
  const link = paragraph.getByRole("group", { name: /^Link in/ });
  await expect(link.getByLabel("Words to press")).toHaveValue("Call us");
  await expect(link.getByLabel("Words to press")).toBeFocused();
  await link.getByLabel("A page of this site").check();
  await link.locator("select").selectOption("/veneers");
  await link.getByRole("button", { name: "Add link" }).click();
  await expect(box.locator("a")).toHaveText("Call us");
  await select("thin shell");
  await paragraph.getByRole("button", { name: /^Bold/ }).click();
  await expect(box.locator("b, strong")).toHaveText("thin shell");
  await expect(box).toHaveText("A veneer is a thin shell. Call us today.");

  await expect(preview(page).getByRole("link", { name: "Call us" })).toHaveAttribute("href", "/veneers");
  await expect(preview(page).locator("strong", { hasText: "thin shell" })).toBeVisible();
  await expect(paragraph.locator(".field-problems")).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(read("pages/links.json")).toContain('"A veneer is a **thin shell**. [Call us](/veneers) today."');
  expect(errorsIn("pages/links.json")).toEqual([]);
});

test("reorders blocks by dragging a handle and by the keyboard", async ({ page }) => {
  await openFile(page, "pages/order.json");
  const titles = page.locator(".block-title");
  await expect(titles).toHaveText(["Hero", "Benefits", "FAQ", "Call to action"]);

  // Drag the closing box above the benefits, once the page's checks are back: their list of problems appears above
  // the cards and moves them down.
  await expect(page.getByRole("region", { name: "Problems" })).not.toContainText("Checking…");
  await dragUp(page, page.getByRole("button", { name: "Drag to reorder block 4: Call to action" }), "Call to action is over position 2 of 4.");
  await page.mouse.up();
  await expect(titles).toHaveText(["Hero", "Call to action", "Benefits", "FAQ"]);
  await expect(page.getByText("Dropped Call to action at position 2 of 4.")).toBeAttached();

  // With the keyboard: Space picks the FAQ up, the arrow moves it, Space drops it.
  await page.getByRole("button", { name: "Drag to reorder block 4: FAQ" }).focus();
  await page.keyboard.press("Space");
  // What happens is read out (dnd-kit's live region): picked up, then over each position.
  await expect(page.getByText("FAQ is over position 4 of 4.")).toBeAttached();
  // dnd-kit starts listening for arrows in a zero-delay timer after the pick-up; Chromium may hand it a key
  // sent sooner first (a person is never that quick). A timer set now runs after dnd-kit's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("FAQ is over position 3 of 4.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(titles).toHaveText(["Hero", "Call to action", "FAQ", "Benefits"]);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(JSON.parse(read("pages/order.json")).blocks.map((entry: { type: string }) => entry.type)).toEqual(["hero", "cta", "faq", "benefits"]);
});

/**
 * Picks a block up by its handle and moves it up as a person does, watching where it would land rather than aiming
 * at coordinates read beforehand (the list of problems appearing above the cards between two such readings once
 * made the block land a place too high). Moves in small steps until the cards make room at the wanted place (dnd-kit
 * reads it out: `over`), then half a card further, well inside that place, and returns with the button still down
 * once that is still what it shows.
 */
async function dragUp(page: Page, handle: Locator, over: string) {
  const card = page.locator(".block-card", { has: handle });
  const [from, height] = [(await handle.boundingBox())!, (await card.boundingBox())!.height];
  const x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const there = page.getByText(over, { exact: true });
  while ((await there.count()) === 0) {
    if (y < 0) throw new Error(`Dragged to the top of the window without seeing "${over}"`);
    await page.mouse.move(x, (y -= 4));
  }
  for (let step = 0; step < height / 2; step += 4) await page.mouse.move(x, (y -= 4));
  await expect(there).toBeAttached();
}

test("shows a broken internal link and an empty required field at their fields, and refuses to save until they are fixed", async ({ page }) => {
  const before = read("pages/broken.json");
  await openFile(page, "pages/broken.json");
  const problems = page.getByRole("region", { name: "Problems" });
  await expect(problems.getByText("2 problems to fix before saving:")).toBeVisible();
  await expect(page.locator('[data-block-index="0"] .badge.error')).toHaveText("1 problem");
  await expect(page.locator('[data-block-index="1"] .badge.error')).toHaveText("1 problem");

  // A problem in the list jumps to its field, opening its block.
  await problems.getByRole("button", { name: /no-such-page/ }).click();
  const link = field(page, "blocks[1].actions[1].to");
  await expect(link.locator("select")).toBeFocused();
  // The editor quotes the page's address as staff read it (typographic quotes), not as JSON.
  await expect(link.locator(".field-problems")).toContainText("“/no-such-page”");
  await openBlock(page, 0);
  await expect(field(page, "blocks[0].heading").locator(".field-problems")).toHaveText("the Hero block (the 1st on the page): the heading is empty; write some text");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: 2 problems need fixing first" })).toBeVisible();
  expect(read("pages/broken.json")).toBe(before);

  await link.locator("select").selectOption("/contact");
  await field(page, "blocks[0].heading").locator("textarea").fill("Mended");
  await expect(page.getByText("No problems: this can be saved.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(errorsIn("pages/broken.json")).toEqual([]);
});

test("adds a phone photo from this computer: stored upright and small, shown in the preview at once, described beside it", async ({ page }) => {
  await openFile(page, "pages/pictures.json");
  await openBlock(page, 1);
  await field(page, "blocks[1].image.src").getByRole("button", { name: "Change picture…" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture" });
  await expect(picker.getByRole("button", { name: "/images/services/veneers.svg" })).toBeVisible();

  // Not a photo, whatever its name says.
  const upload = picker.getByLabel(/Add a photo from this computer/);
  await upload.setInputFiles({ name: "smile.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
  await expect(picker.getByRole("alert")).toContainText("Only photos in JPEG, PNG, WebP or HEIC (iPhone) format");

  // As a phone stores a portrait: sideways, with an orientation tag and the camera's details.
  const scene = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#d9f0ee" } }).png().toBuffer();
  const photo = await sharp(await sharp(scene).rotate(270).toBuffer()).withExif({ IFD0: { Make: "Apple", Model: "iPhone 15 Pro" } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
  await upload.setInputFiles({ name: "Smile Photo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toBeHidden();
  const picture = field(page, "blocks[1].image");
  await expect(picture.getByText("smile-photo.jpg")).toBeVisible();
  await expect(picture.getByRole("status")).toHaveText("Added: turned the right way up and the camera's details (such as where it was taken) removed.");
  const stored = readFileSync(join(site.root, "public", "images", "services", "smile-photo.jpg"));
  const { width, height, exif } = await sharp(stored).metadata();
  expect({ width, height, exif }).toEqual({ width: 600, height: 900, exif: undefined });
  // The preview draws it at once, through the image pipeline's variants, as the built page does.
  const drawn = preview(page).locator('img[src="/images/services/smile-photo.jpg"]');
  await expect(drawn).toBeVisible();
  await expect(preview(page).locator("source").first()).toHaveAttribute("srcset", /\/_img\/images\/services\/smile-photo-320\./);
  await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // The old description went with the old picture: the box beside the new one asks for its own.
  const description = picture.getByLabel("What the picture shows");
  await expect(description).toHaveValue("");
  await expect(field(page, "blocks[1].image.alt")).toContainText("Say what the picture shows, or tick “Only decoration”");
  await description.fill("A patient smiling in the dental chair");
  await expect(field(page, "blocks[1].image.alt")).not.toContainText("Say what the picture shows");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(JSON.parse(read("pages/pictures.json")).blocks[1].image).toEqual({ src: "/images/services/smile-photo.jpg", alt: "A patient smiling in the dental chair" });
  expect(errorsIn("pages/pictures.json")).toEqual([]);
});

test("says when the open file changed outside the editor, never overwrites it silently, and shows it when asked", async ({ page }) => {
  await openFile(page, "pages/conflict.json");
  await openBlock(page, 0);
  await field(page, "blocks[0].heading").locator("textarea").fill("My change");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  write("pages/conflict.json", pageFile([hero("Changed by someone else")], "Conflict"));
  const banner = page.getByRole("status").filter({ hasText: /This page was changed outside the editor \(in VS Code, or by git\) at \d{1,2}:\d{2}/ });
  await expect(banner).toBeVisible();
  // Both changed the heading: both versions are shown for the person to choose, and nothing is written.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const both = page.getByRole("region", { name: "Not saved yet: choose between two versions" });
  await expect(both.getByRole("group", { name: "Hero (block 1): Heading" })).toContainText("Changed by someone else");
  expect(JSON.parse(read("pages/conflict.json")).blocks[0].heading).toBe("Changed by someone else");
  await both.getByRole("button", { name: "Not now" }).click();

  await banner.getByRole("button", { name: "Discard my changes and show theirs" }).click();
  await expect(field(page, "blocks[0].heading").locator("textarea")).toHaveValue("Changed by someone else");
  await expect(page.getByText("All changes saved")).toBeVisible();

  // With nothing unsaved, a change on disk is simply shown, and said.
  write("pages/conflict.json", pageFile([hero("Changed again")], "Conflict"));
  await expect(page.getByText("the editor now shows the new version. What changed: Hero (block 1): Heading.")).toBeVisible();
  await expect(field(page, "blocks[0].heading").locator("textarea")).toHaveValue("Changed again");
});

test("asks before leaving unsaved changes; undo and redo", async ({ page }) => {
  await openFile(page, "pages/undo.json");
  await openBlock(page, 0);
  const heading = field(page, "blocks[0].heading").locator("textarea");
  await heading.fill("Undo page, changed");
  await page.getByRole("link", { name: "Pages" }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(heading).toHaveValue("Undo page, changed");

  await heading.press("Control+z");
  await expect(heading).toHaveValue("Undo page");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(heading).toHaveValue("Undo page, changed");

  // Closing the tab asks the browser's own question; staying keeps the change.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(heading).toHaveValue("Undo page, changed");
  await page.getByRole("link", { name: "Pages" }).click();
  await page.getByRole("dialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Pages" })).toBeVisible();
  expect(JSON.parse(read("pages/undo.json")).blocks[0].heading).toBe("Undo page");
});

test("makes a page from a template, then moves it, updating the links to it", async ({ page }) => {
  await page.goto(`${editor.url}/`);
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Its address").fill("/gum-care");
  await dialog.getByRole("radio", { name: /treatment/ }).check();
  await dialog.getByLabel(/Its name in words/).fill("Gum Care");
  await dialog.getByLabel("Column of the Services menu").selectOption("general");
  await dialog.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gum Care" })).toBeVisible();
  // The template's texts to replace are named, as npm run new-page names them.
  await expect(page.locator(".suggestions summary")).toContainText("must be fixed before publishing");
  expect(JSON.parse(read("site.config.json")).services.some((service: { path: string }) => service.path === "/gum-care")).toBe(true);

  await page.getByRole("link", { name: "Pages" }).click();
  await page.getByRole("button", { name: "Move /gum-care" }).click();
  const move = page.getByRole("dialog", { name: "Move /gum-care" });
  // The services list links to it: named as staff know it, never by its file.
  await expect(move.getByRole("button", { name: "Practice details" })).toBeVisible();
  await expect(move).not.toContainText(".json");
  await move.getByLabel("New address", { exact: true }).fill("/gum-health");
  await move.getByRole("button", { name: "Move the page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved /gum-care to /gum-health" })).toBeVisible();
  expect(existsSync(join(site.root, "pages", "gum-care.json"))).toBe(false);
  expect(JSON.parse(read("site.config.json")).services.some((service: { path: string }) => service.path === "/gum-health")).toBe(true);

  // Deleting is refused while the catalogue still lists it.
  await page.getByRole("button", { name: "Delete /gum-health" }).click();
  await expect(page.getByRole("dialog", { name: "Delete /gum-health" })).toContainText("cannot be deleted while 1 place links to it");
});

test("the Publish screen lists, as it opens, what must be fixed before publishing, by page name, each a link to its field", async ({ page }) => {
  write("pages/unfinished.json", pageFile([{ ...hero("Unfinished page"), text: ["TODO: write about this treatment."] }], "Unfinished"));
  await page.goto(`${editor.url}/#/publish`);
  const list = page.getByRole("region", { name: /must be fixed before publishing/ });
  const unfinished = list.locator(".publish-blockers-page").filter({ has: page.getByRole("heading", { name: /^Unfinished/ }) });
  const placeholder = unfinished.getByRole("link", { name: /placeholder from the page template/ });
  await expect(placeholder).toBeVisible();
  await expect(list).not.toContainText(".json");
  await placeholder.click();
  await expect(page).toHaveURL(/#\/edit\?file=pages%2Funfinished\.json&at=/);
  await expect(field(page, "blocks[0].text[0]").locator(".field-problems")).toContainText("placeholder from the page template");
  await expect(page.locator(".suggestions summary")).toContainText("must be fixed before publishing");
});

test("refuses requests from another origin, so no other web page can drive it", async ({ page, request }) => {
  const before = read("pages/contact.json");
  const { value, version } = (await (await request.get(`${editor.url}/_editor/api/document?file=pages/contact.json`)).json()) as { value: { title: string }; version: string };
  const change = JSON.stringify({ file: "pages/contact.json", value: { ...value, title: "Taken over | Test Practice" }, baseVersion: version, overwrite: true });

  // A page elsewhere sends the request the editor's own page would send.
  const other: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" }).end(`<!doctype html><script>
      fetch(${JSON.stringify(`${editor.url}/_editor/api/save`)}, { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: ${JSON.stringify(change)} })
        .finally(() => { document.title = "sent"; });
    </script>`);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as { port: number }).port}/`);
    await expect(page).toHaveTitle("sent");
  } finally {
    other.close();
  }
  expect(read("pages/contact.json")).toBe(before);

  const refused = await request.post(`${editor.url}/_editor/api/save`, { headers: { Origin: "http://attacker.example", "Content-Type": "application/json" }, data: change });
  expect(refused.status()).toBe(403);
  expect(read("pages/contact.json")).toBe(before);
});
