/**
 * The enquiry forms end to end in Chromium, against the built site: both forms
 * go through the real test collector (engine/cli/serve-test.ts) and land as
 * one JSON line in its folder; every failure path shows the exact notice and
 * keeps what was typed; a draft survives a reload; pages without a form never
 * download the form code.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test, expect, type Page, type Route } from "@playwright/test";
import { axeFor } from "../support/axe";
import { gotoHydrated } from "../support/hydration";
import { formRoute, routesWithoutForm, siteConfig } from "../support/siteContent";
import { TEST_COLLECTOR_DIR, TEST_FORMS_ENDPOINT } from "../../playwright.config";

const root = join(import.meta.dirname, "..", "..");
// FORMS_TEST_DATA / FORMS_TEST_ENDPOINT let the suite run against a separately built copy of the site.
const collectorDir = resolve(root, process.env.FORMS_TEST_DATA ?? TEST_COLLECTOR_DIR);
const endpoint = process.env.FORMS_TEST_ENDPOINT ?? TEST_FORMS_ENDPOINT;
// The phone number, the form pages and the services offered are the practice's content (tests/support/siteContent.ts).
const site = siteConfig();
const CONTACT = formRoute("contact");
const FEEDBACK = formRoute("feedback");
const [SERVICE, OTHER_SERVICE] = site.services.filter((s) => s.inContactForm).map((s) => s.key) as [string, string];

const CONTACT_SUCCESS = ["Message Sent Successfully!", "Thank you for your inquiry. We'll get back to you soon."] as const;
const CONTACT_FAILURE = ["Error Sending Message", `Please try again or call us directly at ${site.contact.phone.display}`] as const;
const FEEDBACK_SUCCESS = ["Feedback Submitted", "Thank you for your feedback. We will review and respond as soon as possible."] as const;
const FEEDBACK_FAILURE = ["Submission Error", "There was a problem submitting your feedback. Please try again."] as const;

/** The lines the collector stored for one form type whose message contains `marker`. */
function storedLines(formType: "contact" | "feedback", marker: string): Record<string, string>[] {
  const file = join(collectorDir, `${formType}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as Record<string, string>);
}

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

const contact = (page: Page) => ({
  firstName: page.getByRole("textbox", { name: "First Name" }),
  lastName: page.getByRole("textbox", { name: "Last Name" }),
  email: page.getByRole("textbox", { name: "Email Address" }),
  phone: page.getByRole("textbox", { name: "Phone Number" }),
  service: page.getByRole("combobox", { name: "Service of Interest" }),
  message: page.getByRole("textbox", { name: "Message" }),
  send: page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
});

const feedback = (page: Page) => ({
  name: page.getByRole("textbox", { name: "Name", exact: true }),
  email: page.getByRole("textbox", { name: "Email", exact: true }),
  subject: page.getByRole("textbox", { name: "Subject" }),
  message: page.getByRole("textbox", { name: "Message" }),
  consent: page.getByRole("checkbox", { name: /will store and use my contact details to respond/ }),
  send: page.getByRole("button", { name: /^(Submit Feedback|Submitting\.\.\.)$/ }),
});

/**
 * A person takes their time over a form; a test types in a moment. Moves the form's start back a minute
 * (as engine/forms/fillTime.ts keeps it), so the receivers do not take the test for a robot.
 */
async function tookTheirTime(page: Page, kind: "contact" | "feedback") {
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 60_000)), `site-form-started:${kind}`);
}

async function fillContact(page: Page, marker: string, { asAPerson = true } = {}) {
  const form = contact(page);
  await form.firstName.fill("Ada");
  await form.lastName.fill("Lovelace");
  await form.email.fill("ada@example.co.uk");
  await form.phone.fill("024 7600 0000");
  await form.service.selectOption(SERVICE);
  await form.message.fill(`Please call me back about implants. ${marker}`);
  if (asAPerson) await tookTheirTime(page, "contact");
  return form;
}

async function fillFeedback(page: Page, marker: string) {
  const form = feedback(page);
  await form.name.fill("Grace Hopper");
  await form.email.fill("grace@example.com");
  await form.subject.fill("Lovely visit");
  await form.message.fill(`The hygienist was very gentle. ${marker}`);
  await form.consent.check();
  await tookTheirTime(page, "feedback");
  return form;
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

test.describe(`contact form (${CONTACT})`, () => {
  test("a submission reaches the collector, with the success notice and the form cleared", async ({ page }) => {
    const marker = randomUUID();
    await page.goto(CONTACT);
    const form = await fillContact(page, marker);
    await form.send.click();
    await expectToast(page, CONTACT_SUCCESS);
    for (const input of [form.firstName, form.lastName, form.email, form.phone, form.message]) await expect(input).toHaveValue("");
    await expect(form.service).toHaveValue("");

    await expect.poll(() => storedLines("contact", marker).length).toBe(1);
    const [line] = storedLines("contact", marker);
    expect(Object.keys(line!)).toEqual(["receivedAt", "firstName", "lastName", "email", "phone", "service", "message", "formType"]);
    expect(line).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.co.uk",
      phone: "024 7600 0000",
      service: SERVICE,
      message: `Please call me back about implants. ${marker}`,
      formType: "contact",
    });
    // Sent: the draft is gone, so a reload shows an empty form.
    await page.reload();
    await expect(contact(page).firstName).toBeEnabled();
    await expect(contact(page).firstName).toHaveValue("");
  });

  test("required fields block sending, with errors under the fields and focus on the first", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(CONTACT);
    const form = contact(page);
    await expect(form.send).toBeEnabled();
    await form.send.click();
    await expect(form.firstName).toBeFocused();
    await expect(form.firstName).toHaveAttribute("aria-invalid", "true");
    await expect(form.firstName).toHaveAccessibleDescription("Please enter your first name.");
    await expect(form.message).toHaveAccessibleDescription("Please enter your message.");
    await expect(form.phone).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toBeVisible();

    await fillContact(page, "x");
    await form.email.fill("not-an-email");
    await form.send.click();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription("Please enter a valid email address, like name@example.com.");
    await expect(form.firstName).not.toHaveAttribute("aria-invalid");
    expect(posts).toEqual([]);
  });

  for (const failure of failures) {
    test(`on ${failure.name}: 'Error Sending Message' with the phone number, values kept`, async ({ page }) => {
      const warnings = formWarnings(page);
      await page.route(endpoint, failure.answer);
      const marker = randomUUID();
      await page.goto(CONTACT);
      const form = await fillContact(page, marker);
      await form.send.click();
      await expectToast(page, CONTACT_FAILURE);
      await expect(form.firstName).toHaveValue("Ada");
      await expect(form.service).toHaveValue(SERVICE);
      await expect(form.message).toHaveValue(`Please call me back about implants. ${marker}`);
      await expect(form.send).toHaveText("Send Message");
      await expect(form.send).toBeEnabled();
      expect(warnings.join("\n")).toMatch(failure.reason);
      expect(storedLines("contact", marker)).toEqual([]);
    });
  }

  test("while sending the button reads 'Sending...' and is disabled; a double click sends once", async ({ page }) => {
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
    await page.route(endpoint, async (route) => {
      posts += 1;
      await held;
      await route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: '{"result":"success"}' });
    });
    await page.goto(CONTACT);
    const form = await fillContact(page, randomUUID());
    await form.send.dblclick();
    await expect(form.send).toHaveText("Sending...");
    await expect(form.send).toBeDisabled();
    await form.message.press("Enter"); // a newline in the message, not a submit
    await form.firstName.press("Enter"); // implicit submission is blocked too
    release();
    await expectToast(page, CONTACT_SUCCESS);
    expect(posts).toBe(1);
  });

  test("what was typed survives a reload", async ({ page }) => {
    await page.goto(CONTACT);
    const form = contact(page);
    await form.firstName.fill("Ada");
    await form.service.selectOption(OTHER_SERVICE);
    await form.message.fill("Half-written question");
    await page.reload();
    const again = contact(page);
    await expect(again.firstName).toHaveValue("Ada");
    await expect(again.service).toHaveValue(OTHER_SERVICE);
    await expect(again.message).toHaveValue("Half-written question");
    await expect(again.lastName).toHaveValue("");
  });
});

test.describe("robots", () => {
  test("a form sent the moment it appears is answered as sent, and never stored", async ({ page }) => {
    const marker = randomUUID();
    await page.goto(CONTACT);
    const form = await fillContact(page, marker, { asAPerson: false });
    await form.send.click();
    await expectToast(page, CONTACT_SUCCESS);
    await page.waitForTimeout(500);
    expect(storedLines("contact", marker)).toEqual([]);
  });

  test("a form whose hidden field is filled is answered as sent, and never stored", async ({ page }) => {
    const marker = randomUUID();
    await page.goto(CONTACT);
    const form = await fillContact(page, marker);
    // What a robot does: fill every field it finds, the hidden one too (a person can neither see nor reach it).
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://cheap-pills.example"));
    await form.send.click();
    await expectToast(page, CONTACT_SUCCESS);
    await page.waitForTimeout(500);
    expect(storedLines("contact", marker)).toEqual([]);
  });
});

test.describe(`feedback form (${FEEDBACK})`, () => {
  test("a submission reaches the collector with privacyConsent 'Yes', the success notice and the form cleared", async ({ page }) => {
    const marker = randomUUID();
    await page.goto(FEEDBACK);
    const form = await fillFeedback(page, marker);
    await form.send.click();
    await expectToast(page, FEEDBACK_SUCCESS);
    for (const input of [form.name, form.email, form.subject, form.message]) await expect(input).toHaveValue("");
    await expect(form.consent).not.toBeChecked();

    await expect.poll(() => storedLines("feedback", marker).length).toBe(1);
    expect(storedLines("feedback", marker)[0]).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Lovely visit",
      message: `The hygienist was very gentle. ${marker}`,
      privacyConsent: "Yes",
      formType: "feedback",
    });
  });

  test("an unticked consent box blocks sending", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.goto(FEEDBACK);
    const form = await fillFeedback(page, "x");
    await form.consent.uncheck();
    await form.send.click();
    await expect(form.consent).toBeFocused();
    await expect(form.consent).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);
  });

  for (const failure of failures) {
    test(`on ${failure.name}: 'Submission Error', form kept`, async ({ page }) => {
      const warnings = formWarnings(page);
      await page.route(endpoint, failure.answer);
      await page.goto(FEEDBACK);
      const form = await fillFeedback(page, randomUUID());
      await form.send.click();
      await expectToast(page, FEEDBACK_FAILURE);
      await expect(form.name).toHaveValue("Grace Hopper");
      await expect(form.consent).toBeChecked();
      await expect(form.send).toHaveText("Submit Feedback");
      expect(warnings.join("\n")).toMatch(failure.reason);
    });
  }

  test("a draft, consent included, survives a reload", async ({ page }) => {
    await page.goto(FEEDBACK);
    const form = feedback(page);
    await form.subject.fill("About my visit");
    await form.consent.check();
    await page.reload();
    await expect(feedback(page).subject).toHaveValue("About my visit");
    await expect(feedback(page).consent).toBeChecked();
  });
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
  await page.goto(CONTACT);
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
    for (const route of [CONTACT, FEEDBACK]) {
      test(`${route} at ${viewport.width} px: no axe violations with errors showing; controls at least 44 px tall`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, route);
        const send = page.getByRole("button", { name: /^(Send Message|Submit Feedback)$/ });
        await expect(send).toBeEnabled();
        await send.click();
        await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toBeVisible();
        const results = await axeFor(page).include("main form").analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

        // Touch targets: text fields, the select and the button directly; the checkbox through its label.
        const heights = await page.locator("main form").evaluate((form) =>
          // A person's targets only: the spam trap is out of sight and out of reach (aria-hidden, off screen).
          [...form.querySelectorAll("input:not([type=checkbox]), select, textarea, button, label:has(input[type=checkbox])")].filter((el) => !el.closest('[aria-hidden="true"]')).map((el) => ({
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
    await page.goto(CONTACT);
    await contact(page).message.fill("A question\nover\nseveral\nlines\nand more");
    await contact(page).firstName.fill("Ada");
    await page.reload();
    await expect(contact(page).firstName).toHaveValue("Ada");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { formShifts: number[] }).formShifts)).toEqual([]);
  });
});
