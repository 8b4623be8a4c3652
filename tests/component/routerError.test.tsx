import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppShell } from "../../engine/app/App";
import { createRoutes } from "../../engine/app/routes";
import { loadSite } from "../support/renderWithSite";

describe("router failure", () => {
  it("shows 'Unexpected Application Error!' when a page cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const routes = createRoutes(["/"], "404", async () => {
      throw new Error("the page data is missing");
    });
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    render(<AppShell site={loadSite()}><RouterProvider router={router} /></AppShell>);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("the page data is missing")).toBeTruthy();
  });
});
