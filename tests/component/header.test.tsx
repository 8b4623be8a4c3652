import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useLocation } from "react-router-dom";
import { Header } from "../../engine/layout/Header";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { mockMatchMedia } from "../support/blocks";

// Every name, path and count below comes from the fixture site's navigation and services catalogue.
const site = fixtureSite();
const { direct, menus, servicesLabel, categoryHeadings } = site.navigation;
const [firstMenu, secondMenu] = menus as [(typeof menus)[number], (typeof menus)[number]];
const inMenu = (category: "cosmetic" | "general") => site.services.filter((s) => s.category === category && s.inMenu);
const ELSEWHERE = "/somewhere-else";

function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The header on a page, with a link outside the menus to change route the way the page itself would. */
function renderHeader(path = "/") {
  return renderWithSite(
    <>
      <Header />
      <Where />
      <Link to={ELSEWHERE}>Elsewhere</Link>
    </>,
    { path },
  );
}

let restoreMedia: (() => void) | undefined;
afterEach(() => {
  restoreMedia?.();
  restoreMedia = undefined;
});

/** The header on a wide screen, once its dropdown code has arrived (it loads when the browser is idle). */
async function renderDesktop(path = "/") {
  restoreMedia = mockMatchMedia("min-width: 64rem");
  const view = renderHeader(path);
  await waitFor(() => expect(desktopNav().dataset.enhanced).toBe("true"));
  return view;
}

const desktopNav = () => document.querySelector<HTMLElement>('[data-nav="desktop"]')!;
const trigger = (name: string) => within(desktopNav()).getByRole("button", { name }) as HTMLButtonElement;
const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
};
const path = () => screen.getByRole("status", { name: "Current path" }).textContent;
const namesAndPaths = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute("href")]);

it("the fixture exercises what the menus must leave out and tell apart", () => {
  expect(site.services.some((s) => !s.inMenu), "a service kept out of the menu").toBe(true);
  expect(inMenu("cosmetic").length).not.toBe(inMenu("general").length);
  expect(menus.length).toBeGreaterThanOrEqual(2);
  expect(firstMenu.links.length).toBeGreaterThanOrEqual(3);
  expect(direct.length).toBeGreaterThanOrEqual(2);
});

describe("header", () => {
  it("links the logo home, with the logo's text alternative", () => {
    renderHeader(direct[1]!.path);
    const logo = screen.getByRole("img", { name: site.logo.alt });
    expect(logo.getAttribute("src")).toBe(site.logo.src);
    expect(logo.closest("a")!.getAttribute("href")).toBe("/");
  });

  it("is a fixed bar", () => {
    renderHeader();
    expect(getComputedStyle(screen.getByRole("banner")).position).toBe("fixed");
  });
});

describe("header, desktop menus", () => {
  it("has the direct links from navigation.direct, marking the current page", async () => {
    const current = direct[1]!;
    await renderDesktop(current.path);
    const nav = desktopNav();
    expect(nav.getAttribute("aria-label")).toBe("Main");
    for (const link of direct) {
      const a = within(nav).getByRole("link", { name: link.name });
      expect(a.getAttribute("href")).toBe(link.path);
      expect(a.getAttribute("aria-current")).toBe(link === current ? "page" : null);
    }
  });

  it("has closed disclosure buttons for the services menu and each configured menu", async () => {
    await renderDesktop();
    for (const name of [servicesLabel, ...menus.map((m) => m.label)]) {
      expect(trigger(name).getAttribute("aria-expanded")).toBe("false");
      expect(panelOf(trigger(name))).toBeNull();
    }
  });

  it("opens the services menu with a column per category, named by its heading: the inMenu services in catalogue order", async () => {
    await renderDesktop();
    fireEvent.click(trigger(servicesLabel));
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("true");
    const panel = panelOf(trigger(servicesLabel))!;
    for (const category of ["cosmetic", "general"] as const) {
      const column = within(panel).getByRole("list", { name: categoryHeadings[category] });
      expect(namesAndPaths(within(column).getAllByRole("link")), category).toEqual(inMenu(category).map((s) => [s.title, s.path]));
    }
  });

  it("lists each configured menu's links, in order", async () => {
    await renderDesktop();
    for (const menu of menus) {
      fireEvent.click(trigger(menu.label));
      const links = within(panelOf(trigger(menu.label))!).getAllByRole("link");
      expect(namesAndPaths(links), menu.label).toEqual(menu.links.map((l) => [l.name, l.path]));
    }
  });

  it("keeps one dropdown open at a time", async () => {
    await renderDesktop();
    fireEvent.click(trigger(servicesLabel));
    fireEvent.click(trigger(firstMenu.label));
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("false");
    expect(trigger(firstMenu.label).getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on mouse hover, and a click then keeps it open", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    await user.hover(trigger(servicesLabel));
    await waitFor(() => expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("true"));
    await user.click(trigger(servicesLabel));
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("true");
    // Opened by hover, focus stays where the visitor put it.
    expect(panelOf(trigger(servicesLabel))!.contains(document.activeElement)).toBe(false);
  });

  it("opens with Enter and moves focus to the first link; Escape closes it and returns focus to the button", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    trigger(servicesLabel).focus();
    await user.keyboard("{Enter}");
    const panel = panelOf(trigger(servicesLabel))!;
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getAllByRole("link")[0]));
    await user.keyboard("{Escape}");
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger(servicesLabel));
  });

  it("opens with Space and with ArrowDown too", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    trigger(firstMenu.label).focus();
    await user.keyboard(" ");
    expect(trigger(firstMenu.label).getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    trigger(secondMenu.label).focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger(secondMenu.label).getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement!.textContent).toBe(secondMenu.links[0]!.name);
  });

  it("closes when a press lands outside, and when focus tabs out of it", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    fireEvent.click(trigger(servicesLabel));
    await user.click(document.body);
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger(secondMenu.label));
    const last = within(panelOf(trigger(secondMenu.label))!).getByRole("link", { name: secondMenu.links.at(-1)!.name });
    fireEvent.blur(last, { relatedTarget: screen.getByRole("link", { name: "Elsewhere" }) });
    expect(trigger(secondMenu.label).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when one of its links is chosen, and goes there", async () => {
    const chosen = firstMenu.links[1]!;
    await renderDesktop();
    fireEvent.click(trigger(firstMenu.label));
    fireEvent.click(within(panelOf(trigger(firstMenu.label))!).getByRole("link", { name: chosen.name }));
    expect(path()).toBe(chosen.path);
    expect(trigger(firstMenu.label).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a route change from elsewhere on the page", async () => {
    await renderDesktop();
    fireEvent.click(trigger(servicesLabel));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(path()).toBe(ELSEWHERE);
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("header, desktop menu code loading", () => {
  it("pre-renders plain, closed buttons, and does not load the dropdown code on a narrow screen", async () => {
    renderHeader();
    expect(trigger(servicesLabel).getAttribute("aria-expanded")).toBe("false");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(desktopNav().dataset.enhanced).toBeUndefined();
  });

  it("loads it on a wide screen once the browser is idle", async () => {
    await renderDesktop();
    expect(desktopNav().dataset.enhanced).toBe("true");
  });

  it("carries out a keypress made before the code arrived: the menu opens with focus on its first link", async () => {
    renderHeader();
    trigger(firstMenu.label).focus();
    fireEvent.click(trigger(firstMenu.label)); // Enter on a button: a click without a pointer
    await waitFor(() => expect(trigger(firstMenu.label).getAttribute("aria-expanded")).toBe("true"));
    await waitFor(() => expect(document.activeElement!.textContent).toBe(firstMenu.links[0]!.name));
  });

  it("carries out a mouse press made before the code arrived, keeping focus on the button", async () => {
    renderHeader();
    fireEvent.focus(trigger(secondMenu.label));
    fireEvent.click(trigger(secondMenu.label), { detail: 1 });
    await waitFor(() => expect(trigger(secondMenu.label).getAttribute("aria-expanded")).toBe("true"));
    expect(document.activeElement).toBe(trigger(secondMenu.label));
  });
});

describe("header, mobile menu", () => {
  const menuButton = () => screen.getByRole("button", { name: /menu$/ });
  const panel = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;
  const section = (name: string) => within(panel()).getByRole("button", { name }) as HTMLButtonElement;
  const back = `Back to ${servicesLabel}`;

  function openMenu() {
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    return panel();
  }

  it("has a menu button that opens and closes the panel", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("Close menu");
    expect(panel().hidden).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(panel().hidden).toBe(true);
  });

  it("offers the direct links and collapsed sections for the services and each configured menu", () => {
    renderHeader();
    openMenu();
    for (const link of direct) expect(within(panel()).getByRole("link", { name: link.name }).getAttribute("href")).toBe(link.path);
    for (const name of [servicesLabel, ...menus.map((m) => m.label)]) {
      expect(section(name).getAttribute("aria-expanded")).toBe("false");
      expect(document.getElementById(section(name).getAttribute("aria-controls")!)!.hidden).toBe(true);
    }
    const link = secondMenu.links.at(-1)!;
    fireEvent.click(section(secondMenu.label));
    expect(section(secondMenu.label).getAttribute("aria-expanded")).toBe("true");
    expect(within(panel()).getByRole("link", { name: link.name }).getAttribute("href")).toBe(link.path);
    fireEvent.click(section(secondMenu.label));
    expect(within(panel()).queryByRole("link", { name: link.name })).toBeNull();
  });

  it("asks which category first, then lists the choice with 'Back to' the services menu", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section(servicesLabel));
    expect(within(panel()).queryByRole("button", { name: back })).toBeNull();
    fireEvent.click(within(panel()).getByRole("button", { name: categoryHeadings.cosmetic }));
    const backButton = within(panel()).getByRole("button", { name: back });
    expect(document.activeElement).toBe(backButton);
    const list = within(panel()).getByRole("list", { name: categoryHeadings.cosmetic });
    expect(within(list).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(inMenu("cosmetic").map((s) => s.path));
    expect(within(panel()).queryByRole("button", { name: categoryHeadings.general })).toBeNull();

    fireEvent.click(backButton);
    expect(within(panel()).queryByRole("list", { name: categoryHeadings.cosmetic })).toBeNull();
    expect(document.activeElement).toBe(within(panel()).getByRole("button", { name: categoryHeadings.cosmetic }));
    fireEvent.click(within(panel()).getByRole("button", { name: categoryHeadings.general }));
    const general = within(panel()).getByRole("list", { name: categoryHeadings.general });
    expect(within(general).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(inMenu("general").map((s) => s.path));
  });

  it("scrolls the services and menu lists within a maximum height", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section(firstMenu.label));
    fireEvent.click(section(servicesLabel));
    fireEvent.click(within(panel()).getByRole("button", { name: categoryHeadings.general }));
    const menuList = within(panel()).getByRole("link", { name: firstMenu.links[1]!.name }).closest("ul")!;
    const services = within(panel()).getByRole("list", { name: categoryHeadings.general });
    for (const list of [menuList, services]) {
      expect(getComputedStyle(list).maxHeight).toBe("16rem");
      expect(getComputedStyle(list).overflowY).toBe("auto");
    }
  });

  it("closes when a link is chosen", () => {
    const chosen = firstMenu.links[2]!;
    renderHeader();
    openMenu();
    fireEvent.click(section(firstMenu.label));
    fireEvent.click(within(panel()).getByRole("link", { name: chosen.name }));
    expect(path()).toBe(chosen.path);
    expect(panel().hidden).toBe(true);
    expect(menuButton().getAttribute("aria-label")).toBe("Open menu");
  });

  it("closes when the link to the current page is chosen (no route change)", () => {
    const current = direct[1]!;
    renderHeader(current.path);
    openMenu();
    fireEvent.click(within(panel()).getByRole("link", { name: current.name }));
    expect(panel().hidden).toBe(true);
  });

  it("closes when a section's link to the current page is chosen", () => {
    const current = firstMenu.links[2]!;
    renderHeader(current.path);
    openMenu();
    fireEvent.click(section(firstMenu.label));
    fireEvent.click(within(panel()).getByRole("link", { name: current.name }));
    expect(path()).toBe(current.path);
    expect(panel().hidden).toBe(true);
  });

  it("closes with Escape and gives focus back to the menu button", () => {
    renderHeader();
    openMenu();
    section(servicesLabel).focus();
    fireEvent.keyDown(section(servicesLabel), { key: "Escape" });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it("on a route change closes the menu, collapses its sections and resets the category choice", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section(servicesLabel));
    fireEvent.click(within(panel()).getByRole("button", { name: categoryHeadings.cosmetic }));
    act(() => screen.getByRole("link", { name: "Elsewhere" }).click());
    expect(path()).toBe(ELSEWHERE);
    expect(panel().hidden).toBe(true);

    openMenu();
    expect(section(servicesLabel).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(section(servicesLabel));
    expect(within(panel()).getByRole("button", { name: categoryHeadings.cosmetic })).toBeTruthy();
    expect(within(panel()).queryByRole("button", { name: back })).toBeNull();
  });
});
