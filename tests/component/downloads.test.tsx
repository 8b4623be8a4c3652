import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import DownloadsBlock from "../../engine/blocks/downloads";
import { handleDeclaredActions } from "../../engine/app/declaredActions";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const block = parseBlock("downloads", {
  heading: "Complaints procedure",
  items: [{ label: "Complaints Procedure", description: "How we handle complaints.", href: "/documents/complaints-procedure.pdf" }],
});

describe("downloads block", () => {
  it("offers each document as a download link", () => {
    renderWithSite(<DownloadsBlock block={block} />);
    expect(screen.getByRole("heading", { level: 3, name: "Complaints Procedure" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download PDF" });
    expect(link.getAttribute("href")).toBe("/documents/complaints-procedure.pdf");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("shows the 'Download Started' notice when the link is pressed, through the page's runtime", async () => {
    handleDeclaredActions(document);
    renderWithSite(<DownloadsBlock block={block} />);
    const link = screen.getByRole("link", { name: "Download PDF" });
    link.addEventListener("click", (e) => e.preventDefault()); // jsdom cannot download
    fireEvent.click(link);
    // The toasts mount in a root of their own on first use (engine/ui/Toasts.tsx).
    expect(await screen.findByText("Download Started")).toBeTruthy();
    expect(screen.getByText("Your document download has started.")).toBeTruthy();
  });
});
