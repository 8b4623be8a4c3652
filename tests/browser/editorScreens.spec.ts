/**
 * The page editor on any screen and from the keyboard (issue 33), on a copy of the minimal fixture site with a
 * long page of its own: at 390×844 nothing is wider than the window, every button of the form can be scrolled
 * to and lies inside it, Save and Publish stay in view at the end of the form, and the preview is a tab drawn
 * at a phone's width; opening a page puts the keyboard on its heading; Tab never walks through the preview;
 * axe finds nothing on the editor's screens at 390, 768 and 1280 px; tabbing through a long form on a phone and
 * a tablet, no focused control is hidden under the bars at the top (issue 47).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { tempSite, type TempSite } from "../support/tempSite";
import { startEditorProcess, type EditorProcess } from "../support/editorServer";
import { axeFor } from "../support/axe";
import { createOwner, freePort, startOnlineEditor } from "../support/onlineEditor";

test.describe.configure({ mode: "default" });

let site: TempSite;
let editor: EditorProcess;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

const question = (n: number) => ({ question: `Is question ${n} answered here?`, answer: `Yes: answer ${n} is a sentence long enough to wrap on a phone's narrow screen.` });
const longPage = {
  $schema: "../schemas/page.schema.json",
  title: "A long page | Test Practice",
  description: "A page with many blocks and entries, for the editor's tests on small screens and the keyboard.",
  blocks: [
    { type: "hero", eyebrow: "Cosmetic dentistry", heading: "A long page", text: ["A first paragraph that is long enough to wrap on a phone."] },
    { type: "benefits", heading: "Why choose us?", items: [{ title: "A natural appearance" }, { title: "Care that lasts" }] },
    { type: "faq", heading: "Your questions", items: [1, 2, 3, 4, 5].map(question) },
    { type: "teamGrid", heading: "Our team", members: [{ name: "Alex Example", role: "Dentist" }, { name: "Sam Sample", role: "Hygienist" }] },
    { type: "cta", heading: "Ready to book?", actions: [{ kind: "booking", label: "Book Free Consultation" }, { kind: "internal", to: "/", label: "Back to Home" }] },
  ],
};

test.beforeAll(async () => {
  site = tempSite();
  site.write("pages/long.json", `${JSON.stringify(longPage, null, 2)}\n`);
  editor = await startEditorProcess(site.root);
});
test.afterAll(async () => {
  await editor?.stop();
  site?.remove();
});

async function openLong(page: Page) {
  await page.goto(`${editor.url}/#/edit?file=${encodeURIComponent("pages/long.json")}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
}

async function expectNothingWider(page: Page) {
  const widest = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    return { scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 5).map((element) => element.outerHTML.slice(0, 120)) };
  });
  expect(widest.out).toEqual([]);
  expect(widest.scroll).toBeLessThanOrEqual(widest.width);
}

/** The editor's own screens; the site in the preview frame is the site's, checked by accessibility.spec.ts. */
async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).exclude("#preview-pane iframe").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("at 390×844 every button of a long form lies inside the window, Save and Publish stay in view, focus starts at the heading", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLong(page);
  await expect(page.locator("#document-heading")).toBeFocused();
  // Every block opened: its fields, entries and their buttons drawn.
  const toggles = page.locator(".block-toggle");
  for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
  await expect(page.locator(".block-body")).toHaveCount(longPage.blocks.length);
  await expectNothingWider(page);
  const buttons = page.locator("#form-pane button:visible");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(30);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const name = (await button.getAttribute("aria-label")) ?? (await button.textContent());
    expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(PHONE.width);
  }
  // At the very end of the form, Save and Publish are still on the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const control of [page.getByRole("button", { name: "Save", exact: true }), page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /publish/i })]) {
    await expect(control).toBeInViewport();
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
});

test("at 390 px the preview is a tab, drawn at a phone's width; at 1280 px Tab goes from the width buttons past the preview", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLong(page);
  const form = page.locator("#form-pane");
  const preview = page.locator("#preview-pane");
  await expect(preview).toBeHidden();
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
  await expect(form).toBeHidden();
  await expect(preview).toBeVisible();
  const frame = page.frameLocator("#preview-pane iframe");
  await expect(frame.getByRole("heading", { level: 1, name: "A long page" })).toBeVisible();
  expect(await frame.locator("html").evaluate((html) => html.ownerDocument.defaultView!.innerWidth)).toBe(390);
  await expectNothingWider(page);
  await page.getByRole("tab", { name: "Form" }).press("ArrowLeft");
  await expect(form).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(preview).toBeVisible();
  await expect(frame.getByRole("heading", { level: 1, name: "A long page" })).toBeVisible();
  await page.getByRole("button", { name: /^Desktop/ }).focus();
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Tab");
    const inPreview = await page.evaluate(() => {
      const frameElement = document.querySelector<HTMLIFrameElement>("#preview-pane iframe");
      const inner = frameElement?.contentDocument?.activeElement;
      return document.activeElement === frameElement || (!!inner && inner !== frameElement?.contentDocument?.body);
    });
    expect(inPreview, `Tab press ${press + 1} stays out of the preview`).toBe(false);
  }
});

for (const viewport of [PHONE, TABLET]) {
  test(`at ${viewport.width}×${viewport.height} no control the keyboard reaches in a long form is hidden under the bars at the top (issue 47)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await openLong(page);
    const toggles = page.locator(".block-toggle");
    for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
    await page.locator("#document-heading").focus();
    const covered: string[] = [];
    let reached = 0;
    // Down the form, then back up it: going back, each control comes into view at the top, where the bars are.
    const presses = [...Array(70).fill("Tab"), ...Array(70).fill("Shift+Tab")];
    for (const press of presses) {
      await page.keyboard.press(press);
      // On a phone the app's bar hides while a box has the keyboard and comes back a moment after it leaves.
      await page.waitForTimeout(viewport === PHONE ? 700 : 150);
      const seen = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body || !focused.closest("#form-pane")) return null;
        const bars = [...document.querySelectorAll<HTMLElement>(".app-bar, .document .toolbar")].filter((bar) => bar.getBoundingClientRect().height > 0);
        const barsEnd = Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom));
        const box = focused.getBoundingClientRect();
        const name = focused.getAttribute("aria-label") || focused.id || focused.textContent?.slice(0, 40);
        return { name: `${focused.tagName.toLowerCase()} ${name}`, hidden: box.top < barsEnd - 1, top: Math.round(box.top), barsEnd: Math.round(barsEnd) };
      });
      if (!seen) continue;
      reached++;
      if (seen.hidden) covered.push(`${seen.name}: top ${seen.top}, bars end at ${seen.barsEnd}`);
    }
    expect(reached).toBeGreaterThan(60);
    expect(covered).toEqual([]);
  });
}

test("\"Not saved: 1 problem…\" goes away once the problem is fixed, never left beside \"No problems\" (issue 47)", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLong(page);
  await page.locator(".block-toggle").first().click();
  const heading = page.locator('[data-path="blocks[0].heading"] textarea');
  await heading.fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Not saved: 1 problem needs fixing first/)).toBeVisible();
  await heading.fill("A long page, fixed");
  await expect(page.getByText(/^No problems: this can be saved/)).toBeVisible();
  await expect(page.getByText(/^Not saved: /)).toHaveCount(0);
});

test("every block that can be dragged can be moved by buttons too (2.5.7), and a list's entries by theirs (issue 47)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLong(page);
  const handles = page.getByRole("button", { name: /^Drag to reorder / });
  await expect(handles).toHaveCount(longPage.blocks.length);
  for (let i = 0; i < longPage.blocks.length; i++) {
    const card = page.locator(".block-card").nth(i);
    const name = (await handles.nth(i).getAttribute("aria-label"))!.replace(/^Drag to reorder /, "");
    await expect(card.getByRole("button", { name: `Move ${name} up` })).toHaveCount(1);
    await expect(card.getByRole("button", { name: `Move ${name} down` })).toHaveCount(1);
  }
  // A button moves the block as a drag would: the FAQ (3rd) goes up to 2nd.
  await page.getByRole("button", { name: "Move block 3: FAQ up" }).click();
  await expect(page.locator(".block-card").nth(1).locator(".block-title")).toHaveText("FAQ");
  // A list's entries have theirs: the FAQ's questions.
  await page.locator(".block-card").nth(1).locator(".block-toggle").click();
  await page.getByRole("button", { name: "Move question 2 up" }).click();
  await expect(page.locator('[data-path="blocks[1].items[0].question"] textarea')).toHaveValue(question(2).question);
  // Both undone: the page is as saved again, for the tests after this one.
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await expect(page.getByText("All changes saved")).toBeVisible();
});

for (const viewport of [PHONE, TABLET, DESKTOP]) {
  test(`axe finds nothing on the editor's screens at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${editor.url}/#/`);
    await expect(page.getByRole("link", { name: "A long page" })).toBeVisible();
    await expectNothingWider(page);
    await expectNoAxeViolations(page);
    await openLong(page);
    await page.locator(".block-toggle").nth(2).click();
    await expectNothingWider(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^\+? ?Add block$/ }).click();
    await expect(page.getByRole("dialog", { name: "Add a block" })).toBeVisible();
    await expectNothingWider(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.goto(`${editor.url}/#/settings`);
    await expect(page.getByText("All changes saved")).toBeVisible();
    await expectNothingWider(page);
    await expectNoAxeViolations(page);
  });
}

test("axe finds nothing on the online editor's own screens at 390 and 1280 px: sign-in, set-up, people, record, my account, publish, history", async ({ browser }) => {
  test.setTimeout(240_000);
  // The owner is made first (npm run editor:owner), as the editor refuses to start online without one.
  const port = await freePort();
  const dataFolder = mkdtempSync(join(tmpdir(), "editor-online-"));
  const token = await createOwner(site.root, dataFolder, `http://localhost:${port}`, "Olu Adeyemi", "olu@practice.example");
  const online = await startOnlineEditor(site.root, { dataFolder, port });
  try {
    const page = await (await browser.newContext()).newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      if (viewport === PHONE) {
        await page.goto(`${online.origin}/#/set-up/${token}`);
        await expect(page.getByLabel("New password")).toBeVisible();
        await expectNothingWider(page);
        await expectNoAxeViolations(page);
        await page.getByLabel("New password").fill("copper-meadow-violin-2031");
        await page.getByRole("button", { name: "Save password and sign in" }).click();
      }
      const nav = page.getByRole("navigation", { name: "Editor" });
      await expect(nav.getByRole("link", { name: "Pages" })).toBeVisible();
      for (const [hash, screen] of [["#/users", "People"], ["#/record", "Record"], ["#/account", "My account"], ["#/publish", "Publish"], ["#/history", "History"]] as const) {
        await page.goto(`${online.origin}/${hash}`);
        await expect(page.getByRole("heading", { level: 1 }).first(), screen).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNothingWider(page);
        await expectNoAxeViolations(page);
      }
    }
    // Signed out, the sign-in screen.
    const signIn = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signIn.goto(online.origin);
    await expect(signIn.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expectNothingWider(signIn);
    await expectNoAxeViolations(signIn);
    // Password managers and passkeys fill it (3.3.8): the tokens they look for, nothing that refuses a paste.
    await expect(signIn.locator('input[type="email"]')).toHaveAttribute("autocomplete", "username webauthn");
    await expect(signIn.locator('input[type="password"]')).toHaveAttribute("autocomplete", "current-password");
    await signIn.setViewportSize(DESKTOP);
    await expectNothingWider(signIn);
    await expectNoAxeViolations(signIn);
  } finally {
    await online.stop();
  }
});
