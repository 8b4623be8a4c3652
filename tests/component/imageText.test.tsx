import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import ImageTextBlock from "../../engine/blocks/imageText";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("imageText block", () => {
  it("shows the heading, paragraphs, list, a lazy picture with its alt text and the actions", () => {
    const block = parseBlock("imageText", {
      eyebrow: "Meet the clinician",
      heading: "Dr Placeholder",
      paragraphs: ["First paragraph.", "Second paragraph."],
      list: ["Implants", "Sedation"],
      image: { src: "/images/team/placeholder.svg", alt: "Portrait of Dr Placeholder" },
      imageSide: "left",
      actions: [{ kind: "internal", to: "/for-dentists", label: "Back to For Dentists" }],
    });
    renderWithSite(<ImageTextBlock block={block} />);
    expect(screen.getByRole("region", { name: "Dr Placeholder" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Dr Placeholder" })).toBeTruthy();
    expect(screen.getByText("Meet the clinician")).toBeTruthy();
    expect(screen.getByText("Second paragraph.")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Implants", "Sedation"]);
    const img = screen.getByRole("img", { name: "Portrait of Dr Placeholder" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("width")).toBe("480");
    expect(img.getAttribute("height")).toBe("320");
    expect(screen.getByRole("link", { name: "Back to For Dentists" }).getAttribute("href")).toBe("/for-dentists");
  });
});
