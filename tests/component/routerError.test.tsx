import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AppShell } from "../../engine/app/App";
import { SiteApp } from "../../engine/app/SiteApp";
import { createPageStore } from "../../engine/app/pageStore";
import { fixtureSite } from "../support/renderWithSite";

describe("router failure", () => {
  it("shows 'Unexpected Application Error!' when a page cannot be loaded, and keeps the header to leave by", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const pages = createPageStore(["/"], "404", async () => {
      throw new Error("the page data is missing");
    });
    // React retries a suspended render (the page data loading) only inside an awaited act().
    await act(async () => {
      render(
        <AppShell site={fixtureSite()}>
          <MemoryRouter initialEntries={["/"]}>
            <SiteApp pages={pages} />
          </MemoryRouter>
        </AppShell>,
      );
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("the page data is missing")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getAllByRole("banner").length).toBeGreaterThan(0);
  });
});

describe("page lookup", () => {
  const pages = createPageStore(["/", "/about", "/for-dentists/implants"], "404", async () => {
    throw new Error("not used");
  });

  it("maps a route's path, with or without a trailing slash, to its page", () => {
    expect(pages.keyFor("/")).toBe("/");
    expect(pages.keyFor("/about")).toBe("/about");
    expect(pages.keyFor("/about/")).toBe("/about");
    expect(pages.keyFor("/for-dentists/implants")).toBe("/for-dentists/implants");
  });

  it("maps any other path to the not-found page", () => {
    expect(pages.keyFor("/abou")).toBe("404");
    expect(pages.keyFor("/for-dentists")).toBe("404");
    expect(pages.keyFor("/about/team")).toBe("404");
  });
});
