/**
 * The icons below a page's first screen come from one cached file (issue 51: the mean page's weight), while those
 * its first paint draws, and those islands draw again in the browser, stay in the page's own sprite.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, type AnyIconName } from "../../engine/ui/icons";
import { iconFile, withIconsFromFile } from "../../engine/build/iconFile";
import { iconsBelowFirstScreen } from "../../engine/build/iconNames";
import { contentHash } from "../../engine/build/sharedStyles";
import { parseBlock } from "../support/blocks";

const icon = (name: AnyIconName) => renderToStaticMarkup(createElement(Icon, { name }));
const FILE = "/assets/icons-test.svg";
/** The file of these tests holds every icon they draw below a first screen. */
const IN_FILE = new Set<AnyIconName>(["heart", "mail", "tooth", "star", "phone", "calendar"]);

const header = `<header class="bar"><button type="button">${icon("menu")}</button><div popover="auto" id="m"><a href="/">Home ${icon("chevron-down")}</a></div></header>`;
const block = (inside: string) => `<section class="band">${inside}</section>`;
const island = (inside: string) => `<div class="island" data-island="3"><section>${inside}</section></div>`;
const page = (...blocks: string[]) => `${header}<main>${blocks.join("")}</main><footer>${icon("mail")}</footer>`;

/** The icons the markup draws from the page's sprite, and those it draws from the file. */
function references(html: string) {
  const local = [...html.matchAll(/href="#icon-([\w-]+)"/g)].map((match) => match[1]);
  const fromFile = [...html.matchAll(/href="\/assets\/icons-test\.svg#icon-([\w-]+)"/g)].map((match) => match[1]);
  return { local: [...new Set(local)].sort(), fromFile: [...new Set(fromFile)].sort() };
}
const symbolsOf = (svg: string) => [...svg.matchAll(/<symbol id="icon-([\w-]+)"/g)].map((match) => match[1]).sort();

describe("icons drawn from the icon file", () => {
  it("keeps the header's and the first blocks' icons in the page's sprite, and draws the others from the file", () => {
    const { html, sprite } = withIconsFromFile(page(block(icon("phone")), block(icon("calendar")), block(icon("heart") + icon("tooth"))), FILE, IN_FILE, []);
    expect(references(html)).toEqual({ local: ["calendar", "chevron-down", "menu", "phone"], fromFile: ["heart", "mail", "tooth"] });
    expect(symbolsOf(sprite)).toEqual(["calendar", "chevron-down", "menu", "phone"]);
  });

  it("draws an icon further down from the sprite when the first screen already brings it there", () => {
    const { html, sprite } = withIconsFromFile(page(block(icon("phone")), block(""), block(icon("phone") + icon("star"))), FILE, IN_FILE, []);
    expect(references(html)).toEqual({ local: ["chevron-down", "menu", "phone"], fromFile: ["mail", "star"] });
    expect(symbolsOf(sprite)).toEqual(["chevron-down", "menu", "phone"]);
  });

  it("leaves an island's icons in the sprite, with those it shows once it runs, however far down it is", () => {
    // The pop-up is an island whose markup only the browser draws: its close button and its content's icon.
    const popup = parseBlock("popup", { heading: "Offer", text: "Whitening", closeLabel: "Close", action: { kind: "internal", to: "/", label: "See it", icon: "star" } });
    const { html, sprite } = withIconsFromFile(page(block(""), block(""), block(icon("heart")), island(icon("chevron-left") + icon("pause"))), FILE, IN_FILE, [popup]);
    expect(references(html)).toEqual({ local: ["chevron-down", "chevron-left", "menu", "pause"], fromFile: ["heart", "mail"] });
    // A carousel's play button replaces its pause button once pressed: the browser draws it from the sprite too.
    expect(symbolsOf(sprite)).toEqual(["chevron-down", "chevron-left", "menu", "pause", "play", "star", "x"]);
  });

  it("leaves in the sprite an icon below the first screen that the file does not hold", () => {
    const { html, sprite } = withIconsFromFile(page(block(""), block(""), block(icon("heart") + icon("chevron-right"))), FILE, new Set(["heart"]), []);
    expect(references(html)).toEqual({ local: ["chevron-down", "chevron-right", "mail", "menu"], fromFile: ["heart"] });
    expect(symbolsOf(sprite)).toEqual(["chevron-down", "chevron-right", "mail", "menu"]);
  });

  it("the file holds only the icons the pages name below their first screen, and is named by its content", () => {
    const pageOf = (...blocks: unknown[]) => ({ page: { blocks: blocks as never[] } });
    const highlights = (...icons: string[]) => parseBlock("benefits", { heading: "Why", items: icons.map((icon, at) => ({ icon, title: `Point ${at}` })) });
    const downloads = parseBlock("downloads", { heading: "Forms", items: [{ label: "Form", href: "/documents/form.pdf" }] });
    const pages = [
      pageOf(highlights("tooth"), highlights("star"), highlights("heart", "clock")),
      pageOf(highlights("moon"), highlights("moon"), downloads),
      pageOf(highlights("baby")),
    ];
    // The first two blocks of each page are its first screen: their icons stay in its sprite and are not in the file.
    expect(iconsBelowFirstScreen(pages)).toEqual(["clock", "download", "file-text", "heart"]);
    const { file, svg, names } = iconFile(iconsBelowFirstScreen(pages))!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbolsOf(svg)).toEqual(["clock", "download", "file-text", "heart"]);
    expect(names).toEqual(["clock", "download", "file-text", "heart"]);
    expect(file).toBe(`assets/icons-${contentHash(svg)}.svg`);
    // Another set of icons is another file; no icon below any first screen, no file.
    expect(iconFile(["clock", "heart"])!.file).not.toBe(file);
    expect(iconFile(iconsBelowFirstScreen([pages[2]!]))).toBeUndefined();
  });
});
