/**
 * The header's markup. It is server-rendered HTML that no script hydrates, so everything it does must be in
 * the markup: popover buttons and panels, details and summaries, plain links. Its behaviour in a browser, with
 * and without JavaScript, is tested in tests/browser/chrome.spec.ts and keyboard.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Header } from "../../engine/layout/Header";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";

// Closed panels are hidden, so queries inside them take { hidden: true }.
const HIDDEN = { hidden: true } as const;
// Every name, path and count below comes from the fixture site's navigation and services catalogue.
const site = fixtureSite();
const { direct, menus, servicesLabel } = site.navigation;
const categoryHeadings = Object.fromEntries(site.serviceCategories.map((group) => [group.key, group.heading])) as Record<"cosmetic" | "general", string>;
const inMenu = (category: "cosmetic" | "general") => site.services.filter((s) => s.category === category && s.inMenu);
const menuLabels = [servicesLabel, ...menus.map((m) => m.label)];

function renderHeader(path = "/") {
  return renderWithSite(<Header />, { path });
}

const desktopNav = () => document.querySelector<HTMLElement>('[data-nav="desktop"]')!;
const mobileNav = () => document.querySelector<HTMLElement>('[data-nav="mobile"]')!;
const trigger = (name: string) => within(desktopNav()).getByRole("button", { name });
/** The element a button's popovertarget names; the test fails if there is none. */
function popoverOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute("popovertarget");
  expect(id, `${button.textContent}: popovertarget`).toBeTruthy();
  const panel = document.getElementById(id!);
  expect(panel, `${button.textContent}: the element #${id}`).not.toBeNull();
  return panel!;
}
const namesAndPaths = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute("href")]);
/** A summary's words as shown: the choice while closed, the way back once open (CSS hides the other part). */
const summaryParts = (summary: Element) => [...summary.children].map((part) => part.textContent);

it("the fixture exercises what the menus must leave out and tell apart", () => {
  expect(site.services.some((s) => !s.inMenu), "a service kept out of the menu").toBe(true);
  expect(inMenu("cosmetic").length).not.toBe(inMenu("general").length);
  expect(menus.length).toBeGreaterThanOrEqual(2);
  expect(menus[0]!.links.length).not.toBe(menus[1]!.links.length);
  expect(direct.length).toBeGreaterThanOrEqual(2);
});

describe("header", () => {
  it("links the logo home with a plain link, with the logo's text alternative", () => {
    renderHeader(direct[1]!.path);
    const logo = screen.getByRole("img", { name: site.logo.alt });
    expect(logo.getAttribute("src")).toBe(site.logo.src);
    expect(logo.closest("a")!.getAttribute("href")).toBe("/");
  });

  it("is a fixed bar", () => {
    renderHeader();
    expect(getComputedStyle(screen.getByRole("banner")).position).toBe("fixed");
  });

  it("needs no script: no element has an event handler, every button names a popover, every link has an address", () => {
    renderHeader(menus[0]!.links[0]!.path);
    const header = screen.getByRole("banner");
    // React keeps each element's props on it (__reactProps$…): the handlers it would attach are there.
    const propsOf = (el: Element) => Object.entries(el).find(([key]) => key.startsWith("__reactProps"))?.[1] as Record<string, unknown> | undefined;
    const elements = [header, ...header.querySelectorAll("*")].filter((el) => propsOf(el));
    const handlers = elements.flatMap((el) =>
      Object.entries(propsOf(el)!)
        .filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === "function")
        .map(([name]) => `${el.tagName.toLowerCase()} ${name}`),
    );
    expect(elements.length, "elements whose React props were read").toBeGreaterThan(header.querySelectorAll("a").length);
    expect(handlers).toEqual([]);
    const buttons = header.querySelectorAll("button");
    expect(buttons.length).toBe(menuLabels.length + 1); // one per desktop menu, and the mobile menu button
    for (const button of buttons) expect(popoverOf(button).getAttribute("popover"), button.textContent ?? "").toBe("auto");
    for (const link of header.querySelectorAll("a")) expect(link.getAttribute("href"), link.textContent ?? "").toMatch(/^\//);
    expect(header.querySelectorAll("[role=button], [tabindex]")).toHaveLength(0);
  });
});

describe("header, desktop menus", () => {
  it("has the direct links from navigation.direct, marking the current page", () => {
    const current = direct[1]!;
    renderHeader(current.path);
    const nav = desktopNav();
    expect(nav.getAttribute("aria-label")).toBe("Main");
    for (const link of direct) {
      const a = within(nav).getByRole("link", { name: link.name });
      expect(a.getAttribute("href")).toBe(link.path);
      expect(a.getAttribute("aria-current")).toBe(link === current ? "page" : null);
    }
  });

  it("has a button for the services menu and each configured menu, in order, each naming its own popover in the same item", () => {
    renderHeader();
    const buttons = within(desktopNav()).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(menuLabels);
    const panels = buttons.map(popoverOf);
    expect(new Set(panels).size).toBe(buttons.length);
    for (const [i, panel] of panels.entries()) {
      expect(panel.getAttribute("popover")).toBe("auto");
      // The panel follows its button in the item, so :hover on the item covers both, and Tab goes from one into the other.
      expect(buttons[i]!.nextElementSibling).toBe(panel);
      expect(panel.parentElement!.tagName).toBe("LI");
    }
  });

  it("the services panel has a column per category, named by its heading: the inMenu services in catalogue order", () => {
    renderHeader();
    const panel = popoverOf(trigger(servicesLabel));
    for (const category of ["cosmetic", "general"] as const) {
      const column = within(panel).getByRole("list", { name: categoryHeadings[category], ...HIDDEN });
      expect(namesAndPaths(within(column).getAllByRole("link", HIDDEN)), category).toEqual(inMenu(category).map((s) => [s.title, s.path]));
    }
    expect(within(panel).getAllByRole("link", HIDDEN)).toHaveLength(inMenu("cosmetic").length + inMenu("general").length);
  });

  it("each configured menu's panel lists its links, in order", () => {
    renderHeader();
    for (const menu of menus) {
      const links = within(popoverOf(trigger(menu.label))).getAllByRole("link", HIDDEN);
      expect(namesAndPaths(links), menu.label).toEqual(menu.links.map((l) => [l.name, l.path]));
    }
  });

  it("marks the current page in a panel, and only there", () => {
    const current = inMenu("general")[0]!;
    renderHeader(current.path);
    const marked = desktopNav().querySelectorAll('[aria-current="page"]');
    expect(namesAndPaths([...marked] as HTMLElement[])).toEqual([[current.title, current.path]]);
    expect(popoverOf(trigger(servicesLabel)).contains(marked[0]!)).toBe(true);
  });
});

describe("header, mobile menu", () => {
  const menuButton = () => within(mobileNav()).getByRole("button", { name: "Menu" });
  const panel = () => popoverOf(menuButton());
  /** The mobile panel's section for a menu: a <details> whose summary is the menu's label. */
  const section = (label: string) => {
    const found = [...panel().querySelectorAll("details")].filter((d) => d.querySelector(":scope > summary")!.textContent === label);
    expect(found, label).toHaveLength(1);
    return found[0]!;
  };

  it("has a menu button named Menu that shows a popover panel holding the main navigation", () => {
    renderHeader();
    expect(menuButton().getAttribute("aria-label")).toBe("Menu");
    expect(panel().getAttribute("popover")).toBe("auto");
    expect(within(panel()).getByRole("navigation", { name: "Main menu", ...HIDDEN })).toBeTruthy();
  });

  it("offers the direct links, marking the current page, then a closed section per menu, in order", () => {
    const current = direct[1]!;
    renderHeader(current.path);
    for (const link of direct) {
      const a = within(panel()).getByRole("link", { name: link.name, ...HIDDEN });
      expect(a.getAttribute("href")).toBe(link.path);
      expect(a.getAttribute("aria-current")).toBe(link === current ? "page" : null);
    }
    const sections = [...panel().querySelectorAll<HTMLDetailsElement>("nav > ul > li > details")];
    expect(sections.map((d) => d.querySelector("summary")!.textContent)).toEqual(menuLabels);
    for (const details of sections) expect(details.open).toBe(false);
  });

  it("each configured menu's section lists its links, in order", () => {
    renderHeader();
    for (const menu of menus) {
      const links = within(section(menu.label)).getAllByRole("link", HIDDEN);
      expect(namesAndPaths(links), menu.label).toEqual(menu.links.map((l) => [l.name, l.path]));
    }
  });

  it("the services section asks which category first: one exclusive, closed choice per category, each with its list and a way back", () => {
    renderHeader();
    const choices = [...section(servicesLabel).querySelectorAll("details")];
    expect(choices).toHaveLength(2);
    const group = choices[0]!.getAttribute("name");
    expect(group).toBeTruthy();
    for (const [i, category] of (["cosmetic", "general"] as const).entries()) {
      const choice = choices[i]!;
      expect(choice.getAttribute("name"), "one group: opening one closes the other").toBe(group);
      expect(choice.open).toBe(false);
      expect(summaryParts(choice.querySelector("summary")!)).toEqual([categoryHeadings[category], `Back to ${servicesLabel}`]);
      const list = within(choice).getByRole("list", { name: categoryHeadings[category], ...HIDDEN });
      expect(namesAndPaths(within(list).getAllByRole("link", HIDDEN)), category).toEqual(inMenu(category).map((s) => [s.title, s.path]));
    }
  });

  it("marks the current page inside its category's list", () => {
    const current = inMenu("cosmetic").at(-1)!;
    renderHeader(current.path);
    const marked = panel().querySelectorAll('[aria-current="page"]');
    expect(namesAndPaths([...marked] as HTMLElement[])).toEqual([[current.title, current.path]]);
    expect(marked[0]!.closest("details")!.querySelector("summary")!.textContent).toContain(categoryHeadings.cosmetic);
  });

  it("scrolls the services and menu lists within a maximum height", () => {
    renderHeader();
    const lists = [...panel().querySelectorAll("details ul")];
    expect(lists).toHaveLength(2 + menus.length);
    for (const list of lists) {
      expect(getComputedStyle(list).maxHeight).toBe("16rem");
      expect(getComputedStyle(list).overflowY).toBe("auto");
    }
  });
});
