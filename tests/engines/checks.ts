/**
 * The specification's behaviours, checked the same way in every engine (engines.spec.ts runs them in WebKit,
 * Firefox ESR and Chromium without popover). Expectations come from the site's content (tests/support), never
 * from literals. Most state is read in the page (run), and every action is real input.
 */
import { expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EngineDriver } from "./driver";
import { allPages } from "../support/routes";
import { blockOf, formRoute, formWords, menuServices, ordinaryRoute, routeWith, siteConfig, type BlockJson } from "../support/siteContent";
import { fillIn } from "../../engine/ui/fillIn";

const site = siteConfig();
const root = join(import.meta.dirname, "..", "..");
export const PHONE = { width: 390, height: 844 };
/** The widest window the phone checks accept (an iPhone Pro Max is 430 px; MiniBrowser will not go under ~450). */
const PHONE_WIDEST = 480;
export const DESKTOP_WIDTHS = [1024, 1280];

/** Retries `probe` (page reads may fail while a page is being replaced) until `ok` holds, or fails with the last value. */
export async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | string = "nothing read yet";
  while (Date.now() < end) {
    try {
      const value = await probe();
      if (ok(value)) return value;
      last = value;
    } catch (error) {
      last = `error: ${error instanceof Error ? error.message : String(error)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: still not so after ${timeout} ms (last seen: ${JSON.stringify(last)})`);
}

/** Loads a page and waits for its runtime (engine/app/entry-client.ts) to have started. */
export async function load(d: EngineDriver, base: string, path: string) {
  await d.goto(base + path);
  await until(() => d.run(() => document.documentElement.dataset.runtime ?? ""), (v) => v === "started", `${d.name}: the runtime starts on ${path}`);
}

/** Wakes every island of the page by bringing it into view, and waits until each is hydrated. */
async function wakeIslands(d: EngineDriver, path: string) {
  const count = await d.run(() => document.querySelectorAll("[data-island]").length);
  for (let i = 0; i < count; i++) {
    await until(
      () => d.run((index: number) => {
        const island = document.querySelectorAll<HTMLElement>("[data-island]")[index]!;
        (island.firstElementChild ?? island).scrollIntoView({ block: "center" });
        return island.dataset.hydrated === "true";
      }, i),
      Boolean, `${d.name}: island ${i + 1} of ${count} on ${path} starts`,
    );
  }
  await d.run(() => window.scrollTo(0, 0));
}

// ---- every route ---------------------------------------------------------------------------------------------

export async function everyRouteLoads(d: EngineDriver, base: string) {
  await d.resize(1280, 800);
  for (const { route, title } of allPages()) {
    await load(d, base, route);
    expect(await d.run(() => document.title), `${d.name}: the title of ${route}`).toBe(title);
    await wakeIslands(d, route);
    const broken = await d.run(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.getClientRects().length > 0).map((img) => img.currentSrc || img.src));
    expect(broken, `${d.name}: pictures that did not load on ${route}`).toEqual([]);
    expect(await d.pageErrors(), `${d.name}: page errors on ${route}`).toEqual([]);
  }
}

export async function notFoundPage(d: EngineDriver, base: string) {
  const notFound = JSON.parse(readFileSync(join(root, "pages", "404.json"), "utf8")) as { title: string };
  await load(d, base, "/no-such-page-here");
  expect(await d.run(() => document.title)).toBe(notFound.title);
  expect(await d.run(() => document.querySelector("h1")?.textContent?.trim() ?? "")).not.toBe("");
  expect(await d.pageErrors()).toEqual([]);
}

// ---- the header's menus --------------------------------------------------------------------------------------

const { servicesLabel, menus: otherMenus } = site.navigation;
// The headings of the site's groups of treatments (serviceCategories), by short name.
const categoryHeadings = Object.fromEntries(site.serviceCategories.map((group) => [group.key, group.heading])) as Record<"cosmetic" | "general", string>;
const menuLabels = [servicesLabel, ...otherMenus.map((menu) => menu.label)];

/** Where a desktop panel stands, against the window and its own links. */
function panelGeometry(label: string) {
  const button = [...document.querySelectorAll('[data-nav="desktop"] button[popovertarget]')].find((b) => b.textContent?.trim() === label);
  const panel = button ? document.getElementById(button.getAttribute("popovertarget")!) : null;
  if (!panel) return null;
  const box = panel.getBoundingClientRect();
  const style = getComputedStyle(panel);
  const links = [...panel.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
  return {
    shown: style.display !== "none" && box.height > 0,
    open: panel.matches(":popover-open"),
    left: box.left, right: box.right, top: box.top, bottom: box.bottom,
    lastLinkBottom: Math.max(...links.map((r) => r.bottom)),
    paddingAndBorder: parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth),
    windowWidth: document.documentElement.clientWidth, windowHeight: window.innerHeight,
  };
}

/** The button's selector, by its label: the menus' ids are the engine's, so they are read from the page. */
async function desktopButton(d: EngineDriver, label: string) {
  const id = await d.run((text: string) => [...document.querySelectorAll('[data-nav="desktop"] button[popovertarget]')].find((b) => b.textContent?.trim() === text)?.getAttribute("popovertarget") ?? null, label);
  expect(id, `${d.name}: the desktop menu "${label}"`).toBeTruthy();
  return `[data-nav="desktop"] button[popovertarget="${id}"]`;
}

function expectPanelFits(d: EngineDriver, label: string, how: string, width: number, g: ReturnType<typeof panelGeometry>) {
  const where = `${d.name}, ${width} px, "${label}" by ${how}`;
  expect(g, where).not.toBeNull();
  expect(g!.shown, `${where}: shown`).toBe(true);
  expect(g!.left, `${where}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect(g!.right, `${where}: right edge inside the window (${g!.windowWidth} px)`).toBeLessThanOrEqual(g!.windowWidth);
  expect(g!.bottom, `${where}: bottom inside the window`).toBeLessThanOrEqual(g!.windowHeight);
  // No taller than its links: it ends under the last one (its padding and border, and a pixel of rounding).
  expect(g!.bottom - g!.lastLinkBottom, `${where}: ends under its last link`).toBeLessThanOrEqual(g!.paddingAndBorder + 1);
}

export async function desktopMenus(d: EngineDriver, base: string, screenshotAt?: (width: number) => string | undefined) {
  for (const width of DESKTOP_WIDTHS) {
    await d.resize(width, 800);
    await load(d, base, ordinaryRoute());
    await until(() => d.run(() => document.querySelector<HTMLElement>('[data-nav="desktop"]')?.dataset.enhanced !== undefined), Boolean, `${d.name}: the menus are enhanced`);
    for (const label of menuLabels) {
      const button = await desktopButton(d, label);
      await d.hover(button);
      const hovered = await until(() => d.run(panelGeometry, label), (g) => Boolean(g?.shown), `${d.name}: hovering "${label}" shows its panel`);
      expect(hovered!.open, `${d.name}: hover shows the panel without opening it as a popover`).toBe(false);
      expectPanelFits(d, label, "hover", width, hovered);
      const shot = label === servicesLabel ? screenshotAt?.(width) : undefined;
      if (shot) await d.screenshot(shot);
      await d.hover('header a[href="/"]');
      await until(() => d.run(panelGeometry, label), (g) => g?.shown === false, `${d.name}: the pointer leaving "${label}" hides its panel`);

      await d.click(button);
      const clicked = await until(() => d.run(panelGeometry, label), (g) => Boolean(g?.open), `${d.name}: a click opens "${label}"`);
      expectPanelFits(d, label, "click", width, clicked);
      await d.press("Escape");
      await until(() => d.run(panelGeometry, label), (g) => g?.open === false, `${d.name}: Escape closes "${label}"`);
      await d.hover('header a[href="/"]');
    }
  }
}

/** The phone menu: open it, choose Cosmetic then General, come back, and follow a link, which closes it. */
export async function phoneMenu(d: EngineDriver, base: string) {
  await d.resize(PHONE.width, PHONE.height);
  const start = ordinaryRoute();
  await load(d, base, start);
  // A phone's width; WebKitGTK's MiniBrowser window goes no narrower than about 450 px (a large phone's).
  expect(await d.run(() => window.innerWidth), `${d.name}: the window is a phone's width`).toBeLessThanOrEqual(PHONE_WIDEST);
  const panelOpen = () => d.run(() => Boolean(document.querySelector('[data-nav="mobile"] [popover]')?.matches(":popover-open")));
  await d.click('[data-nav="mobile"] > button');
  await until(panelOpen, Boolean, `${d.name}: the menu button opens the phone menu`);

  // A summary by its visible words: a column choice's summary holds both its names, with CSS showing one.
  const summaryMark = (text: string, name: string) =>
    d.run((words: string, probe: string) => {
      document.querySelector(`[data-engine-probe="${probe}"]`)?.removeAttribute("data-engine-probe");
      const summary = [...document.querySelectorAll('[data-nav="mobile"] summary')].find((s) =>
        [...s.querySelectorAll<HTMLElement>("*"), s as HTMLElement].some((el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0) && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim() === words)),
      );
      summary?.setAttribute("data-engine-probe", probe);
      return Boolean(summary);
    }, text, name);
  // Shown: laid out and not inside a closed <details> (checkVisibility, where the browser has it, knows both).
  const visibleLinks = () => d.run(() => [...document.querySelectorAll<HTMLAnchorElement>('[data-nav="mobile"] a')].filter((a) => (a.checkVisibility ? a.checkVisibility() : a.getClientRects().length > 0)).map((a) => a.textContent?.trim()));

  expect(await summaryMark(servicesLabel, "services"), `${d.name}: the phone menu has "${servicesLabel}"`).toBe(true);
  await d.click('[data-engine-probe="services"]');
  for (const category of ["cosmetic", "general"] as const) {
    await until(() => summaryMark(categoryHeadings[category], category), Boolean, `${d.name}: the choice "${categoryHeadings[category]}" shows`);
    await d.click(`[data-engine-probe="${category}"]`);
    const expected = menuServices(category).map((s) => s.title);
    await until(visibleLinks, (links) => JSON.stringify(links.slice(-expected.length)) === JSON.stringify(expected), `${d.name}: choosing "${categoryHeadings[category]}" lists its treatments`);
    const back = fillIn(site.strings.menuBack, { menu: servicesLabel });
    await until(() => summaryMark(back, "back"), Boolean, `${d.name}: "${back}" shows`);
    await d.click('[data-engine-probe="back"]');
    await until(() => summaryMark(categoryHeadings[category === "cosmetic" ? "general" : "cosmetic"], "other"), Boolean, `${d.name}: "${back}" shows both choices again`);
  }
  // A link of the menu loads its page, where the menu is closed.
  const target = menuServices("general")[0]!;
  await summaryMark(categoryHeadings.general, "general");
  await d.click('[data-engine-probe="general"]');
  const link = `[data-nav="mobile"] a[href="${target.path}"]`;
  await until(() => d.run((css: string) => (document.querySelector(css)?.getClientRects().length ?? 0) > 0, link), Boolean, `${d.name}: the link to ${target.path} shows`);
  await d.click(link);
  await until(() => d.run(() => location.pathname), (path) => path === target.path, `${d.name}: the link loads ${target.path}`);
  await until(() => d.run(() => document.documentElement.dataset.runtime ?? ""), (v) => v === "started", `${d.name}: ${target.path} starts`);
  expect(await panelOpen(), `${d.name}: the menu is closed on the new page`).toBe(false);
}

// ---- blocks -------------------------------------------------------------------------------------------------

export async function offerPopup(d: EngineDriver, base: string) {
  const offer = blockOf("/", "popup");
  await d.resize(1280, 800);
  await load(d, base, "/");
  const dialog = () => d.run(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')].find((el) => el.getClientRects().length > 0);
    return open ? { heading: open.querySelector("h2, h3")?.textContent?.trim() ?? "", focusInside: open.contains(document.activeElement), focused: document.activeElement?.outerHTML.slice(0, 80) } : null;
  });
  const shown = await until(dialog, (v) => v !== null && v.focusInside, `${d.name}: the offer pop-up opens and takes focus`, 30_000);
  expect(shown!.heading).toBe(offer.heading);
  expect(shown!.focusInside, `${d.name}: the pop-up takes focus`).toBe(true);
  await d.press("Escape");
  await until(dialog, (v) => v === null, `${d.name}: Escape closes the pop-up`);
}

export async function faqOneAtATime(d: EngineDriver, base: string) {
  const route = routeWith("faq", (block) => (block.items as unknown[]).length >= 2);
  const faq = blockOf(route, "faq");
  const questions = (faq.items as { question: string }[]).map((item) => item.question);
  await d.resize(1280, 800);
  await load(d, base, route);
  const openQuestions = () => d.run(() => [...document.querySelectorAll<HTMLDetailsElement>("main details[open] > summary")].map((s) => s.textContent?.trim()));
  for (const [i, question] of questions.slice(0, 3).entries()) {
    await d.run((text: string, i: number) => {
      const summary = [...document.querySelectorAll("main details > summary")].find((s) => s.textContent?.trim() === text);
      summary?.setAttribute("data-engine-probe", `faq-${i}`);
    }, question, i);
    await d.click(`[data-engine-probe="faq-${i}"]`);
    await until(openQuestions, (open) => JSON.stringify(open) === JSON.stringify([question]), `${d.name}: only "${question}" is open`);
  }
}

/**
 * Every icon shown on a treatment page (the header's, the FAQ's chevrons, the strip's pause button) is drawn from
 * the page's hidden sprite or the site's icon file, as outlines in the text's colour: its symbol is found, its shapes have a size, and it
 * takes the stroke style the shared styles give every <use> (engine/ui/icons.tsx).
 */
export async function iconsDrawn(d: EngineDriver, base: string) {
  const route = routeWith("servicesStrip");
  await d.resize(1280, 800);
  await load(d, base, route);
  const icons = await d.run(() =>
    [...document.querySelectorAll("svg > use")].flatMap((use) => {
      const svg = use.parentElement!;
      if (!svg.getClientRects().length) return []; // not laid out at this width (the phone menu's)
      const box = (use as SVGGraphicsElement).getBBox();
      const style = getComputedStyle(use);
      const symbol = document.getElementById((use.getAttribute("href") ?? "").slice(1));
      return [{ href: use.getAttribute("href"), symbol: symbol?.tagName.toLowerCase() ?? null, drawn: box.width * box.height > 0, fill: style.fill, outlined: style.stroke === style.color }];
    }),
  );
  expect(icons.length, `${d.name}: icons shown on ${route}`).toBeGreaterThan(3);
  // Icons below the first screen come from the site's icon file (engine/build/iconFile.ts): its symbol is looked
  // for in the file as served.
  const files = new Map<string, Promise<string>>();
  for (const icon of icons) {
    const [file, id] = (icon.href ?? "").split("#");
    if (!file || icon.symbol) continue;
    if (!files.has(file)) files.set(file, fetch(new URL(file, base)).then((response) => response.text()));
    if ((await files.get(file)!).includes(`<symbol id="${id}"`)) icon.symbol = "symbol";
  }
  for (const icon of icons) expect(icon, `${d.name}: ${icon.href}`).toEqual({ href: icon.href, symbol: "symbol", drawn: true, fill: "none", outlined: true });
}

export async function carouselButtons(d: EngineDriver, base: string) {
  const route = routeWith("carousel");
  await d.resize(1280, 800);
  await load(d, base, route);
  const carousel = '[aria-roledescription="carousel"]';
  await d.run((css: string) => document.querySelector(css)?.scrollIntoView({ block: "center" }), carousel);
  // Which slide leads (the track's index) and whether it is in the carousel's window; whether "previous" is on.
  const state = () => d.run((css: string, previous: string) => {
    const root = document.querySelector(css)!;
    const track = root.querySelector<HTMLElement>("[data-index]");
    const index = Number(track?.dataset.index ?? -1);
    const clip = track?.parentElement?.parentElement?.getBoundingClientRect();
    const lead = track?.children[index]?.getBoundingClientRect();
    const inView = Boolean(clip && lead && lead.left >= clip.left - 1 && lead.right <= clip.right + 1);
    return { index, inView, previousDisabled: root.querySelector<HTMLButtonElement>(`button[aria-label="${previous}"]`)?.disabled ?? null };
  }, carousel, site.strings.previousSlide);
  await until(() => d.run((css: string) => (document.querySelector(css)?.closest("[data-island]") as HTMLElement | null)?.dataset.hydrated, carousel), (v) => v === "true", `${d.name}: the carousel starts`);
  const before = await state();
  expect(before, `${d.name}: the first slide leads, "${site.strings.previousSlide}" is off`).toEqual({ index: 0, inView: true, previousDisabled: true });
  await d.click(`${carousel} button[aria-label="${site.strings.nextSlide}"]`);
  await until(state, (s) => s.index === 1 && s.inView && s.previousDisabled === false, `${d.name}: "${site.strings.nextSlide}" brings the second slide into view`);
  await d.click(`${carousel} button[aria-label="${site.strings.previousSlide}"]`);
  await until(state, (s) => s.index === 0 && s.inView && s.previousDisabled === true, `${d.name}: "${site.strings.previousSlide}" comes back to the first`);
}

export async function teamPanel(d: EngineDriver, base: string) {
  const route = routeWith("teamGrid");
  const member = (blockOf(route, "teamGrid").members as BlockJson[])[0]!;
  await d.resize(1280, 800);
  await load(d, base, route);
  const card = 'main button[aria-expanded]';
  await d.run((css: string) => document.querySelector(css)?.scrollIntoView({ block: "center" }), card);
  await until(() => d.run((css: string) => (document.querySelector(css)?.closest("[data-island]") as HTMLElement | null)?.dataset.hydrated, card), (v) => v === "true", `${d.name}: the team grid starts`);
  await d.click(card);
  const panel = () => d.run((css: string) => {
    const button = document.querySelector(css)!;
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
    return { expanded: button.getAttribute("aria-expanded"), heading: region?.querySelector("h3")?.textContent?.trim() ?? null };
  }, card);
  await until(panel, (p) => p.expanded === "true" && p.heading === (member.namepopup ?? member.name), `${d.name}: a card opens ${member.name}'s details`);
  await d.click(card);
  await until(panel, (p) => p.expanded === "false" && p.heading === null, `${d.name}: pressing the card again closes them`);
}

// ---- forms --------------------------------------------------------------------------------------------------

/** Fills every field of a form as a person would (typed, chosen, ticked); returns the values typed in text fields. */
async function fillForm(d: EngineDriver, name: string, marker: string) {
  const words = formWords(name);
  const typed: Record<string, string> = {};
  // The form's fields stay disabled until its island has started (a person sees them greyed until then).
  await d.run(() => document.querySelector("main form")?.scrollIntoView({ block: "center" }));
  await until(() => d.run(() => document.querySelector<HTMLFieldSetElement>("main form fieldset")?.disabled ?? true), (disabled) => disabled === false, `${d.name}: the ${name} form starts`);
  for (const field of words.fields) {
    const control = `main form [name="${field.name}"]`;
    if (field.kind === "select") {
      await d.run((css: string) => {
        const select = document.querySelector<HTMLSelectElement>(css)!;
        select.value = [...select.options].find((option) => option.value)!.value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }, control);
    } else if (field.kind === "consent") {
      await d.click(control);
    } else if (field.kind === "rating") {
      await d.click(`${control}[value="4"]`);
    } else {
      const value = field.kind === "email" ? "ada@example.co.uk" : field.kind === "tel" ? "024 7600 0000" : field.kind === "textarea" ? `Please call me back. ${marker}` : "Ada Lovelace".padEnd(field.minLength ?? 0, ".");
      await d.type(control, value);
      typed[field.name] = value;
    }
  }
  // A person takes their time over a form (engine/forms/fillTime.ts); a test types in a moment.
  await d.run((key: string) => sessionStorage.setItem(key, String(Date.now() - 60_000)), `site-form-started:${name}`);
  return typed;
}

const shownText = (d: EngineDriver, text: string) => d.run((words: string) => [...document.querySelectorAll("body *")].some((el) => el.textContent?.trim() === words && el.getClientRects().length > 0), text);

export async function formSentAndFailed(d: EngineDriver, base: string, name: string, storedLines: (form: string, marker: string) => unknown[]) {
  const words = formWords(name);
  await d.resize(1280, 800);
  // Sent: the success notice, and the collector stores it.
  await load(d, base, formRoute(name));
  const marker = `engine-${d.name}-${Date.now()}`.replace(/\W+/g, "-");
  await fillForm(d, name, marker);
  await d.click(`main form button[type="submit"]`);
  await until(() => shownText(d, words.success[0]), Boolean, `${d.name}: the ${name} form says it was sent`);
  await until(async () => storedLines(name, marker).length, (n) => n === 1, `${d.name}: the collector stores the ${name} form`);

  // Not sent (the network fails): the failure notice, and what was typed is still there.
  await load(d, base, formRoute(name));
  await d.run(() => sessionStorage.clear());
  const failing = `${marker}-failing`;
  const typed = await fillForm(d, name, failing);
  await d.run(() => { window.fetch = () => Promise.reject(new TypeError("Failed to fetch")); });
  await d.click(`main form button[type="submit"]`);
  await until(() => shownText(d, words.failure[0]), Boolean, `${d.name}: the ${name} form says it was not sent`);
  const kept = await d.run((names: string[]) => Object.fromEntries(names.map((n) => [n, document.querySelector<HTMLInputElement>(`main form [name="${n}"]`)?.value])), Object.keys(typed));
  expect(kept, `${d.name}: the ${name} form keeps what was typed`).toEqual(typed);
  expect(storedLines(name, failing)).toEqual([]);
}

/** npm start's way of serving (plain HTTP, http://localhost): the page, its logo and a form all work. */
export async function servedOverLocalhost(d: EngineDriver, port: number, storedLines: (form: string, marker: string) => unknown[]) {
  const base = `http://localhost:${port}`;
  await d.resize(1280, 800);
  await load(d, base, "/");
  expect(await d.run(() => location.origin)).toBe(base);
  const logo = await until(() => d.run(() => {
    const img = document.querySelector<HTMLImageElement>("header a[href='/'] img");
    return img ? { loaded: img.complete && img.naturalWidth > 0, from: new URL(img.currentSrc || img.src).origin } : null;
  }), (v) => Boolean(v?.loaded), `${d.name}: the logo loads over ${base}`);
  expect(logo!.from).toBe(base);
  const name = "contact";
  await load(d, base, formRoute(name));
  const marker = `localhost-${Date.now()}`;
  await fillForm(d, name, marker);
  await d.click(`main form button[type="submit"]`);
  await until(() => shownText(d, formWords(name).success[0]), Boolean, `${d.name}: the form is sent from ${base}`);
  await until(async () => storedLines(name, marker).length, (n) => n === 1, `${d.name}: the collector stores it`);
}

/** Whether the page's popover methods are the polyfill's (engine/app/platformGaps.ts) rather than the browser's own. */
export async function popoverPolyfilled(d: EngineDriver, base: string): Promise<boolean> {
  await load(d, base, ordinaryRoute());
  await until(() => d.run(() => document.querySelector<HTMLElement>('[data-nav="desktop"]')?.dataset.enhanced !== undefined), Boolean, `${d.name}: the menus are enhanced`);
  return d.run(() => typeof HTMLElement.prototype.showPopover === "function" && !/\[native code\]/.test(HTMLElement.prototype.showPopover.toString()));
}
