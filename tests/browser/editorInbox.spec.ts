/**
 * An enquiry sent from the built site reaches the practice's inbox in its editor online (issue 50): the site's
 * contact form, filled in and sent in Chromium, posts to the editor (started on a checkout of a bare repository,
 * as the other editor tests, its contact page holding the engine tests' contact form, whose fields the site's send); the owner reads it on the
 * Enquiries screen, is told by an e-mail (a real SMTP server on loopback) that holds none of it, and the editor's
 * database file holds none of its words. The built site posts to the test collector, so its request is sent on
 * to the editor's address unchanged (same body, same page origin), as a form pointed at the editor would post.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { expect, test } from "@playwright/test";
import { publishableFixture, publishRig as gitRig, type PublishRig } from "../../engine/bench/publishRig";
import { DATABASE_FILE } from "../../engine/editor/server/store/database";
import { TEST_FORMS_ENDPOINT, TEST_PORT } from "../../playwright.config";
import { FIXTURE } from "../support/tempSite";
import { gotoHydrated } from "../support/hydration";
import { formRoute } from "../support/siteContent";
import { fixtureFormJson } from "../support/forms";
import { createOwner, freePort, startOnlineEditor, type OnlineEditor } from "../support/onlineEditor";

test.describe.configure({ mode: "serial" });

const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 4383);
const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const MESSAGE = `My crown came off this morning ${randomBytes(4).toString("hex")}`;

let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
let smtp: SMTPServer;
const mails: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ["STARTTLS", "AUTH"], logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => (mails.push(raw), done()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));
  const port = await freePort();
  rig = gitRig(FIXTURE, (seed) => {
    publishableFixture(seed);
    const config = JSON.parse(readFileSync(join(seed, "site.config.json"), "utf8"));
    config.forms.addresses[0].url = `https://localhost:${port}/forms/contact`;
    writeFileSync(join(seed, "site.config.json"), JSON.stringify(config, null, 2));
    const page = JSON.parse(readFileSync(join(seed, "pages", "contact.json"), "utf8"));
    // The engine tests' contact form: the fields the built site's contact form sends, its choices from this catalogue.
    page.blocks.push(fixtureFormJson("contact"));
    writeFileSync(join(seed, "pages", "contact.json"), JSON.stringify(page, null, 2));
  });
  Object.assign(process.env, {
    ENQUIRY_KEY: randomBytes(32).toString("base64"), ENQUIRY_ORIGINS: `http://127.0.0.1:${TEST_PORT}`,
    SMTP_HOST: "127.0.0.1", SMTP_PORT: String(SMTP_PORT), SMTP_SECURE: "false", SMTP_FROM: "editor@practice.example",
  });
  ownerToken = await createOwner(rig.site, rig.data, `http://localhost:${port}`, OWNER.name, OWNER.email);
  editor = await startOnlineEditor(rig.site, { dataFolder: rig.data, port });
});

test.afterAll(async () => {
  await editor?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test("an enquiry sent from the built site arrives in the inbox, sealed, and as an e-mail that holds none of it", async ({ page, browser }) => {
  // The owner has set her password (only people who have joined are e-mailed).
  const owner = await browser.newPage();
  await owner.goto(`${editor.origin}/#/set-up/${ownerToken}`);
  await owner.getByLabel("New password").fill(OWNER.password);
  await owner.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(owner.getByRole("link", { name: "Enquiries" }).first()).toBeAttached();

  // The built site's form posts to the test collector; its request goes on to the editor as it was sent.
  await page.route(TEST_FORMS_ENDPOINT, (route) => route.continue({ url: `${editor.origin}/forms/contact` }));
  await gotoHydrated(page, formRoute("contact"));
  const form = page.locator("form").filter({ has: page.locator("textarea[name=message]") });
  await form.locator("input[name=firstName]").fill("Ann");
  await form.locator("input[name=lastName]").fill("Example");
  await form.locator("input[name=email]").fill("ann@example.net");
  await form.locator("textarea[name=message]").fill(MESSAGE);
  await page.waitForTimeout(3500);
  const answered = page.waitForResponse((response) => response.url().startsWith(`${editor.origin}/forms/contact`) || response.url() === TEST_FORMS_ENDPOINT);
  await form.locator("button[type=submit]").click();
  expect(await (await answered).json()).toEqual({ result: "success" });

  // The owner reads it on the Enquiries screen.
  await owner.goto(`${editor.origin}/#/enquiries`);
  await expect(owner.getByRole("cell", { name: "Ann Example" })).toBeVisible();
  await owner.getByRole("button", { name: "Read" }).first().click();
  await expect(owner.getByText(MESSAGE)).toBeVisible();
  await owner.getByRole("button", { name: "Mark handled" }).click();
  await expect(owner.getByRole("status")).toHaveText("Marked handled.");

  await expect.poll(() => mails.length).toBe(1);
  expect(mails[0]).toMatch(/Subject: A new contact request: sign in to read it/);
  for (const word of ["crown", "Ann", "ann@example.net"]) expect(mails[0]).not.toContain(word);
  const bytes = ["", "-wal"].map((suffix) => join(rig.data, DATABASE_FILE + suffix)).filter(existsSync).map((file) => readFileSync(file).toString("latin1")).join("");
  expect(bytes).not.toContain("crown came off");
  expect(bytes).not.toContain("ann@example.net");
});
