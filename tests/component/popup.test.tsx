import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import PopupBlock from "../../engine/blocks/popup";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";
import { advance } from "../support/motion";

const site = fixtureSite();
const delay = site.timings.popupDelayMs;
const offer = parseBlock("popup", {
  heading: "Save up to £1000 on clear aligners",
  text: "Book a free consultation to find out more.",
  action: { kind: "offer", label: "Claim your offer" },
});

function renderPage() {
  return renderWithSite(
    <>
      <button type="button">Before</button>
      <PopupBlock block={offer} />
    </>,
  );
}

const dialog = () => screen.queryByRole("dialog");

describe("popup block", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not there at first, and appears after popupDelayMs, not before", () => {
    renderPage();
    expect(dialog()).toBeNull();
    advance(delay - 1);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).not.toBeNull();
  });

  it("is a modal dialog named by its heading, and focus moves into it", () => {
    renderPage();
    advance(delay);
    const box = screen.getByRole("dialog", { name: "Save up to £1000 on clear aligners" });
    expect(box.getAttribute("aria-modal")).toBe("true");
    expect(box.contains(document.activeElement)).toBe(true);
  });

  it("closes by its close button, named from closeLabel, and focus returns", () => {
    renderPage();
    const before = screen.getByRole("button", { name: "Before" });
    before.focus();
    advance(delay);
    fireEvent.click(screen.getByRole("button", { name: "Close offer" }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it("closes by Escape", () => {
    renderPage();
    advance(delay);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(dialog()).toBeNull();
  });

  it("closes by a press outside it, but not by a press inside it", () => {
    renderPage();
    advance(delay);
    const box = screen.getByRole("dialog");
    fireEvent.mouseDown(box.querySelector("p")!);
    expect(dialog()).not.toBeNull();
    fireEvent.mouseDown(box.parentElement!);
    expect(dialog()).toBeNull();
  });

  it("closes by its action, which opens the offer site in a new tab", () => {
    renderPage();
    advance(delay);
    const action = screen.getByRole("link", { name: /Claim your offer/ });
    expect(action.getAttribute("href")).toBe(site.links.offer);
    expect(action.getAttribute("target")).toBe("_blank");
    expect(action.getAttribute("rel")).toBe("noopener noreferrer");
    fireEvent.click(action);
    expect(dialog()).toBeNull();
  });

  it("appears once per page view: it does not come back after closing", () => {
    renderPage();
    advance(delay);
    fireEvent.click(screen.getByRole("button", { name: "Close offer" }));
    advance(60000);
    expect(dialog()).toBeNull();
  });

  it("keeps Tab inside the dialog", () => {
    renderPage();
    advance(delay);
    const close = screen.getByRole("button", { name: "Close offer" });
    const action = screen.getByRole("link", { name: /Claim your offer/ });
    action.focus();
    fireEvent.keyDown(action, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(action);
  });
});

describe("popup block, pre-rendered", () => {
  it("is not in the server-rendered HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const { AppShell } = await import("../../engine/app/App");
    const html = renderToString(
      <AppShell site={site}>
        <PopupBlock block={offer} />
      </AppShell>,
    );
    expect(html).not.toContain(offer.heading);
    expect(html).not.toContain("dialog");
  });
});
