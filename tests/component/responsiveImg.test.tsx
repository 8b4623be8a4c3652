import { describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { ResponsiveImg } from "../../engine/ui/ResponsiveImg";

vi.mock("virtual:site/images", () => ({
  default: {
    "/images/surgery.jpg": {
      width: 1600,
      height: 900,
      sources: {
        avif: "/_img/images/surgery-320.avif 320w, /_img/images/surgery-1600.avif 1600w",
        webp: "/_img/images/surgery-320.webp 320w, /_img/images/surgery-1600.webp 1600w",
      },
    },
  },
}));

describe("ResponsiveImg", () => {
  it("offers a photo's AVIF and WebP variants, keeping the original as the fallback", () => {
    const { container } = render(<ResponsiveImg src="/images/surgery.jpg" alt="Our surgery" width={480} height={270} sizes="50vw" loading="lazy" />);
    const source = container.querySelector('picture > source[type="image/avif"]')!;
    expect(source.getAttribute("srcset")).toContain("surgery-1600.avif 1600w");
    expect(source.getAttribute("sizes")).toBe("50vw");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/images/surgery.jpg");
    expect(img.getAttribute("srcset")).toContain("surgery-320.webp 320w");
    expect(img.getAttribute("alt")).toBe("Our surgery");
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("renders a picture without variants (an SVG) as a plain <img>", () => {
    const { container } = render(<ResponsiveImg src="/images/logo.svg" alt="Logo" width={200} height={60} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/logo.svg");
    expect(container.querySelector("img")!.hasAttribute("srcset")).toBe(false);
  });
});
