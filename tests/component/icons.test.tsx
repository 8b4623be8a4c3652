import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { screen } from "@testing-library/react";
import HeroBlock from "../../engine/blocks/hero";
import BenefitsBlock from "../../engine/blocks/benefits";
import ContactCardsBlock from "../../engine/blocks/contactCards";
import DownloadsBlock from "../../engine/blocks/downloads";
import CtaBlock from "../../engine/blocks/cta";
import { Icon } from "../../engine/ui/icons";
import { iconSprite, iconsOfPage, iconsShownIn } from "../../engine/build/iconDrawings";
import { iconNamesOf } from "../../engine/build/iconNames";
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
const popup = parseBlock("popup", { heading: "Offer", text: "Whitening", closeLabel: "Close", action: { kind: "internal", to: "/", label: "See it", icon: "star" } });

describe("icons", () => {
  it("names the icons a page's JSON names and those its blocks draw on their own, and no others", () => {
    expect(iconNamesOf(page)).toEqual(["calendar", "clock", "download", "file-text", "map-pin", "phone", "sparkles", "zap"]);
    expect(iconNamesOf({ blocks: [benefits] })).toEqual(["clock", "sparkles"]);
  });

  it("every block shows each of its icons by reference to the page's sprite, hidden from assistive technology", () => {
    const { container } = renderWithSite(
      <>
        <HeroBlock block={hero} />
        <BenefitsBlock block={benefits} />
        <ContactCardsBlock block={contactCards} />
        <DownloadsBlock block={downloads} />
        <CtaBlock block={cta} />
      </>,
    );
    // 1 highlight + 2 details, 2 benefits, 2 contact cards, a download's card and link, the call to action's link.
    const uses = [...container.querySelectorAll("svg > use")];
    expect(uses).toHaveLength(10);
    expect(new Set(uses.map((use) => use.getAttribute("href")))).toEqual(new Set(iconNamesOf(page).map((name) => `#icon-${name}`)));
    for (const use of uses) {
      expect(use.parentElement!.getAttribute("aria-hidden")).toBe("true");
      // No focusable="false": only Internet Explorer and the old Edge made an <svg> a keyboard stop, and the site supports neither (package.json's browserslist).
      expect(use.parentElement!.hasAttribute("focusable")).toBe(false);
    }
    expect(screen.getByRole("link", { name: /Book online/ }).querySelectorAll("svg")).toHaveLength(1);
  });

  it("an icon is a small reference at the size asked: its drawing is never repeated where it is shown", () => {
    const html = renderToStaticMarkup(<Icon name="smile" size={22} />);
    expect(html).toBe('<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><use href="#icon-smile"></use></svg>');
  });

  it("the sprite draws each icon once, as lucide's shapes on a 24-unit grid (the stroke style is the page's, once)", () => {
    const sprite = iconSprite(["smile", "chevron-down"]);
    const box = document.createElement("div");
    box.innerHTML = sprite;
    expect(box.firstElementChild!.hasAttribute("hidden")).toBe(true);
    const smile = box.querySelector("symbol#icon-smile")!;
    expect(smile.getAttribute("viewBox")).toBe("0 0 24 24");
    expect([...smile.children].map((el) => el.tagName)).toEqual(["path", "path", "path", "circle"]);
    expect(sprite).not.toContain("stroke");
    expect(box.querySelectorAll("symbol")).toHaveLength(2);
    expect(sprite).not.toContain("key=");
    expect(iconSprite([])).toBe("");
  });

  it("a page's sprite holds what its HTML shows, what shows only once it runs, and nothing else", () => {
    const html = renderToStaticMarkup(<><Icon name="chevron-down" /><Icon name="chevron-down" /><Icon name="pause" /></>);
    expect(iconsShownIn(html)).toEqual(["chevron-down", "pause"]);
    // The play button replaces pause after a press; the pop-up and its action's icon are drawn only in the browser.
    expect(iconsOfPage(html, [benefits, popup])).toEqual(["chevron-down", "clock", "pause", "play", "sparkles", "star", "x"]);
    expect(iconsOfPage("", [])).toEqual([]);
    // A reference to a name outside the set is ignored, never written into the sprite.
    expect(iconsShownIn('<use href="#icon-nope"></use><use href="#icon-"></use>')).toEqual([]);
  });
});
