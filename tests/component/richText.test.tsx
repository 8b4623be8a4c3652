import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import RichTextBlock from "../../engine/blocks/richText";
import { AppShell } from "../../engine/app/App";
import { writeTodaysDate } from "../../engine/app/todaysDate";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const terms = parseBlock("richText", {
  showLastUpdated: true,
  sections: [
    { heading: "Appointments", body: ["Please cancel at least 24 hours ahead.", { list: ["By phone", "In person"] }] },
    { heading: "Steps", body: [{ list: ["Call", "Visit"], ordered: true }] },
  ],
});

describe("richText block", () => {
  afterEach(() => vi.useRealTimers());

  it("renders headed sections with paragraphs, bullet and numbered lists", () => {
    renderWithSite(<RichTextBlock block={terms} />);
    // No block heading: the sections' headings are the h2s.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Appointments", "Steps"]);
    expect(screen.getByText("Please cancel at least 24 hours ahead.").tagName).toBe("P");
    expect(document.querySelector("ul")?.textContent).toBe("By phoneIn person");
    expect(document.querySelector("ol")?.textContent).toBe("CallVisit");
  });

  it("uses h3 for sections under a block heading", () => {
    renderWithSite(<RichTextBlock block={{ ...terms, heading: "Terms of Service" }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Terms of Service" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("shows the visitor's date of today once the page's runtime has run", () => {
    renderWithSite(<RichTextBlock block={terms} />);
    writeTodaysDate(document, new Date(2026, 10, 22, 10, 0));
    expect(screen.getByText(/Last updated:/).textContent).toBe("Last updated: 22 November 2026");
    expect(screen.getByText("22 November 2026").getAttribute("dateTime")).toBe("2026-11-22");
  });

  it("pre-renders a stable placeholder instead of the build date", () => {
    const html = renderToString(
      <AppShell site={fixtureSite()}>
        <MemoryRouter>
          <RichTextBlock block={terms} />
        </MemoryRouter>
      </AppShell>,
    );
    expect(html).toContain("Last updated:");
    expect(html).toContain("today");
    expect(html).not.toMatch(/\d{4}/);
  });

  it("leaves out the date unless asked", () => {
    renderWithSite(<RichTextBlock block={{ ...terms, showLastUpdated: false }} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
