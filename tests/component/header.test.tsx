import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useLocation } from "react-router-dom";
import { Header } from "../../engine/layout/Header";
import { renderWithSite, loadSite } from "../support/renderWithSite";
import { mockMatchMedia } from "../support/blocks";

const site = loadSite();
const inMenu = (category: string) => site.services.filter((s) => s.category === category && s.inMenu);

function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The header on a page, with a link outside the menus to change route the way the page itself would. */
function renderHeader(path = "/") {
  return renderWithSite(
    <>
      <Header />
      <Where />
      <Link to="/pricing">Elsewhere</Link>
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

describe("header", () => {
  it("links the logo home, with the logo's text alternative", () => {
    renderHeader("/about");
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
  it("has the direct links Home and About, marking the current page", async () => {
    await renderDesktop("/about");
    const nav = desktopNav();
    expect(nav.getAttribute("aria-label")).toBe("Main");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    const about = within(nav).getByRole("link", { name: "About" });
    expect(about.getAttribute("href")).toBe("/about");
    expect(about.getAttribute("aria-current")).toBe("page");
  });

  it("has closed disclosure buttons for Services and the configured menus", async () => {
    await renderDesktop();
    for (const name of ["Services", "Quick Links", "Contact Us"]) {
      expect(trigger(name).getAttribute("aria-expanded")).toBe("false");
      expect(panelOf(trigger(name))).toBeNull();
    }
  });

  it("opens Services with two columns headed Cosmetic and General Services: the inMenu services in catalogue order (8 + 8)", async () => {
    await renderDesktop();
    fireEvent.click(trigger("Services"));
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("true");
    const panel = panelOf(trigger("Services"))!;
    const cosmetic = within(panel).getByRole("list", { name: "Cosmetic Services" });
    const general = within(panel).getByRole("list", { name: "General Services" });
    const links = (list: HTMLElement) => within(list).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links(cosmetic)).toEqual(inMenu("cosmetic").map((s) => [s.title, s.path]));
    expect(links(general)).toEqual(inMenu("general").map((s) => [s.title, s.path]));
    expect(links(cosmetic)).toHaveLength(8);
    expect(links(general)).toHaveLength(8);
  });

  it("lists Quick Links (7) and Contact Us (For Dentists, For Patients) from navigation.menus", async () => {
    await renderDesktop();
    fireEvent.click(trigger("Quick Links"));
    const quick = within(panelOf(trigger("Quick Links"))!).getAllByRole("link");
    expect(quick.map((a) => a.getAttribute("href"))).toEqual(["/finance-options", "/pricing", "/team", "/kids-zone", "/faq", "/new-patients", "/feedback"]);
    fireEvent.click(trigger("Contact Us"));
    const contact = within(panelOf(trigger("Contact Us"))!).getAllByRole("link");
    expect(contact.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["For Dentists", "/for-dentists"],
      ["For Patients", "/contact"],
    ]);
  });

  it("keeps one dropdown open at a time", async () => {
    await renderDesktop();
    fireEvent.click(trigger("Services"));
    fireEvent.click(trigger("Quick Links"));
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
    expect(trigger("Quick Links").getAttribute("aria-expanded")).toBe("true");
  });

  it("opens on mouse hover, and a click then keeps it open", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    await user.hover(trigger("Services"));
    await waitFor(() => expect(trigger("Services").getAttribute("aria-expanded")).toBe("true"));
    await user.click(trigger("Services"));
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("true");
    // Opened by hover, focus stays where the visitor put it.
    expect(panelOf(trigger("Services"))!.contains(document.activeElement)).toBe(false);
  });

  it("opens with Enter and moves focus to the first link; Escape closes it and returns focus to the button", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    trigger("Services").focus();
    await user.keyboard("{Enter}");
    const panel = panelOf(trigger("Services"))!;
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getAllByRole("link")[0]));
    await user.keyboard("{Escape}");
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger("Services"));
  });

  it("opens with Space and with ArrowDown too", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    trigger("Quick Links").focus();
    await user.keyboard(" ");
    expect(trigger("Quick Links").getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    trigger("Contact Us").focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("Contact Us").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement!.textContent).toBe("For Dentists");
  });

  it("closes when a press lands outside, and when focus tabs out of it", async () => {
    const user = userEvent.setup();
    await renderDesktop();
    fireEvent.click(trigger("Services"));
    await user.click(document.body);
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger("Contact Us"));
    const last = within(panelOf(trigger("Contact Us"))!).getByRole("link", { name: "For Patients" });
    fireEvent.blur(last, { relatedTarget: screen.getByRole("link", { name: "Elsewhere" }) });
    expect(trigger("Contact Us").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when one of its links is chosen, and goes there", async () => {
    await renderDesktop();
    fireEvent.click(trigger("Quick Links"));
    fireEvent.click(within(panelOf(trigger("Quick Links"))!).getByRole("link", { name: "Pricing" }));
    expect(path()).toBe("/pricing");
    expect(trigger("Quick Links").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a route change from elsewhere on the page", async () => {
    await renderDesktop();
    fireEvent.click(trigger("Services"));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(path()).toBe("/pricing");
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
  });
});

describe("header, desktop menu code loading", () => {
  it("pre-renders plain, closed buttons, and does not load the dropdown code on a narrow screen", async () => {
    renderHeader();
    expect(trigger("Services").getAttribute("aria-expanded")).toBe("false");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(desktopNav().dataset.enhanced).toBeUndefined();
  });

  it("loads it on a wide screen once the browser is idle", async () => {
    await renderDesktop();
    expect(desktopNav().dataset.enhanced).toBe("true");
  });

  it("carries out a keypress made before the code arrived: the menu opens with focus on its first link", async () => {
    renderHeader();
    trigger("Quick Links").focus();
    fireEvent.click(trigger("Quick Links")); // Enter on a button: a click without a pointer
    await waitFor(() => expect(trigger("Quick Links").getAttribute("aria-expanded")).toBe("true"));
    await waitFor(() => expect(document.activeElement!.textContent).toBe("Finance Options"));
  });

  it("carries out a mouse press made before the code arrived, keeping focus on the button", async () => {
    renderHeader();
    fireEvent.focus(trigger("Contact Us"));
    fireEvent.click(trigger("Contact Us"), { detail: 1 });
    await waitFor(() => expect(trigger("Contact Us").getAttribute("aria-expanded")).toBe("true"));
    expect(document.activeElement).toBe(trigger("Contact Us"));
  });
});

describe("header, mobile menu", () => {
  const menuButton = () => screen.getByRole("button", { name: /menu$/ });
  const panel = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;
  const section = (name: string) => within(panel()).getByRole("button", { name }) as HTMLButtonElement;

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

  it("offers Home, About and collapsed Services, Quick Links and Contact Us sections", () => {
    renderHeader();
    openMenu();
    expect(within(panel()).getByRole("link", { name: "Home" })).toBeTruthy();
    expect(within(panel()).getByRole("link", { name: "About" })).toBeTruthy();
    for (const name of ["Services", "Quick Links", "Contact Us"]) {
      expect(section(name).getAttribute("aria-expanded")).toBe("false");
      expect(document.getElementById(section(name).getAttribute("aria-controls")!)!.hidden).toBe(true);
    }
    fireEvent.click(section("Contact Us"));
    expect(section("Contact Us").getAttribute("aria-expanded")).toBe("true");
    expect(within(panel()).getByRole("link", { name: "For Patients" }).getAttribute("href")).toBe("/contact");
    fireEvent.click(section("Contact Us"));
    expect(within(panel()).queryByRole("link", { name: "For Patients" })).toBeNull();
  });

  it("asks Cosmetic or General Services first, then lists the choice with 'Back to Services'", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section("Services"));
    expect(within(panel()).queryByRole("button", { name: "Back to Services" })).toBeNull();
    fireEvent.click(within(panel()).getByRole("button", { name: "Cosmetic Services" }));
    const back = within(panel()).getByRole("button", { name: "Back to Services" });
    expect(document.activeElement).toBe(back);
    const list = within(panel()).getByRole("list", { name: "Cosmetic Services" });
    expect(within(list).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(inMenu("cosmetic").map((s) => s.path));
    expect(within(panel()).queryByRole("button", { name: "General Services" })).toBeNull();

    fireEvent.click(back);
    expect(within(panel()).queryByRole("list", { name: "Cosmetic Services" })).toBeNull();
    expect(document.activeElement).toBe(within(panel()).getByRole("button", { name: "Cosmetic Services" }));
    fireEvent.click(within(panel()).getByRole("button", { name: "General Services" }));
    expect(within(within(panel()).getByRole("list", { name: "General Services" })).getAllByRole("link")).toHaveLength(8);
  });

  it("scrolls the Services and Quick Links lists within a maximum height", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section("Quick Links"));
    fireEvent.click(section("Services"));
    fireEvent.click(within(panel()).getByRole("button", { name: "General Services" }));
    const quick = within(panel()).getByRole("link", { name: "Pricing" }).closest("ul")!;
    const services = within(panel()).getByRole("list", { name: "General Services" });
    for (const list of [quick, services]) {
      expect(getComputedStyle(list).maxHeight).toBe("16rem");
      expect(getComputedStyle(list).overflowY).toBe("auto");
    }
  });

  it("closes when a link is chosen", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section("Quick Links"));
    fireEvent.click(within(panel()).getByRole("link", { name: "FAQ" }));
    expect(path()).toBe("/faq");
    expect(panel().hidden).toBe(true);
    expect(menuButton().getAttribute("aria-label")).toBe("Open menu");
  });

  it("closes when the link to the current page is chosen (no route change)", () => {
    renderHeader("/about");
    openMenu();
    fireEvent.click(within(panel()).getByRole("link", { name: "About" }));
    expect(panel().hidden).toBe(true);
  });

  it("closes when a section's link to the current page is chosen", () => {
    renderHeader("/faq");
    openMenu();
    fireEvent.click(section("Quick Links"));
    fireEvent.click(within(panel()).getByRole("link", { name: "FAQ" }));
    expect(path()).toBe("/faq");
    expect(panel().hidden).toBe(true);
  });

  it("closes with Escape and gives focus back to the menu button", () => {
    renderHeader();
    openMenu();
    section("Services").focus();
    fireEvent.keyDown(section("Services"), { key: "Escape" });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it("on a route change closes the menu, collapses its sections and resets the Services choice", () => {
    renderHeader();
    openMenu();
    fireEvent.click(section("Services"));
    fireEvent.click(within(panel()).getByRole("button", { name: "Cosmetic Services" }));
    act(() => screen.getByRole("link", { name: "Elsewhere" }).click());
    expect(path()).toBe("/pricing");
    expect(panel().hidden).toBe(true);

    openMenu();
    expect(section("Services").getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(section("Services"));
    expect(within(panel()).getByRole("button", { name: "Cosmetic Services" })).toBeTruthy();
    expect(within(panel()).queryByRole("button", { name: "Back to Services" })).toBeNull();
  });
});
