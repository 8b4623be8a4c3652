/**
 * What the spec fixes about the content, checked on the built site as a
 * visitor sees it: titles, the home page's message and reviews, FAQ counts and
 * closing boxes on treatment pages, pricing, the sitemap, the team, the app
 * links, the not-found page, and that no internal link leads nowhere.
 */
import { test, expect } from "@playwright/test";
import { allRoutes } from "../support/routes";
import { gotoHydrated } from "../support/hydration";

const SUFFIX = " | Coventry Road Dental Care";
const BOOKING = /^https:\/\/[^/]+\//;

test.describe("every route", () => {
  test("has its own title ending in the practice name and its own meta description", async ({ page }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of allRoutes().filter((r) => r !== "/no-such-page")) {
      const html = await (await page.request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, route).toMatch(/^.{5,} \| Coventry Road Dental Care$/);
      expect(description.length, `${route} description`).toBeGreaterThanOrEqual(70);
      expect(titles.get(title), `${route} shares its title`).toBeUndefined();
      expect(descriptions.get(description), `${route} shares its description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
    expect(titles.size).toBe(39);
  });

  test("no internal link on any page leads to the not-found page", async ({ page, request }) => {
    // It visits all 39 routes and requests every link: 23-27 s on a quiet CI machine, over 30 s on a busy one.
    test.slow();
    const targets = new Set<string>();
    for (const route of allRoutes().filter((r) => r !== "/no-such-page")) {
      await page.goto(route);
      const hrefs = await page.$$eval("a[href^='/']", (links) => links.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) targets.add(href.split("#")[0]!.split("?")[0]!);
    }
    const broken: string[] = [];
    for (const target of [...targets].filter((t) => t && !/\.(pdf|svg|png|jpe?g|mp4)$/.test(t))) {
      const response = await request.get(target);
      if (response.status() !== 200) broken.push(`${target} (${response.status()})`);
    }
    expect(targets.size, "internal link targets collected").toBeGreaterThanOrEqual(30);
    expect(broken).toEqual([]);
  });
});

test.describe("home", () => {
  test("the hero message, its actions, the practice's claims and six five-star reviews", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(new RegExp(`${SUFFIX.replace(/\|/, "\\|")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dentists in Coventry that deliver happier, healthier smiles");
    const hero = page.locator('[data-block="hero"]');
    const book = hero.getByRole("link", { name: /Book An Appointment/ });
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("href", BOOKING);
    await expect(hero.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(hero.getByText("Same Day Emergency Care")).toBeVisible();
    await expect(hero.getByText("Advanced Technology")).toBeVisible();
    const main = page.locator("main");
    for (const claim of ["25+", "12", "40"]) await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/interest-free/).first()).toBeVisible();
    const reviews = page.locator('[data-block="reviews"] blockquote');
    await expect(reviews).toHaveCount(6);
    await expect(page.locator('[data-block="reviews"]').getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(6);
  });
});

test.describe("treatment pages", () => {
  const FAQ_COUNTS: Record<string, number> = {
    "/dentures": 3, "/white-fillings": 4, "/dental-hygiene": 7, "/fillings": 3, "/childrens-dentistry": 4,
    "/nervous-patients": 4, "/restorative-treatment": 3, "/endodontic-treatment": 4, "/crowns-bridges": 4, "/sedation": 3,
  };
  const NO_CALLBACK_IN_CLOSING_BOX = ["/nervous-patients", "/restorative-treatment", "/endodontic-treatment", "/crowns-bridges", "/sedation"];
  const TREATMENTS = [
    "/full-arch-implants", "/composite-bonding", "/invisalign-braces", "/teeth-whitening", "/veneers", "/dental-implants",
    "/dentures", "/white-fillings", "/night-guard", "/dental-hygiene", "/fillings", "/childrens-dentistry",
    "/nervous-patients", "/restorative-treatment", "/endodontic-treatment", "/crowns-bridges", "/sedation",
  ];

  for (const route of TREATMENTS) {
    test(`${route}: hero actions, FAQ, services strip and the closing box`, async ({ page }) => {
      await gotoHydrated(page, route);
      const hero = page.locator('[data-block="hero"]');
      await expect(hero.getByRole("link", { name: "Request a Callback" })).toHaveAttribute("href", "/contact");
      const consult = hero.getByRole("link", { name: /Book Free Consultation/ });
      await expect(consult).toHaveAttribute("target", "_blank");
      await expect(consult).toHaveAttribute("href", BOOKING);

      const questions = page.locator('[data-block="faq"] button[aria-expanded]');
      if (FAQ_COUNTS[route] !== undefined) await expect(questions).toHaveCount(FAQ_COUNTS[route]);
      else expect(await questions.count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('[data-block="servicesStrip"]')).toHaveCount(1);

      const closing = page.locator('[data-block="cta"]').filter({ has: page.getByRole("heading", { name: "Ready to Transform Your Smile?" }) });
      await expect(closing).toHaveCount(1);
      await expect(closing.getByRole("link", { name: /Book Free Consultation/ })).toHaveAttribute("href", BOOKING);
      await expect(closing.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      const callbacks = closing.getByRole("link", { name: "Request a Callback" });
      if (NO_CALLBACK_IN_CLOSING_BOX.includes(route)) await expect(callbacks).toHaveCount(0);
      else await expect(callbacks).toHaveAttribute("href", "/contact");
    });
  }

  test("the prices and facts the spec gives per treatment", async ({ page }) => {
    const facts: Record<string, RegExp[]> = {
      "/full-arch-implants": [/All-on-4/, /All-on-6/, /£8 per day/],
      "/invisalign-braces": [/£1\.60 per day/, /two weeks/],
      "/composite-bonding": [/£250 per tooth/],
      "/teeth-whitening": [/three weeks/],
      "/night-guard": [/bruxism/i],
      "/childrens-dentistry": [/3pm/, /5pm/, /every 3 to 6 months/, /every 3 months/],
      "/endodontic-treatment": [/root canal/i],
    };
    for (const [route, patterns] of Object.entries(facts)) {
      await page.goto(route);
      const text = await page.locator("main").innerText();
      for (const pattern of patterns) expect(text, `${route} ${pattern}`).toMatch(pattern);
    }
  });
});

test.describe("information pages", () => {
  test("/pricing: the three NHS bands, the charge rule and about 31 private fees", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const nhs = page.getByRole("table", { name: "NHS Charges" });
    for (const price of ["£27.40", "£75.30", "£326.70"]) await expect(nhs.getByText(price)).toBeVisible();
    await expect(page.getByText(/one charge per complete course of treatment/)).toBeVisible();
    const privateRows = page.getByRole("table", { name: "Private Fees" }).locator("tbody tr");
    await expect(privateRows).toHaveCount(31);
    await expect(page.locator("main")).toContainText(/American Express/);
  });

  for (const route of ["/finance-options", "/pricing"]) {
    test(`${route}: Request a Callback opens the booking service in a new tab`, async ({ page }) => {
      await gotoHydrated(page, route);
      const callback = page.locator("main").getByRole("link", { name: /Request a Callback/ });
      await expect(callback).toHaveCount(1);
      await expect(callback).toHaveAttribute("href", BOOKING);
      await expect(callback).toHaveAttribute("target", "_blank");
    });
  }

  test("/sitemap lists exactly the spec's 19 links, every one a working page", async ({ page, request }) => {
    await gotoHydrated(page, "/sitemap");
    const links = page.locator("main").getByRole("list").last().getByRole("link");
    await expect(links).toHaveCount(19);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("/team shows 18 members, some with 'Photo Coming Soon'", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const cards = page.locator('[data-block="teamGrid"] button[aria-expanded]');
    await expect(cards).toHaveCount(18);
    expect(await cards.filter({ hasText: "Photo Coming Soon" }).count()).toBeGreaterThan(0);
  });

  test("/kids-zone links to the two apps", async ({ page }) => {
    await gotoHydrated(page, "/kids-zone");
    await expect(page.locator('main a[href="https://apps.apple.com/app/fun-mouth-doctor/id1386687528"]')).toHaveCount(1);
    await expect(page.locator('main a[href="https://play.google.com/store/apps/details?id=com.gameiva.kidsdoctor"]')).toHaveCount(1);
  });

  test("/for-dentists has the four referral cards, each to a working page", async ({ page }) => {
    await gotoHydrated(page, "/for-dentists");
    for (const path of ["/for-dentists/implants", "/for-dentists/endodontics", "/for-dentists/sedation", "/for-dentists/mos"]) {
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
    }
  });
});

test("an unknown path shows the not-found page with status 404 and a way home", async ({ page }) => {
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});
