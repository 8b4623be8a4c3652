import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import FaqBlock from "../../engine/blocks/faq";
import { fixtureSite, renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const faq = parseBlock("faq", {
  heading: "Frequently asked questions",
  items: [
    { question: "Can I visit before joining?", answer: "Yes, you are welcome to look around." },
    { question: "What are your opening hours?", answer: ["Monday to Friday: 8:00 AM to 6:00 PM", "Saturday: 8:00 AM to 1:00 PM", "Sunday: closed"] },
    { question: "Do you take walk-ins?", answer: "Call us first." },
  ],
});

const question = (name: string) => screen.getByRole("button", { name });
/** The accordion's open answers (the block's own <section> is a region too, so count the panels). */
const openPanels = () => [...document.querySelectorAll<HTMLElement>('div[role="region"]')].filter((panel) => !panel.hidden);
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

describe("faq block (Accordion)", () => {
  it("renders each question as a button inside a heading, all closed, answers hidden but in the HTML", () => {
    renderWithSite(<FaqBlock block={faq} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeTruthy();
    for (const item of faq.items) {
      const button = question(item.question);
      expect(button.closest("h3")).not.toBeNull();
      expect(button.getAttribute("aria-expanded")).toBe("false");
      const panel = panelOf(button);
      expect(panel.hidden).toBe(true);
      expect(panel.textContent).not.toBe("");
    }
  });

  it("opens an answer as a region labelled by its question", () => {
    renderWithSite(<FaqBlock block={faq} />);
    fireEvent.click(question("Can I visit before joining?"));
    const region = screen.getByRole("region", { name: "Can I visit before joining?" });
    expect(region.hidden).toBe(false);
    expect(region.textContent).toBe("Yes, you are welcome to look around.");
    expect(question("Can I visit before joining?").getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps one item open at a time", () => {
    renderWithSite(<FaqBlock block={faq} />);
    fireEvent.click(question("Can I visit before joining?"));
    fireEvent.click(question("Do you take walk-ins?"));
    expect(question("Can I visit before joining?").getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(question("Can I visit before joining?")).hidden).toBe(true);
    expect(question("Do you take walk-ins?").getAttribute("aria-expanded")).toBe("true");
    expect(openPanels()).toHaveLength(1);
  });

  it("closes the open item when its question is pressed again", () => {
    renderWithSite(<FaqBlock block={faq} />);
    fireEvent.click(question("Do you take walk-ins?"));
    fireEvent.click(question("Do you take walk-ins?"));
    expect(question("Do you take walk-ins?").getAttribute("aria-expanded")).toBe("false");
    expect(openPanels()).toHaveLength(0);
  });

  it("shows an answer given as lines as separate paragraphs", () => {
    renderWithSite(<FaqBlock block={faq} />);
    fireEvent.click(question("What are your opening hours?"));
    const region = screen.getByRole("region", { name: "What are your opening hours?" });
    expect([...within(region).getAllByText(/day/)].map((p) => p.tagName)).toEqual(["P", "P", "P"]);
  });

  it("shows the opening hours from site.config.json under an answer that asks for them", () => {
    const block = parseBlock("faq", {
      heading: "Visiting us",
      items: [{ question: "When are you open?", answer: "Six days a week:", openingHours: true }],
    });
    const site = fixtureSite((s) => ({ ...s, openingHours: [{ days: ["Saturday"], label: "Saturday", opens: "09:30", closes: "12:00" }] }));
    renderWithSite(<FaqBlock block={block} />, { site });
    fireEvent.click(question("When are you open?"));
    const region = screen.getByRole("region", { name: "When are you open?" });
    expect(region.textContent).toBe("Six days a week:Saturday9:30 AM – 12:00 PM");
  });
});

describe("faq block, pre-rendered", () => {
  it("puts every answer in the server-rendered HTML, hidden", async () => {
    const { renderToString } = await import("react-dom/server");
    const { AppShell } = await import("../../engine/app/App");
    const html = renderToString(
      <AppShell site={fixtureSite()}>
        <FaqBlock block={faq} />
      </AppShell>,
    );
    expect(html).toContain("Yes, you are welcome to look around.");
    expect(html).toContain("Sunday: closed");
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(3);
  });
});
