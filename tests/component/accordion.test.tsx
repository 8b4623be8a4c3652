/**
 * The FAQ accordion is HTML: <details> items sharing one name (the browser keeps one open at a time;
 * tests/browser/blocks.spec.ts checks that in Chromium, with and without scripts). Here: its markup.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
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

const items = () => [...document.querySelectorAll("details")];
const itemOf = (question: string) => items().find((item) => item.querySelector("summary")?.textContent === question)!;

describe("faq block", () => {
  it("renders each question as the summary of a closed <details>, all sharing one name, answers in the HTML", () => {
    renderWithSite(<FaqBlock block={faq} />);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeTruthy();
    expect(items().map((item) => item.querySelector("summary")?.textContent)).toEqual(faq.items.map((item) => item.question));
    const names = new Set(items().map((item) => item.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    for (const item of items()) {
      expect(item.open).toBe(false);
      expect(item.lastElementChild?.textContent).not.toBe("");
    }
  });

  it("gives two accordions on one page different names, so each keeps its own item open", () => {
    renderWithSite(
      <>
        <FaqBlock block={faq} />
        <FaqBlock block={faq} />
      </>,
    );
    expect(new Set(items().map((item) => item.getAttribute("name"))).size).toBe(2);
  });

  it("shows an answer given as lines as separate paragraphs", () => {
    renderWithSite(<FaqBlock block={faq} />);
    const answer = itemOf("What are your opening hours?");
    expect([...within(answer).getAllByText(/day/)].map((p) => p.tagName)).toEqual(["P", "P", "P"]);
  });

  it("shows the opening hours from site.config.json under an answer that asks for them", () => {
    const block = parseBlock("faq", {
      heading: "Visiting us",
      items: [{ question: "When are you open?", answer: "Six days a week:", openingHours: true }],
    });
    const site = fixtureSite((s) => ({ ...s, openingHours: [{ days: ["Saturday"], label: "Saturday", opens: "09:30", closes: "12:00" }] }));
    renderWithSite(<FaqBlock block={block} />, { site });
    expect(itemOf("When are you open?").lastElementChild?.textContent).toBe("Six days a week:Saturday9:30 AM – 12:00 PM");
  });
});

describe("faq block, pre-rendered", () => {
  it("puts every answer in the server-rendered HTML, closed", async () => {
    const { renderToString } = await import("react-dom/server");
    const { AppShell } = await import("../../engine/app/App");
    const html = renderToString(
      <AppShell site={fixtureSite()}>
        <FaqBlock block={faq} />
      </AppShell>,
    );
    expect(html).toContain("Yes, you are welcome to look around.");
    expect(html).toContain("Sunday: closed");
    expect(html.match(/<details [^>]*name="[^"]+"/g)).toHaveLength(3);
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});
