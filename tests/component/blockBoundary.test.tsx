import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { BlockBoundary } from "../../engine/blocks/BlockBoundary";

function Broken(): never {
  throw new Error("renderer exploded");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("BlockBoundary", () => {
  it("shows a placeholder naming the page and block in development, and reports it", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <BlockBoundary source="pages/veneers.json" index={3} type="faq"><Broken /></BlockBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toContain("pages/veneers.json, block 4 (faq): renderer exploded");
    expect(screen.getByText("The rest of the page")).toBeTruthy();
    expect(errors.mock.calls.some((call) => String(call[0]).includes("Block failed to render: pages/veneers.json, block 4 (faq)"))).toBe(true);
  });

  it("drops only the failing block in production, still reporting it", () => {
    vi.stubEnv("DEV", false);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <>
        <BlockBoundary source="pages/index.json" index={0} type="hero"><Broken /></BlockBoundary>
        <p>Still here</p>
      </>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.textContent).toBe("Still here");
    expect(errors.mock.calls.some((call) => String(call[0]).includes("pages/index.json, block 1 (hero)"))).toBe(true);
  });
});
