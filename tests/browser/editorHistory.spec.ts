/**
 * History staff can trust (issue 39), on a bare repository: the site's history already holds yesterday's
 * publications (a picture added to the contact page, then removed with its file) and two updates of the site's
 * software with developers' messages. Two people publish changes today (Sam: the veneers heading; Olu: the
 * veneers closing box, the fillings heading and a new picture); History hides the developers' messages behind
 * one quiet line and shows yesterday within two screens of a tablet; undoing Sam's change leaves Olu's; putting
 * the contact page back as it was before the removal brings its picture back; a whole-site restore lists what it
 * will do, whose work it takes back, and keeps every picture; the contact page's history puts it back as it was
 * on yesterday's date, through the same plan.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { toUkTime } from "../../engine/editor/model/ukTime";
import { createOwner, freePort, startOnlineEditor, type OnlineEditor } from "../support/onlineEditor";
import { setPassword } from "../support/editorSignIn";
import { publishRig, type PublishRig } from "../support/publishRig";

test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 60_000 });

let rig: PublishRig;
let editor: OnlineEditor;
const OLU = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const SAM = { name: "Sam Patel", email: "sam@practice.example", password: "harbour-lantern-quiet-1987" };
const tokens: Record<string, string> = {};
const PICTURE = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="${colour}"/></svg>\n`;
const DEVELOPER_MESSAGE = "Links inside paragraphs: [words](phone) calls the practice's number from site.config.json";

const live = (file: string) => JSON.parse(rig.git(rig.bare, "show", `main:${file}`));
const liveHas = (file: string) => rig.git(rig.bare, "ls-tree", "--name-only", "main", "--", file) === file;

/** A commit in the developer's clone, as `who` at `when` (written and pushed then: putting back by date reads when), pushed. */
function commitAs(who: { name: string; email: string }, when: Date, message: string, change: () => void) {
  change();
  rig.git(rig.dev, "add", "-A");
  const date = when.toISOString();
  process.env.GIT_COMMITTER_DATE = date;
  try {
    rig.git(rig.dev, "-c", `user.name=${who.name}`, "-c", `user.email=${who.email}`, "commit", "--quiet", `--date=${date}`, "-m", message);
  } finally {
    delete process.env.GIT_COMMITTER_DATE;
  }
  rig.git(rig.dev, "push", "--quiet", "origin", "main");
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rig = publishRig();
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  const dev = (file: string) => join(rig.dev, file);
  commitAs(SAM, yesterday, "Contact picture", () => {
    mkdirSync(dev("public/images/team"), { recursive: true });
    writeFileSync(dev("public/images/team/img-4127.svg"), PICTURE("#0d5c63"));
    rig.edit(rig.dev, "pages/contact.json", (page) => (page.blocks[0].image = { src: "/images/team/img-4127.svg", alt: "Our receptionist at the front desk" }));
  });
  commitAs(OLU, new Date(yesterday.getTime() + 60_000), "No contact picture", () => {
    rmSync(dev("public/images/team/img-4127.svg"));
    rig.edit(rig.dev, "pages/contact.json", (page) => delete page.blocks[0].image);
  });
  const developer = { name: "Dev Eloper", email: "dev@example.org" };
  // Today's, a minute ago, not an hour: run just after midnight, an hour ago is yesterday, and "yesterday" ends with it.
  commitAs(developer, new Date(Date.now() - 60_000), DEVELOPER_MESSAGE, () => writeFileSync(dev("NOTES.md"), "engine notes\n"));
  commitAs(developer, new Date(Date.now() - 50_000), "pages/CONTENT_GUIDE.md replaced", () => writeFileSync(dev("NOTES.md"), "engine notes again\n"));
  rig.git(rig.site, "pull", "--quiet", "--ff-only", "origin", "main");

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  tokens[OLU.email] = await createOwner(rig.site, rig.data, origin, OLU.name, OLU.email);
  tokens[SAM.email] = await createOwner(rig.site, rig.data, origin, SAM.name, SAM.email);
  editor = await startOnlineEditor(rig.site, { dataFolder: rig.data, port });
});

const opened: Page[] = [];
/** A set-up link signs in once: the later tests go on with the page it signed in. */
const signedIn: { olu?: Page } = {};
test.afterAll(async () => {
  for (const page of opened) await page.context().close();
  await editor?.stop();
  rig?.remove();
});

async function signIn(browser: Browser, person: typeof OLU): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 820, height: 1180 } })).newPage();
  opened.push(page);
  await setPassword(page, `${editor.origin}/#/set-up/${tokens[person.email]}`, person.password);
  return page;
}

/** Saved changes (written as the editor saves them), published from the Publish screen by `page`'s person. */
async function publishFromScreen(page: Page, edits: () => void) {
  edits();
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();
  await page.getByRole("button", { name: "Publish the ticked changes…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expectPublished(page);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
}

/** The dialog's outcome says it was published (its words shown when it says anything else). */
async function expectPublished(page: Page) {
  const outcome = page.getByRole("dialog").locator(".notice").first();
  await expect(outcome).toBeVisible({ timeout: 240_000 });
  await expect(outcome).toContainText("Published");
}

async function openHistory(page: Page) {
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
}

const publication = (page: Page, text: string | RegExp) => page.locator(".history-item").filter({ hasText: text });

test("two people publish; undoing the first person's change keeps the second's; pictures come back and stay", async ({ browser }) => {
  test.setTimeout(1_200_000);
  const sam = await signIn(browser, SAM);
  await publishFromScreen(sam, () => rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers that look like you")));
  const olu = await signIn(browser, OLU);
  signedIn.olu = olu;
  await publishFromScreen(olu, () => {
    mkdirSync(join(rig.site, "public/images/team"), { recursive: true });
    writeFileSync(join(rig.site, "public/images/team/new-smile.svg"), PICTURE("#b42318"));
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[1].heading = "Book your veneers consultation"));
    rig.edit(rig.site, "pages/fillings.json", (page) => {
      page.blocks[0].heading = "Fillings that last";
      page.blocks[0].image = { src: "/images/team/new-smile.svg", alt: "A patient smiling after a filling" };
    });
  });

  // History in the practice's words: no developer's message; the software's two updates as one quiet line.
  await openHistory(olu);
  await expect(olu.locator(".history-software")).toHaveCount(1);
  await expect(olu.locator(".history-software")).toContainText("The website's software was updated (Dev Eloper)");
  await expect(olu.locator("main")).not.toContainText("Links inside paragraphs");
  await expect(olu.locator("main")).not.toContainText("CONTENT_GUIDE");
  await expect(publication(olu, `${SAM.name} published Fixture veneers`)).toContainText("Hero (block 1): Heading “Fixture veneers heading” → “Veneers that look like you”");
  // Yesterday is within two screens of a tablet.
  const yesterday = olu.getByRole("heading", { name: "Yesterday" });
  await expect(yesterday).toBeVisible();
  expect((await yesterday.boundingBox())!.y).toBeLessThan(2 * 1180);

  // Undo Sam's change to the veneers page: Olu's closing box and fillings stay.
  await publication(olu, `${SAM.name} published Fixture veneers`).getByRole("button", { name: "Undo this change to Fixture veneers" }).click();
  const undo = olu.getByRole("dialog");
  await expect(undo).toContainText(`This takes back what ${SAM.name} changed on Fixture veneers`);
  await expect(undo).toContainText("Hero (block 1): Heading “Veneers that look like you” → “Fixture veneers heading”");
  await undo.getByRole("button", { name: "Undo and publish" }).click();
  await expectPublished(olu);
  await undo.getByRole("button", { name: "Close" }).first().click();
  expect(live("pages/veneers.json").blocks[0].heading).toBe("Fixture veneers heading");
  expect(live("pages/veneers.json").blocks[1].heading).toBe("Book your veneers consultation");
  expect(live("pages/fillings.json").blocks[0].heading).toBe("Fillings that last");
  expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toMatch(new RegExp(`^${OLU.name}\\|Undo ${SAM.name}'s change to Fixture veneers`));

  // Put the contact page back as it was before yesterday's removal: its picture comes back.
  const removal = publication(olu, `${OLU.name} published Fixture contact`);
  await removal.getByText("More").click();
  await removal.getByRole("button", { name: /^Put Fixture contact.* back as it was before this change$/ }).click();
  const putBack = olu.getByRole("dialog");
  await expect(putBack).toContainText(`will be exactly as it was just before ${OLU.name}'s change of`);
  await expect(putBack).toContainText("img-4127.svg");
  await putBack.getByRole("button", { name: "Put back and publish" }).click();
  await expectPublished(olu);
  await putBack.getByRole("button", { name: "Close" }).first().click();
  expect(live("pages/contact.json").blocks[0].image.src).toBe("/images/team/img-4127.svg");
  expect(liveHas("public/images/team/img-4127.svg")).toBe(true);

  // The whole site as it was after yesterday's first publication: the list says what changes and whose work
  // it takes back, and the picture added since stays.
  await publication(olu, `${SAM.name} published Fixture contact`).getByRole("button", { name: /Put the whole site back as it was after this publication/ }).click();
  const whole = olu.getByRole("dialog");
  const fillings = whole.locator("li").filter({ hasText: "Fixture fillings" });
  await expect(fillings).toContainText(`takes back the published work of ${OLU.name}`);
  const veneers = whole.locator("li").filter({ hasText: "Fixture veneers" });
  await expect(veneers).toContainText(SAM.name);
  await expect(veneers).toContainText(OLU.name);
  await expect(whole).toContainText("No picture is removed: the picture added since (new-smile.svg) stays on the site");
  await expect(whole).not.toContainText("Fixture contact");
  await whole.getByRole("button", { name: "Put the whole site back and publish" }).click();
  await expectPublished(olu);
  expect(live("pages/fillings.json").blocks[0].heading).toBe("Fixture fillings heading");
  expect(live("pages/veneers.json").blocks[1].heading).toBe("Ready?");
  expect(liveHas("public/images/team/new-smile.svg")).toBe(true);
  expect(liveHas("public/images/team/img-4127.svg")).toBe(true);
  expect(live("pages/contact.json").blocks[0].image.src).toBe("/images/team/img-4127.svg");
  expect(JSON.parse(readFileSync(join(rig.site, "pages/fillings.json"), "utf8")).blocks[0].heading).toBe("Fixture fillings heading");
});

test("a page's history puts it back as it was on a date: the plan first, then the page live as it was", async () => {
  test.setTimeout(600_000);
  const olu = signedIn.olu!;
  // Today the contact page has its picture again (put back above); at the end of yesterday it had none.
  expect(live("pages/contact.json").blocks[0].image.src).toBe("/images/team/img-4127.svg");
  if (await olu.getByRole("dialog").isVisible()) await olu.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
  await openHistory(olu);
  const contact = olu.locator(".history-files > li").filter({ hasText: /^Fixture contact/ }).first();
  await contact.getByText("More").click();
  await contact.getByRole("button", { name: /^History of Fixture contact/ }).click();
  await expect(olu.getByRole("heading", { name: /^History of Fixture contact/ })).toBeVisible();
  await olu.getByText("Put this page back as it was on a date").click();
  await olu.getByLabel("Date").fill(toUkTime(new Date(Date.now() - 24 * 3600_000)).slice(0, 10));
  await olu.getByRole("button", { name: "See what would change" }).click();
  const plan = olu.getByRole("dialog", { name: /^Put Fixture contact.* back as it was on this date\?$/ });
  await expect(plan).toContainText(/Fixture contact.* will be exactly as it was on \w+day \d+ \w+ \d{4} \(as Olu Adeyemi's publication of .* left it\)/);
  await expect(plan).toContainText(new RegExp(`takes back every later change to Fixture contact.*: the published work of ${OLU.name}`));
  await expect(plan.locator(".history-fields")).toContainText("Our receptionist at the front desk");
  await plan.getByRole("button", { name: "Put back and publish" }).click();
  await expectPublished(olu);
  await plan.getByRole("button", { name: "Close" }).first().click();
  expect(live("pages/contact.json").blocks[0].image).toBeUndefined();
  // No picture is removed by putting back.
  expect(liveHas("public/images/team/img-4127.svg")).toBe(true);
  expect(rig.git(rig.bare, "show", "-s", "--format=%an|%s", "main")).toMatch(new RegExp(`^${OLU.name}\\|Put Fixture contact.* back as it was on \\w+day`));
});
