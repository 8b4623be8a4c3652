/**
 * The header drawn once per site is put in every page with that page's links marked, which is right only if the
 * current page changes nothing else in it: a header that shows the current page otherwise is refused at once,
 * rather than built into pages that are wrong.
 */
import { createElement as h } from "react";
import { describe, expect, it, vi } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { drawParts } from "../../engine/app/drawFrameParts";
import { useCurrentPage } from "../../engine/app/currentPath";
import { PlainLink } from "../../engine/layout/menuTrigger";
import { FIXTURE } from "../support/tempSite";

const shows = vi.hoisted(() => ({ moreThanMarks: false }));

function HereNote() {
  const { current } = useCurrentPage("/contact");
  return h("p", null, current ? "You are on the contact page" : "Contact us");
}

vi.mock("../../engine/layout/Header", () => ({
  Header: () => h("header", null, h(PlainLink, { to: "/contact" }, "Contact"), shows.moreThanMarks && h(HereNote)),
}));

const { site } = validateProject(FIXTURE);

describe("a header drawn once per site", () => {
  it("is drawn when only its links' marks depend on the page", () => {
    shows.moreThanMarks = false;
    expect(drawParts(site!).header.tags).toHaveLength(1);
  });

  it("is refused when it shows the page being drawn in more than its links' marks", () => {
    shows.moreThanMarks = true;
    expect(() => drawParts(site!)).toThrow(/header or footer/);
  });
});
