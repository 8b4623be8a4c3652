import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import HeroBlock from "../../engine/blocks/hero";
import BenefitsBlock from "../../engine/blocks/benefits";
import ContactCardsBlock from "../../engine/blocks/contactCards";
import DownloadsBlock from "../../engine/blocks/downloads";
import CtaBlock from "../../engine/blocks/cta";
import { Icon } from "../../engine/ui/icons";
import { iconDrawingsOf, iconNamesOf } from "../../engine/build/iconDrawings";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const hero = parseBlock("hero", {
  heading: "Emergency dental care",
  highlights: [{ icon: "zap", text: "Seen the same day" }],
  details: ["address", "phone"],
});
const benefits = parseBlock("benefits", { heading: "Why veneers", items: [{ icon: "sparkles", title: "Natural look" }, { icon: "clock", title: "Quick" }, { title: "No icon" }] });
const contactCards = parseBlock("contactCards", { heading: "Find us", cards: ["phone", "openingHours"] });
const downloads = parseBlock("downloads", { heading: "Forms", items: [{ label: "Medical history form", href: "/documents/medical-history.pdf" }] });
const cta = parseBlock("cta", { heading: "Ready?", actions: [{ kind: "booking", label: "Book online", icon: "calendar" }] });
const page = { blocks: [hero, benefits, contactCards, downloads, cta] };

afterEach(() => vi.restoreAllMocks());

describe("icons", () => {
  it("a page's data carries the drawings of the icons its JSON names and of those its blocks draw on their own, and no others", () => {
    expect(iconNamesOf(page)).toEqual(["calendar", "clock", "download", "file-text", "map-pin", "phone", "sparkles", "zap"]);
    expect(Object.keys(iconDrawingsOf({ blocks: [benefits] })).sort()).toEqual(["clock", "sparkles"]);
  });

  it("every block draws all its icons from its page's drawings alone", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const icons = iconDrawingsOf(page);
    const { container } = renderWithSite(
      <>
        <HeroBlock block={hero} />
        <BenefitsBlock block={benefits} />
        <ContactCardsBlock block={contactCards} />
        <DownloadsBlock block={downloads} />
        <CtaBlock block={cta} />
      </>,
      { icons },
    );
    expect(errors).not.toHaveBeenCalled();
    // 1 highlight + 2 details, 2 benefits, 2 contact cards, a download's card and link, the call to action's link.
    expect(container.querySelectorAll("svg.lucide")).toHaveLength(10);
    expect(screen.getByRole("link", { name: /Book online/ }).querySelectorAll("svg")).toHaveLength(1);
  });

  it("draws lucide's shapes on a 24-unit grid at the size asked, hidden from assistive technology", () => {
    const { container } = renderWithSite(<Icon name="smile" size={22} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("width")).toBe("22");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect([...svg.children].map((el) => el.tagName)).toEqual(["path", "path", "path", "circle"]);
  });

  it("an icon whose drawing did not come with the page is left out and named in the console", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderWithSite(<Icon name="zap" />, { icons: { clock: [["circle", { cx: "12", cy: "12", r: "10", key: "c" }]] } });
    expect(container.querySelector("svg")).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('The icon "zap" has no drawing'));
  });
});
