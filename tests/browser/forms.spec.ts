/**
 * The practice's forms end to end in Chromium, against the built site: each form goes through the real test
 * collector (engine/cli/serve-test.ts, which reads the forms from the content) and lands as one JSON line in
 * its folder; every failure path shows the exact notice and keeps what was typed; a draft survives a reload;
 * pages without a form never download the form code. Fields, labels, messages and notices are read from the
 * forms' definitions in the content (tests/support/siteContent.ts), so a reworded label fails nothing.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test, expect, type Locator, type Page, type Route } from "@playwright/test";
import { axeFor } from "../support/axe";
import { gotoHydrated } from "../support/hydration";
import { blocksOf, formRoute, formWords, routesWithoutForm, siteConfig, type BlockJson } from "../support/siteContent";
import { privacyNoticeOf, privacySentence } from "../../engine/forms/privacyNotice";
import { TEST_COLLECTOR_DIR, TEST_FORMS_ENDPOINT } from "../../playwright.config";

const root = join(import.meta.dirname, "..", "..");
// FORMS_TEST_DATA / FORMS_TEST_ENDPOINT let the suite run against a separately built copy of the site.
const collectorDir = resolve(root, process.env.FORMS_TEST_DATA ?? TEST_COLLECTOR_DIR);
const endpoint = process.env.FORMS_TEST_ENDPOINT ?? TEST_FORMS_ENDPOINT;
const site = siteConfig();
// The spec's two forms, by the names the content gives them.
const CONTACT = "contact";
const FEEDBACK = "feedback";

/** The lines the collector stored for one form whose values contain `marker`. */
function storedLines(form: string, marker: string): Record<string, string>[] {
  const file = join(collectorDir, `${form}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as Record<string, string>);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Console warnings, where the form says why a submission failed. */
function formWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" && message.text().includes("form was not sent")) warnings.push(message.text());
  });
  return warnings;
}

async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
}

/** What a select offers, by value: its options, or the catalogue's keys. */
function choicesOf(field: BlockJson): string[] {
  if (field.options) return field.options;
  if (field.services === "all") return site.services.filter((s) => s.inContactForm).map((s) => s.key);
  return field.services;
}

/** One form on the page: each field's control by its label, the button, and what a person would type. */
function formOn(page: Page, name: string) {
  const words = formWords(name);
  const control = (field: BlockJson): Locator => {
    const label = words.label(field.name);
    if (field.kind === "select") return page.getByRole("combobox", { name: label, exact: true });
    if (field.kind === "consent") return page.getByRole("checkbox", { name: label });
    if (field.kind === "rating") return page.getByRole("radiogroup", { name: label });
    return page.getByRole("textbox", { name: label, exact: true });
  };
  /** A valid value for each field; the marker goes in the message (the first box of several lines, else the last line of text). */
  const sample = (marker: string): Record<string, string | boolean> => {
    const carrier = words.fields.find((f) => f.kind === "textarea") ?? words.fields.filter((f) => f.kind === "text").at(-1)!;
    return Object.fromEntries(
      words.fields.map((field) => {
        if (field === carrier) return [field.name, `Please call me back about implants. ${marker}`];
        switch (field.kind) {
          case "email": return [field.name, "ada@example.co.uk"];
          case "tel": return [field.name, "024 7600 0000"];
          case "select": return [field.name, choicesOf(field)[0]!];
          case "rating": return [field.name, "4"];
          case "consent": return [field.name, true];
          default: return [field.name, "Ada Lovelace".padEnd(field.minLength ?? 0, ".")];
        }
      }),
    );
  };
  return {
    words,
    control,
    field: (fieldName: string) => control(words.fields.find((f) => f.name === fieldName)!),
    send: page.getByRole("button", { name: new RegExp(`^(${escape(words.submit)}|${escape(words.sending)})$`) }),
    sample,
    /** Types or chooses every value, as a person would. */
    async fill(values: Record<string, string | boolean>) {
      for (const field of words.fields) {
        const value = values[field.name];
        if (value === undefined || value === "") continue;
        if (field.kind === "select") await control(field).selectOption(String(value));
        else if (field.kind === "consent") await control(field).setChecked(value === true);
        else if (field.kind === "rating") await control(field).getByRole("radio", { name: new RegExp(`^${value} `) }).check();
        else await control(field).fill(String(value));
      }
    },
    /** What the collector should store for these values: every field in the definition's order, then formType. */
    record(values: Record<string, string | boolean>) {
      return {
        ...Object.fromEntries(words.fields.map((f) => [f.name, f.kind === "consent" ? (values[f.name] === true ? "Yes" : "No") : String(values[f.name] ?? "")])),
        formType: name,
      };
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A person takes their time over a form; a test types in a moment. Moves the form's start back a minute
 * (as engine/forms/fillTime.ts keeps it), so the receivers do not take the test for a robot.
 */
async function tookTheirTime(page: Page, name: string) {
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 60_000)), `site-form-started:${name}`);
}

/** Opens the form's page and fills the whole form; returns the form and what was filled in. */
async function filled(page: Page, name: string, marker: string, { asAPerson = true } = {}) {
  await page.goto(formRoute(name));
  const form = formOn(page, name);
  const values = form.sample(marker);
  await form.fill(values);
  if (asAPerson) await tookTheirTime(page, name);
  return { form, values };
}

/** A cross-origin reply the page can read (the real receivers send this header too). */
const CORS = { "Access-Control-Allow-Origin": "*" };

const failures: { name: string; answer: (route: Route) => Promise<void>; reason: RegExp }[] = [
  {
    name: 'a reply of {"result":"error"}',
    answer: (route) => route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: '{"result":"error","error":"Sheet is full"}' }),
    reason: /did not accept it: Sheet is full/,
  },
  {
    name: "HTTP 500",
    answer: (route) => route.fulfill({ status: 500, headers: CORS, contentType: "application/json", body: '{"result":"error","error":"boom"}' }),
    reason: /answered HTTP 500/,
  },
  {
    name: "a reply that is not JSON",
    answer: (route) => route.fulfill({ status: 200, headers: CORS, contentType: "text/html", body: "<html><body>Moved</body></html>" }),
    reason: /was not JSON/,
  },
  { name: "a network failure", answer: (route) => route.abort("internetdisconnected"), reason: /request failed/ },
];

for (const name of [CONTACT, FEEDBACK]) {
  test.describe(`the ${name} form (${formRoute(name)})`, () => {
    test("a submission reaches the collector, every field in its definition's order, with the success notice and the form cleared", async ({ page }) => {
      const marker = randomUUID();
      const { form, values } = await filled(page, name, marker);
      await form.send.click();
      await expectToast(page, form.words.success);
      for (const field of form.words.fields) {
        if (field.kind === "consent") await expect(form.control(field)).not.toBeChecked();
        else if (field.kind !== "rating") await expect(form.control(field)).toHaveValue("");
      }

      await expect.poll(() => storedLines(name, marker).length).toBe(1);
      const [line] = storedLines(name, marker);
      const expected = form.record(values);
      expect(Object.keys(line!)).toEqual(["receivedAt", ...Object.keys(expected)]);
      expect(line).toMatchObject(expected);
      // Sent: the draft is gone, so a reload shows an empty form.
      await page.reload();
      const first = formOn(page, name).control(form.words.fields[0]!);
      await expect(first).toBeEnabled();
      await expect(first).toHaveValue("");
    });

    test("required fields block sending, with their messages under the fields and focus on the first", async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.goto(formRoute(name));
      const form = formOn(page, name);
      await expect(form.send).toBeEnabled();
      await form.send.click();
      const required = form.words.fields.filter((f) => f.required);
      const optional = form.words.fields.filter((f) => !f.required && f.kind !== "rating");
      await expect(form.control(required[0]!)).toBeFocused();
      for (const field of required) {
        await expect(form.control(field)).toHaveAttribute("aria-invalid", "true");
        await expect(form.control(field)).toHaveAccessibleDescription(form.words.requiredMessage(field.name));
      }
      for (const field of optional) await expect(form.control(field)).not.toHaveAttribute("aria-invalid");
      await expect(page.getByRole("alert").filter({ hasText: site.strings.formSummary })).toBeVisible();

      const email = form.words.fields.find((f) => f.kind === "email");
      if (email) {
        await form.fill(form.sample("x"));
        await form.control(email).fill("not-an-email");
        await form.send.click();
        await expect(form.control(email)).toBeFocused();
        await expect(form.control(email)).toHaveAccessibleDescription(site.strings.formInvalidEmail);
        await expect(form.control(required[0]!)).not.toHaveAttribute("aria-invalid");
      }
      expect(posts).toEqual([]);
    });

    for (const failure of failures) {
      test(`on ${failure.name}: the failure notice, values kept`, async ({ page }) => {
        const warnings = formWarnings(page);
        await page.route(endpoint, failure.answer);
        const marker = randomUUID();
        const { form, values } = await filled(page, name, marker);
        await form.send.click();
        await expectToast(page, form.words.failure);
        for (const field of form.words.fields) {
          const value = values[field.name];
          if (field.kind === "consent") await expect(form.control(field)).toBeChecked({ checked: value === true });
          else if (field.kind !== "rating") await expect(form.control(field)).toHaveValue(String(value));
        }
        await expect(form.send).toHaveText(form.words.submit);
        await expect(form.send).toBeEnabled();
        expect(warnings.join("\n")).toMatch(failure.reason);
        expect(storedLines(name, marker)).toEqual([]);
      });
    }

    test("says next to its button who receives what is sent, why, for how long, with a link to the privacy page", async ({ page }) => {
      const notice = privacyNoticeOf(site, name);
      test.skip(!notice, `site.config.json gives no privacy details for the ${name} form`);
      await page.goto(formRoute(name));
      const form = formOn(page, name);
      const note = page.locator("[data-privacy-note]").filter({ hasText: privacySentence(notice!, site) });
      await expect(note).toBeVisible();
      await expect(form.send).toHaveAccessibleDescription(new RegExp(`^${escaped(privacySentence(notice!, site))}`));
      // Beside the button: starting within a line or two of it.
      const [button, words] = [await form.send.boundingBox(), await note.boundingBox()];
      expect(Math.abs(words!.y - (button!.y + button!.height))).toBeLessThan(48);
      if (notice!.page) {
        await note.getByRole("link", { name: site.strings.formPrivacyLink }).click();
        await expect(page).toHaveURL(new RegExp(`${escaped(notice!.page)}$`));
        // The privacy page says the same, when it shows the forms' block.
        if (blocksOf(notice!.page, "formsPrivacy").length) await expect(page.getByText(privacySentence(notice!, site), { exact: false })).toBeVisible();
      }
    });

    test("what was typed survives a reload", async ({ page }) => {
      const marker = randomUUID();
      const { values } = await filled(page, name, marker);
      await page.reload();
      const again = formOn(page, name);
      for (const field of again.words.fields) {
        const value = values[field.name];
        if (field.kind === "consent") await expect(again.control(field)).toBeChecked({ checked: value === true });
        else if (field.kind !== "rating") await expect(again.control(field)).toHaveValue(String(value));
      }
    });
  });
}

test.describe("while sending", () => {
  test("the button shows its sending words and is disabled; a double click sends once", async ({ page }) => {
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
    await page.route(endpoint, async (route) => {
      posts += 1;
      await held;
      await route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: '{"result":"success"}' });
    });
    const { form } = await filled(page, CONTACT, randomUUID());
    await form.send.dblclick();
    await expect(form.send).toHaveText(form.words.sending);
    await expect(form.send).toBeDisabled();
    const lines = form.words.fields.find((f) => f.kind === "textarea");
    const line = form.words.fields.find((f) => f.kind === "text");
    if (lines) await form.control(lines).press("Enter"); // a newline in the message, not a submit
    if (line) await form.control(line).press("Enter"); // implicit submission is blocked too
    release();
    await expectToast(page, form.words.success);
    expect(posts).toBe(1);
  });
});

test.describe("robots", () => {
  test("a form sent the moment it appears is answered as sent, and never stored", async ({ page }) => {
    const marker = randomUUID();
    const { form } = await filled(page, CONTACT, marker, { asAPerson: false });
    await form.send.click();
    await expectToast(page, form.words.success);
    await page.waitForTimeout(500);
    expect(storedLines(CONTACT, marker)).toEqual([]);
  });

  test("a form whose hidden field is filled is answered as sent, and never stored", async ({ page }) => {
    const marker = randomUUID();
    const { form } = await filled(page, CONTACT, marker);
    // What a robot does: fill every field it finds, the hidden one too (a person can neither see nor reach it).
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
    await form.send.click();
    await expectToast(page, form.words.success);
    await page.waitForTimeout(500);
    expect(storedLines(CONTACT, marker)).toEqual([]);
  });
});

test("an unticked consent box blocks sending", async ({ page }) => {
  const consentForm = [FEEDBACK, CONTACT].find((name) => formWords(name).fields.some((f) => f.kind === "consent" && f.required));
  test.skip(!consentForm, "no form of the site has a required consent box");
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  const { form } = await filled(page, consentForm!, "x");
  const consent = form.control(form.words.fields.find((f) => f.kind === "consent")!);
  await consent.uncheck();
  await form.send.click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(0);
});

test("pages without a form never download the form code", async ({ page }) => {
  // Record which scripts each page downloads; read them afterwards from the server (a response's body
  // is gone from the browser once the page has navigated away).
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  const formCodeLoaded = async () => {
    const codes = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
    return codes.some((code) => code.includes("site-form-draft"));
  };

  // Scripts start after the first paint, and on a slow machine the network can be quiet before they do:
  // wait for the form chunk itself here, and for each page to have started (hydrated) below.
  await page.goto(formRoute(CONTACT));
  await expect.poll(formCodeLoaded, { timeout: 15_000 }).toBe(true); // the marker really is in the form chunk

  // The home page and two more pages without a form.
  const withoutForm = routesWithoutForm();
  for (const route of [...withoutForm.filter((r) => r === "/"), ...withoutForm.filter((r) => r !== "/").slice(0, 2)]) {
    scripts.clear();
    await gotoHydrated(page, route);
    await page.waitForLoadState("networkidle");
    expect(await formCodeLoaded(), route).toBe(false);
  }
});

test.describe("accessibility and layout", () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    for (const name of [CONTACT, FEEDBACK]) {
      test(`${formRoute(name)} at ${viewport.width} px: no axe violations with errors showing; controls at least 44 px tall`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, formRoute(name));
        const send = formOn(page, name).send;
        await expect(send).toBeEnabled();
        await send.click();
        await expect(page.getByRole("alert").filter({ hasText: site.strings.formSummary })).toBeVisible();
        const results = await axeFor(page).include("main form").analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

        // Touch targets: text fields, the select and the button directly; a checkbox or a radio button through its label.
        // The robots' hidden field is nobody's target (it is out of sight and out of reach).
        const heights = await page.locator("main form").evaluate((form) =>
          [...form.querySelectorAll("input:not([type=checkbox]):not([type=radio]), select, textarea, button, label:has(input[type=checkbox]), label:has(input[type=radio])")]
            .filter((el) => !el.closest('[aria-hidden="true"]'))
            .map((el) => ({
            what: el.getAttribute("name") ?? el.textContent?.slice(0, 20),
            height: el.getBoundingClientRect().height,
          })),
        );
        expect(heights.length).toBeGreaterThan(4);
        for (const { what, height } of heights) expect(height, String(what)).toBeGreaterThanOrEqual(44);
      });
    }
  }

  test("hydrating and restoring a draft move nothing in the form (no layout shift)", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { formShifts: number[] }).formShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          if (entry.sources.some((source) => source.node && document.querySelector("main form")?.contains(source.node))) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(formRoute(CONTACT));
    const form = formOn(page, CONTACT);
    const lines = form.words.fields.find((f) => f.kind === "textarea");
    const first = form.words.fields[0]!;
    if (lines) await form.control(lines).fill("A question\nover\nseveral\nlines\nand more");
    await form.control(first).fill("Ada");
    await page.reload();
    await expect(formOn(page, CONTACT).control(first)).toHaveValue("Ada");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { formShifts: number[] }).formShifts)).toEqual([]);
  });
});
