import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import NotFoundBlock from "../../engine/blocks/notFound";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("notFound block", () => {
  it("shows 404, the page's h1 and a link home", () => {
    const block = parseBlock("notFound", { code: "404", heading: "Oops! Page not found", action: { kind: "internal", to: "/", label: "Return to Home" } });
    renderWithSite(<NotFoundBlock block={block} />, { path: "/no-such-page" });
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });
});
