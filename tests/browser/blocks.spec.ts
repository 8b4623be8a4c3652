/**
 * Block renderers in Chromium, against the built site: the load-on-play video,
 * the hero's background video, the before/after slider, the visitor's date on
 * legal pages and the download notice. The pages and expectations come from the
 * pages' JSON (tests/support/siteContent.ts), so editing the content does not break the tests.
 */
import { test, expect, type Locator, type Page, type Request } from "@playwright/test";
import { blockOf, routesWith, type BlockJson } from "../support/siteContent";

/** The first page with a block of this type (and shape); the test is skipped, saying why, when no page has one. */
function pageWith(type: string, where?: (block: BlockJson) => boolean): string {
  const route = routesWith(type, where)[0];
  test.skip(!route, `no page has a ${type} block like this`);
  return route!;
}

/** Waits until React has hydrated the element (it then carries React's fiber key), so events reach its handlers. */
/** The element, once it works: inside an island, when the island is hydrated (brought into view to wake it); elsewhere, once the page's runtime has started. */
async function hydrated(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    // An island's block is ready once its island is hydrated; a block of the plain page once the runtime runs.
    // (Falling back to the runtime for an island still starting let a test press a slider with no handlers yet.)
    .poll(() => locator.evaluate((el) => {
      const island = el.closest<HTMLElement>("[data-island]");
      return island ? island.dataset.hydrated === "true" : document.documentElement.dataset.runtime === "started";
    }), { timeout: 30_000 })
    .toBe(true);
  return locator;
}

const isVideoFile = (request: Request) => /\.(mp4|webm)(\?|$)/.test(request.url());

function recordVideoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isVideoFile(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("video block", () => {
  test("with loadOnPlay: no video file is requested before play, and it is after", async ({ page }) => {
    const route = pageWith("video", (b) => b.loadOnPlay === true);
    const video = blockOf(route, "video") as BlockJson & { src: string; title: string };
    const requested = recordVideoRequests(page);
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const play = await hydrated(page.getByRole("button", { name: `Play video: ${video.title}` }));
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await expect(page.locator("main video")).toHaveCount(0);

    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === video.src);
    await play.click();
    await fetched;
    const player = page.locator("main video");
    await expect(player).toHaveAttribute("controls", "");
    await expect(player).toBeFocused();
    await expect.poll(() => player.evaluate((el: HTMLVideoElement) => !el.paused || el.currentTime > 0 || el.readyState > 0)).toBe(true);
  });

  test("without loadOnPlay: waits with preload=none and turns controls on when played", async ({ page }) => {
    const route = pageWith("video", (b) => !b.loadOnPlay);
    const video = blockOf(route, "video") as BlockJson & { title: string };
    const requested = recordVideoRequests(page);
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const player = page.locator("main video");
    await expect(player).toHaveAttribute("preload", "none");
    await expect(player).not.toHaveAttribute("controls", "");
    expect(requested).toEqual([]);
    await (await hydrated(page.getByRole("button", { name: `Play video: ${video.title}` }))).click();
    await expect(player).toHaveAttribute("controls", "");
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });
});

test.describe("hero background video", () => {
  // The first page whose hero has a background video (today the home page).
  const route = routesWith("hero", (b) => Boolean(b.video))[0]!;
  test.skip(!route, "no page's hero has a background video");

  test("plays muted and looping behind the hero, added after hydration", async ({ page }) => {
    const hero = blockOf(route, "hero") as BlockJson & { video: { src: string; poster: string } };
    const html = await (await page.request.get(route)).text();
    // Only the poster is pre-rendered; the <video> comes after hydration, so it never delays the first paint.
    expect(html).not.toMatch(/<video/);
    expect(html).toMatch(new RegExp(`<img[^>]+src="${hero.video.poster}"`));
    await page.goto(route);
    const video = page.locator("[data-background-video] video");
    await expect(video).toHaveAttribute("src", hero.video.src);
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted && el.loop && el.autoplay)).toBe(true);
  });

  test("is hidden when the file fails to load; the poster stays", async ({ page }) => {
    await page.route(/\.(mp4|webm)$/, (route) => route.abort());
    await page.goto(route);
    await expect(page.locator("[data-background-video] img")).toBeVisible();
    await expect(page.locator("[data-background-video] video")).toHaveCount(0);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("is never requested when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const requested = recordVideoRequests(page);
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-background-video] video")).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test("reserves its space, so nothing moves when the video arrives", async ({ page }) => {
    // Measured on the pre-rendered page, before any script runs, then again once the video plays.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        (window as unknown as { firstPaint: unknown }).firstPaint = { hero: box("section[data-block='hero']")?.height, h1: box("h1")?.top };
      });
    });
    await page.goto(route);
    const video = page.locator("[data-background-video] video");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(2);
    const now = await page.evaluate(() => ({
      hero: document.querySelector("section[data-block='hero']")?.getBoundingClientRect().height,
      h1: document.querySelector("h1")?.getBoundingClientRect().top,
    }));
    expect(now).toEqual(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint));
  });
});

test.describe("before/after slider", () => {
  test("moves with the keyboard", async ({ page }) => {
    await page.goto(pageWith("beforeAfter"));
    const slider = await hydrated(page.getByRole("slider"));
    await slider.focus();
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
  });

  test("follows a mouse drag", async ({ page }) => {
    await page.goto(pageWith("beforeAfter"));
    const slider = await hydrated(page.getByRole("slider"));
    const frame = page.locator("[data-before-after]");
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    const handle = (await slider.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Number(await slider.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(78);
  });

  test("is 600 by 320 on a wide screen and shrinks to a 320px phone at the same ratio", async ({ page }) => {
    const route = pageWith("beforeAfter");
    const block = blockOf(route, "beforeAfter") as BlockJson & { width?: number; height?: number };
    const width = block.width ?? 600;
    const height = block.height ?? 320;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const frame = page.locator("[data-before-after]");
    const wide = (await frame.boundingBox())!;
    expect(Math.round(wide.width)).toBe(width);
    expect(Math.round(wide.height)).toBe(height);
    await page.setViewportSize({ width: 320, height: 640 });
    const narrow = (await frame.boundingBox())!;
    expect(narrow.width).toBeLessThan(320);
    expect(Math.abs(narrow.height - (narrow.width * height) / width)).toBeLessThan(1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test("a legal page shows the visitor's date as last updated, with no hydration warning", async ({ page }) => {
  const route = pageWith("richText", (b) => b.showLastUpdated === true);
  const problems = collectConsoleProblems(page);
  const html = await (await page.request.get(route)).text();
  expect(html).toContain("Last updated:");
  await page.goto(route);
  const today = await page.evaluate(() => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date()));
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a download shows 'Download Started'", async ({ page }) => {
  await page.goto(pageWith("downloads"));
  await page.waitForLoadState("networkidle");
  const link = await hydrated(page.locator("main a[download]").first());
  await expect(link).toHaveAttribute("href", /\.pdf$/);
  const download = page.waitForEvent("download");
  await link.click();
  await download;
  await expect(page.getByText("Download Started")).toBeVisible();
  await expect(page.getByText("Your document download has started.")).toBeVisible();
});

test("pictures that fail to load are hidden, never shown as broken images; the cards keep their words", async ({ page }) => {
  // Every picture variant fails, as after a deploy that lost its pictures.
  await page.route("**/_img/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.route("**/images/**", (route) => route.fulfill({ status: 404, body: "" }));
  const route = routesWith("servicesGrid")[0]!;
  await page.goto(route);
  await page.waitForFunction(() => document.documentElement.dataset.runtime === "started");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  const broken = await page.evaluate(() =>
    // A picture that failed: loading is over (complete) and nothing was drawn. Lazy pictures never brought near the screen are still waiting.
    [...document.querySelectorAll<HTMLImageElement>("main img")].filter((img) => img.complete && img.naturalWidth === 0 && img.getClientRects().length > 0).map((img) => img.getAttribute("src")),
  );
  expect(broken).toEqual([]);
  // The cards are still there, with their words.
  const card = page.locator("main").getByRole("article").first();
  await expect(card).toBeVisible();
  await expect(card).not.toHaveText("");
});
