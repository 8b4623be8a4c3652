import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import DownloadsBlock from "../../engine/blocks/downloads";
import { ToastHost } from "../../engine/ui/toast";
import * as toast from "../../engine/ui/toast";
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

  it("asks for the 'Download Started' notice when the link is pressed", () => {
    const spy = vi.spyOn(toast, "showToast").mockImplementation(() => {});
    renderWithSite(<DownloadsBlock block={block} />);
    const link = screen.getByRole("link", { name: "Download PDF" });
    link.addEventListener("click", (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: "Download Started", description: "Your document download has started." }));
    spy.mockRestore();
  });

  it("shows the notice on screen once the toast host has loaded", async () => {
    renderWithSite(
      <>
        <DownloadsBlock block={block} />
        <ToastHost />
      </>,
    );
    const link = screen.getByRole("link", { name: "Download PDF" });
    link.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(link);
    expect(await screen.findByText("Download Started")).toBeTruthy();
    expect(screen.getByText("Your document download has started.")).toBeTruthy();
  });
});
