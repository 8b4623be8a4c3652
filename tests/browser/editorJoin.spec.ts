/**
 * The December fee published while April's NHS charges stay scheduled (issue 48.2): an owner schedules new NHS
 * charges on a fees page for 1 April, then changes another fee on the same page and publishes that now,
 * separately; the live site has the new fee and still the old NHS charges, and the publication on 1 April still
 * waits with April's. Then a later change joined to that publication goes into it, not live. Over loopback
 * against a real git remote (a bare repository: what the editor pushes is what the host builds), through the
 * Publish screen.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { publishableFixture, publishRig, type PublishRig } from "../../engine/bench/publishRig";
import { requestsOf } from "../../engine/editor/server/publish/publishContext";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import { startWithOwner, type OnlineEditor } from "../support/onlineEditor";
import { setPassword } from "../support/editorSignIn";
import { FIXTURE } from "../support/tempSite";

// One story in two parts: the second starts from the first's scheduled publication and signed-in owner, so both
// run in order in one worker (the config runs a file's tests in parallel otherwise).
test.describe.configure({ mode: "serial" });

const OWNER = { name: "Olu Adeyemi", email: "olu@practice.example", password: "copper-meadow-violin-2031" };
const FEES = "pages/fees.json";
let rig: PublishRig;
let editor: OnlineEditor;
let ownerToken: string;
let olu: Page;

/** A fees page of the fixture site: bands with charges set nationally, and the practice's own fees. */
const feesPage = {
  $schema: "../schemas/page.schema.json",
  title: "Fixture fees and charges | Test Practice",
  description: "The fees page of the minimal fixture site, with banded charges and the practice's own fees, for the publishing tests.",
  blocks: [
    { type: "hero", heading: "Fixture fees heading" },
    { type: "priceTable", heading: "Fixture bands", columns: ["Band", "Charge"], rows: [{ label: "Fixture band A", price: "£27.40" }, { label: "Fixture band B", price: "£75.30" }] },
    { type: "priceTable", heading: "Fixture own fees", columns: ["Treatment", "Price"], rows: [{ label: "Fixture check-up", price: "£30.00" }, { label: "Fixture polish", price: "£55" }] },
  ],
};

/** The next 1 April to come, 09:00 UK time, as the date field takes it. */
function nextFirstOfApril(): string {
  const now = new Date();
  return `${now.getUTCMonth() >= 3 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()}-04-01T09:00`;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rig = publishRig(FIXTURE, (seed) => {
    publishableFixture(seed);
    writeFileSync(join(seed, FEES), JSON.stringify(feesPage, null, 2) + "\n");
    // Linked from the home page, as the gate asks of every page.
    const home = JSON.parse(readFileSync(join(seed, "pages/index.json"), "utf8"));
    home.blocks[0].actions.push({ kind: "internal", to: "/fees", label: "See our fees" });
    writeFileSync(join(seed, "pages/index.json"), JSON.stringify(home, null, 2) + "\n");
  });
  ({ editor, ownerToken } = await startWithOwner(rig.site, OWNER, rig.data));
});

test.afterAll(async () => {
  await olu?.context().close();
  await editor?.stop();
  rig?.remove();
});

type Fees = typeof feesPage;
const priceOf = (page: Fees, table: 1 | 2, row: number) => page.blocks[table]!.rows![row]!.price;
const liveFees = (): Fees => JSON.parse(rig.git(rig.bare, "show", `main:${FEES}`));

/** The one publication on a date, and the fees page as it holds it (its pinned version, in the editor's clone). */
function scheduledFees(): { publishAt: string | null; page: Fees } {
  const db = openEditorDatabase(rig.data);
  try {
    const scheduled = requestsOf({ db }).scheduled();
    expect(scheduled).toHaveLength(1);
    return { publishAt: scheduled[0]!.publishAt, page: JSON.parse(rig.git(rig.site, "show", `${scheduled[0]!.commit}:${FEES}`)) };
  } finally {
    db.close();
  }
}

async function publishScreen(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: /^Publish/ }).click();
  await expect(page.getByRole("heading", { name: "Changed since the live version" })).toBeVisible();
}

test("the December fee is published while April's NHS charges stay scheduled", async ({ browser }) => {
  test.setTimeout(600_000);
  olu = await (await browser.newContext()).newPage();
  await setPassword(olu, `${editor.origin}/#/set-up/${ownerToken}`, OWNER.password);

  // April's charges, saved (as the editor saves them) and published on 1 April.
  rig.edit(rig.site, FEES, (page) => {
    page.blocks[1].rows[0].price = "£28.10";
    page.blocks[1].rows[1].price = "£77.00";
  });
  await publishScreen(olu);
  await expect(olu.getByRole("group", { name: "Choose what goes live" }).getByRole("checkbox", { name: /Fixture fees and charges/ })).toBeChecked();
  await olu.getByRole("button", { name: "Publish on…" }).click();
  const dialog = olu.getByRole("dialog");
  await dialog.getByLabel("Date and time (UK time)").fill(nextFirstOfApril());
  await dialog.getByRole("button", { name: "Publish on that date" }).click();
  await expect(dialog.getByText(/will be published on .*1 April .* \(UK time\)/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(olu.getByRole("region", { name: "Scheduled" }).getByText(/to be published on/)).toBeVisible();

  // December's check-up fee, changed on the same page afterwards: the screen asks which way it goes.
  rig.edit(rig.site, FEES, (page) => (page.blocks[2].rows[0].price = "£32.00"));
  await olu.reload();
  await publishScreen(olu);
  const later = olu.getByRole("region", { name: "Saved after its page was scheduled" });
  const entry = later.getByRole("listitem", { name: "Fixture fees and charges | Test Practice" });
  await expect(entry).toContainText("£30.00");
  await expect(entry).toContainText("£32.00");
  await expect(entry.getByRole("button", { name: "Join the publication on 1 April" })).toBeVisible();
  await entry.getByRole("button", { name: "Publish now, separately" }).click();
  await olu.getByRole("dialog").getByRole("button", { name: "Publish now" }).click();
  await expect(olu.getByRole("dialog").getByText(/^Published/)).toBeVisible({ timeout: 300_000 });
  await olu.getByRole("dialog").getByRole("button", { name: "Close" }).last().click();

  // Live: December's fee, and still the old NHS charges.
  const live = liveFees();
  expect(priceOf(live, 2, 0)).toBe("£32.00");
  expect(priceOf(live, 1, 0)).toBe("£27.40");
  expect(priceOf(live, 1, 1)).toBe("£75.30");
  // The publication on 1 April still waits, with April's charges.
  const april = scheduledFees();
  expect(april.publishAt).toMatch(/-04-01T08:00:00\.000Z$/);
  expect(priceOf(april.page, 1, 0)).toBe("£28.10");
  expect(priceOf(april.page, 1, 1)).toBe("£77.00");
  await expect(olu.getByRole("region", { name: "Scheduled" }).getByText(/to be published on/)).toBeVisible();
  await expect(olu.getByRole("region", { name: "Saved after its page was scheduled" })).toHaveCount(0);
});

test("a later change joined to the scheduled publication goes into it, not live", async () => {
  test.setTimeout(600_000);
  rig.edit(rig.site, FEES, (page) => (page.blocks[2].rows[1].price = "£60"));
  await olu.reload();
  await publishScreen(olu);
  const entry = olu.getByRole("region", { name: "Saved after its page was scheduled" }).getByRole("listitem", { name: "Fixture fees and charges | Test Practice" });
  await entry.getByRole("button", { name: "Join the publication on 1 April" }).click();
  await expect(olu.getByRole("status").filter({ hasText: /joins the publication on .*1 April/ })).toBeVisible();

  const april = scheduledFees();
  expect(priceOf(april.page, 2, 1)).toBe("£60");
  expect(priceOf(april.page, 1, 0)).toBe("£28.10");
  expect(priceOf(liveFees(), 2, 1)).toBe("£55");
  // Nothing is left to publish now; what is saved waits for 1 April, and the screen says so.
  await expect(olu.getByText("Nothing to publish now: what is saved waits, as listed above.")).toBeVisible();
});
