/**
 * The shared file's rules a page carries inline for its first screen (issue 51) are what a still first paint shows,
 * and no more: every byte of them is in every page.
 */
import { describe, expect, it } from "vitest";
import { firstScreenStyles } from "../../engine/build/firstScreenStyles";
import type { FrameStyles } from "../../engine/build/sharedStyles";

function frameOf(rules: string[], names: string[]): FrameStyles {
  return { file: "assets/frame-test.css", css: rules.join("\n"), rules: new Set(rules), names: new Set(names) };
}

const inline = (frame: FrameStyles, html: string) => /<style data-first-screen>([^<]*)<\/style>/.exec(firstScreenStyles(frame, html))?.[1] ?? "";

const page = (firstBlock: string) =>
  `<header class="sc-h-0 bar"><a href="/" class="sc-l-0 logo">Home</a><button type="button" class="sc-b-0 menuButton">Menu</button></header>` +
  `<main class="sc-m-0 area">${firstBlock}<section class="sc-s-0 band"><p>Second</p></section><section class="sc-f-0 further"><p>Third</p></section></main>`;

describe("the first screen's copy of the shared file's rules", () => {
  const base = [
    "body{margin:0;color:#222;}",
    ".preview-note{margin:0;background:#7a4d00;}",
    "section:has(> .preview-note){position:sticky;top:4rem;}",
    ".visually-hidden{position:absolute!important;width:1px;}",
    "[popover]:not(.\\:popover-open){display:none;}",
  ];
  const frame = frameOf(base, []);

  it("copies a base style for a class only where an element of the first screen carries that class", () => {
    const plain = inline(frame, page(`<section class="sc-s-0 band"><h1>Title</h1></section>`));
    expect(plain).toContain("body{margin:0;color:#222;}");
    expect(plain).toContain("[popover]:not(.\\:popover-open){display:none;}");
    expect(plain).not.toContain("preview-note");
    expect(plain).not.toContain(".visually-hidden");

    const noted = inline(frame, page(`<section><p class="preview-note">A preview</p></section><section class="sc-s-0 band"><h1 class="visually-hidden">Title</h1></section>`));
    expect(noted).toContain(".preview-note{margin:0;background:#7a4d00;}");
    expect(noted).toContain("section:has(> .preview-note){position:sticky;top:4rem;}");
    expect(noted).toContain(".visually-hidden{position:absolute!important;width:1px;}");
  });

  it("leaves out the declarations a still first paint does not show, and rules left with none", () => {
    const rules = [
      "body{margin:0;}",
      ".menuButton{display:inline-flex;cursor:pointer;transition:color 0.2s ease;color:#0b5d66;}",
      ".menuButton svg{transition:transform 0.2s ease;}",
      ".logo{anchor-name:--nav-logo;}",
      "@media (min-width: 64rem){.menuButton{display:none;cursor:default;}}",
      "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;scroll-behavior:auto!important;}}",
    ];
    const css = inline(frameOf(rules, ["sc-b-0:menuButton", "sc-l-0:logo"]), page(`<section class="sc-s-0 band"><h1>Title</h1></section>`));
    expect(css).toBe("body{margin:0;}.menuButton{display:inline-flex;color:#0b5d66;}@media (min-width: 64rem){.menuButton{display:none;}}");
  });

  it("keeps the reduced-motion override of animations when a copied rule animates", () => {
    const rules = [
      ".band{animation:rise 0.4s ease;}",
      "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}}",
    ];
    const css = inline(frameOf(rules, ["sc-s-0:band"]), page(`<section class="sc-s-0 band"><h1>Title</h1></section>`));
    expect(css).toBe(".band{animation:rise 0.4s ease;}@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;}}");
  });

  it("still copies nothing of what is further down than the first blocks", () => {
    const css = inline(frameOf(["body{margin:0;}", ".further{padding:3rem;}"], ["sc-f-0:further"]), page(`<section class="sc-s-0 band"><h1>Title</h1></section>`));
    expect(css).toBe("body{margin:0;}");
  });

  it("gives each page of one file its own first screen's rules, whatever pages came before it", () => {
    // A build works out what the file's rules need once, and draws thousands of pages against it.
    const rules = [
      "body{margin:0;}",
      ".hero{min-height:60vh;animation:rise 0.4s ease;transition:opacity 0.2s;}",
      ".preview-note{margin:0;}",
      "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;}}",
    ];
    const names = ["sc-x-0:hero"];
    const pages = [
      page(`<section class="sc-x-0 hero"><h1>Title</h1></section>`),
      page(`<section><p class="preview-note">A preview</p></section>`),
      page(`<section><h1>Plain</h1></section>`),
    ];
    const alone = pages.map((html) => firstScreenStyles(frameOf(rules, names), html));
    expect(new Set(alone).size).toBe(3);
    const shared = frameOf(rules, names);
    for (const order of [[0, 1, 2], [2, 1, 0], [1, 0, 1, 2, 0]]) {
      for (const at of order) expect(firstScreenStyles(shared, pages[at]!)).toBe(alone[at]);
    }
  });
});
