import { describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { ResponsiveImg } from "../../engine/ui/ResponsiveImg";

vi.mock("virtual:site/images", () => ({
  default: {
    "/images/surgery.jpg": [1600, 900],
  },
}));

describe("ResponsiveImg", () => {
  it("offers a photo's AVIF and WebP variants, keeping the original as the fallback", () => {
    const { container } = render(<ResponsiveImg src="/images/surgery.jpg" alt="Our surgery" width={480} height={270} sizes="50vw" loading="lazy" />);
    const source = container.querySelector('picture > source[type="image/avif"]')!;
    expect(source.getAttribute("srcset")).toBe(
      "/_img/images/surgery-320.avif 320w, /_img/images/surgery-640.avif 640w, /_img/images/surgery-960.avif 960w, /_img/images/surgery-1280.avif 1280w, /_img/images/surgery-1600.avif 1600w",
    );
    expect(source.getAttribute("sizes")).toBe("50vw");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/images/surgery.jpg");
    expect(img.getAttribute("srcset")).toContain("/_img/images/surgery-320.webp 320w");
    expect(img.getAttribute("alt")).toBe("Our surgery");
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("offers an SVG's WebP drawings, keeping the SVG as the fallback", () => {
    const { container } = render(<ResponsiveImg src="/images/logo.svg" alt="Logo" width={260} height={64} sizes="11rem" />);
    expect(container.querySelector("source")).toBeNull();
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/images/logo.svg");
    // Shown 11rem (176 px) wide: 640 pixels are enough for a screen of three device pixels to a CSS pixel.
    expect(img.getAttribute("srcset")).toBe("/_img/images/logo-320.webp 320w, /_img/images/logo-640.webp 640w");
    expect(img.getAttribute("sizes")).toBe("11rem");
  });

  it("lists only the variants a picture of fixed width is ever chosen from, and every one for a width that varies", () => {
    const srcset = (sizes: string) => render(<ResponsiveImg src="/images/logo.svg" alt="" width={480} height={320} sizes={sizes} />).container.querySelector("img")!.getAttribute("srcset")!;
    const widths = (sizes: string) => srcset(sizes).split(", ").map((candidate) => candidate.split(" ")[1]);
    expect(widths("15rem")).toEqual(["320w", "640w", "960w"]);
    expect(widths("100px")).toEqual(["320w"]);
    expect(widths("700px")).toEqual(["320w", "640w", "960w", "1280w", "1920w"]);
    expect(widths("50vw")).toHaveLength(5);
    expect(widths("(min-width: 900px) 480px, 100vw")).toHaveLength(5);
  });

  it("renders a photo the build does not know as a plain <img>", () => {
    const { container } = render(<ResponsiveImg src="/images/elsewhere.png" alt="Elsewhere" width={200} height={60} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/elsewhere.png");
    expect(container.querySelector("img")!.hasAttribute("srcset")).toBe(false);
  });
});
