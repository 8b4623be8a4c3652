import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import LinkListBlock from "../../engine/blocks/linkList";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("linkList block", () => {
  it("lists the links in the order given, each to its path", () => {
    const links = [
      { name: "Home", path: "/" },
      { name: "About Us", path: "/about" },
      { name: "For Dentists", path: "/for-dentists" },
      { name: "Cookie Policy", path: "/cookie-policy" },
    ];
    renderWithSite(<LinkListBlock block={parseBlock("linkList", { heading: "Sitemap", links })} />);
    const rendered = screen.getAllByRole("link");
    expect(rendered.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(links.map((l) => [l.name, l.path]));
    expect(rendered.every((a) => a.getAttribute("target") === null)).toBe(true);
  });
});
