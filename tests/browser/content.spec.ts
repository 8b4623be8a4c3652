/**
 * The practice's content on the built site, as a visitor sees it: each page shows what its JSON says
 * (titles, the home page's message, figures and reviews, each treatment page's buttons, questions and
 * closing box, price tables, the sitemap, the team, app links, referral cards, the not-found page), and
 * no internal link leads nowhere. Every expectation is read from site.config.json and pages/
 * (tests/support/siteContent.ts), so a correct edit by the practice's staff never fails these tests.
 */
import { test, expect, type Locator, type Page } from "@playwright/test";
import { allPages, allRoutes } from "../support/routes";
import { gotoHydrated } from "../support/hydration";
import { blockOf, blocksOf, hrefOf, labelOf, linksIn, notFoundBlocks, opensNewTab, pageBlocks, routesWith, siteConfig, textOfHtml, type BlockJson, type LinkJson } from "../support/siteContent";

const site = siteConfig();

/** Checks that `scope` shows a content link: its words, where it goes, and a new tab for another website. */
async function expectLink(scope: Locator, link: LinkJson) {
  const rendered = scope.getByRole("link", { name: labelOf(link, site) }).first();
  await expect(rendered, `${link.kind} link "${labelOf(link, site)}"`).toHaveAttribute("href", hrefOf(link, site)!);
  if (opensNewTab(link)) await expect(rendered).toHaveAttribute("target", "_blank");
  else await expect(rendered).not.toHaveAttribute("target", "_blank");
}

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);
/** A block rendered as a section named by its heading (blocks without a data-block mark), else the page's main. */
const section = (page: Page, heading?: string) => (heading ? page.getByRole("region", { name: heading, exact: true }) : page.locator("main"));

test.describe("every route", () => {
  test("is served with its own title and meta description from its page file", async ({ page }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { route, title, description } of allPages()) {
      const html = await (await page.request.get(route)).text();
      expect(textOfHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""), `${route} title`).toBe(title);
      expect(textOfHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""), `${route} description`).toBe(description);
      expect(titles.get(title), `${route} shares its title`).toBeUndefined();
      expect(descriptions.get(description), `${route} shares its description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
    expect(titles.size).toBe(allRoutes().length);
  });

  test("no internal link on any page leads to the not-found page", async ({ page, request }) => {
    // It visits every route and requests every link: 23-27 s on a quiet CI machine, over 30 s on a busy one.
    test.slow();
    const targets = new Set<string>();
    for (const route of allRoutes()) {
      await page.goto(route);
      const hrefs = await page.$$eval("a[href^='/']", (links) => links.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) targets.add(href.split("#")[0]!.split("?")[0]!);
    }
    const broken: string[] = [];
    for (const target of [...targets].filter((t) => t && !/\.(pdf|svg|png|jpe?g|mp4)$/.test(t))) {
      const response = await request.get(target);
      if (response.status() !== 200) broken.push(`${target} (${response.status()})`);
    }
    // The links were really collected: every page the header, the footer and the catalogue name is among them.
    const named = [...site.navigation.direct, ...site.navigation.menus.flatMap((m) => m.links), ...site.navigation.footer].map((l) => l.path);
    expect([...named, ...site.services.map((s) => s.path)].filter((path) => !targets.has(path))).toEqual([]);
    expect(broken).toEqual([]);
  });
});

test.describe("home", () => {
  test("the hero's heading, buttons and highlights, the key figures and every review with its stars", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const hero = blockOf("/", "hero");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.heading);
    for (const action of hero.actions ?? []) await expectLink(block(page, "hero"), action);
    for (const { text } of hero.highlights ?? []) await expect(block(page, "hero").getByText(text)).toBeVisible();
    for (const stats of blocksOf("/", "stats")) {
      await expect(section(page, stats.heading).getByRole("listitem")).toHaveText(stats.items.map((i: { value: string; label: string }) => `${i.value} ${i.label}`));
    }
    for (const reviews of blocksOf("/", "reviews")) {
      const items: { rating?: number }[] = reviews.items;
      await expect(block(page, "reviews").locator("blockquote")).toHaveCount(items.length);
      for (const rating of new Set(items.map((i) => i.rating ?? 5))) {
        await expect(block(page, "reviews").getByRole("img", { name: `${rating} out of 5 stars` })).toHaveCount(items.filter((i) => (i.rating ?? 5) === rating).length);
      }
    }
  });
});

test.describe("treatment pages", () => {
  for (const { path, title } of site.services) {
    test(`${path} (${title}): its hero buttons, every FAQ question, the treatments strip and its closing box`, async ({ page }) => {
      await gotoHydrated(page, path);
      const blocks = pageBlocks(path);
      for (const action of blockOf(path, "hero").actions ?? []) await expectLink(block(page, "hero"), action);

      const questions = blocks.filter((b) => b.type === "faq").flatMap((b) => b.items.map((i: { question: string }) => i.question));
      await expect(block(page, "faq").locator("details > summary")).toHaveText(questions);
      await expect(block(page, "servicesStrip")).toHaveCount(blocks.filter((b) => b.type === "servicesStrip").length);

      // The closing box is the page's last call to action; its buttons are the ones its JSON lists, no more.
      const closing: BlockJson | undefined = blocks.filter((b) => b.type === "cta").at(-1);
      if (!closing) return;
      const box = block(page, "cta").filter({ has: page.getByRole("heading", { name: closing.heading, exact: true }) });
      await expect(box).toHaveCount(1);
      await expect(box.getByRole("link")).toHaveCount(closing.actions.filter((action: LinkJson) => hrefOf(action, site) !== null).length);
      for (const action of closing.actions) await expectLink(box, action);
    });
  }
});

test.describe("information pages", () => {
  for (const route of routesWith("priceTable")) {
    test(`${route}: every price table shows each of its rows, prices and notes`, async ({ page }) => {
      await gotoHydrated(page, route);
      for (const table of blocksOf(route, "priceTable")) {
        const rendered = page.getByRole("table", { name: table.heading, exact: true });
        const rows: { label: string; price: string }[] = table.rows;
        await expect(rendered.locator("tbody tr")).toHaveCount(rows.length);
        await expect(rendered.locator("tbody td")).toHaveText(rows.map((r) => r.price));
        await expect(rendered.locator("tbody th")).toHaveText(rows.map((r) => new RegExp(`^${r.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)));
        for (const note of table.notes ?? []) await expect(page.locator("main").getByText(note, { exact: true })).toBeVisible();
        for (const action of table.actions ?? []) await expectLink(page.locator("main"), action);
      }
    });
  }

  test("every booking button opens the booking service in a new tab", async ({ browser }) => {
    // Pre-rendered HTML is enough here, and much faster without scripts.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let checked = 0;
    for (const route of allRoutes()) {
      const bookings = linksIn(pageBlocks(route)).filter((link) => link.kind === "booking");
      if (bookings.length === 0) continue;
      await page.goto(route);
      for (const link of bookings) await expectLink(page.locator("main"), link);
      checked += bookings.length;
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
  });

  for (const route of routesWith("linkList")) {
    test(`${route}: its link lists show exactly their links, every one a working page`, async ({ page, request }) => {
      await gotoHydrated(page, route);
      for (const list of blocksOf(route, "linkList")) {
        const rendered = section(page, list.heading).getByRole("link");
        const links: { name: string; path: string }[] = list.links;
        await expect(rendered).toHaveText(links.map((l) => l.name));
        for (const { path } of links) expect((await request.get(path)).status(), path).toBe(200);
      }
    });
  }

  for (const route of routesWith("teamGrid")) {
    test(`${route}: a card for every team member, 'Photo Coming Soon' for each without a photo`, async ({ page }) => {
      await gotoHydrated(page, route);
      const members: { name: string; image?: unknown }[] = blocksOf(route, "teamGrid").flatMap((b) => b.members);
      const cards = block(page, "teamGrid").locator("button[aria-expanded]");
      await expect(cards).toHaveCount(members.length);
      for (const [i, member] of members.entries()) await expect(cards.nth(i)).toContainText(member.name);
      await expect(cards.filter({ hasText: "Photo Coming Soon" })).toHaveCount(members.filter((m) => !m.image).length);
    });
  }

  for (const route of routesWith("appLinks")) {
    test(`${route}: links to each app's store page`, async ({ page }) => {
      await gotoHydrated(page, route);
      for (const app of blocksOf(route, "appLinks").flatMap((b) => b.apps)) {
        await expect(page.locator(`main a[href="${app.link}"]`)).toHaveCount(1);
      }
    });
  }

  for (const route of routesWith("referralCards")) {
    test(`${route}: a card for each referral service, linked to its page`, async ({ page }) => {
      await gotoHydrated(page, route);
      for (const item of blocksOf(route, "referralCards").flatMap((b) => b.items)) {
        await expect(page.locator(`main a[href="${item.path}"]`).first()).toBeVisible();
      }
    });
  }
});

test("an unknown path shows the not-found page with status 404 and its way out", async ({ page }) => {
  const notFound = notFoundBlocks().find((b) => b.type === "notFound")!;
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  await expectLink(page.locator("main"), notFound.action);
});
