// @vitest-environment jsdom
/**
 * The shared file's rules a page carries inline for its first screen (issue 51) are what a still first paint shows,
 * and no more: every byte of them is in every page.
 */
import { describe, expect, it } from "vitest";
import { firstScreenStyles } from "../../engine/build/firstScreenStyles";
import { frameStyles, type FrameStyles } from "../../engine/build/sharedStyles";

function frameOf(rules: string[], names: string[]): FrameStyles {
  return { file: "assets/frame-test.css", css: rules.join("\n"), rules: new Set(rules), names: new Set(names) };
}

/** The copied rules of the page's inline style (without its rule for what is below the first screen: tested below). */
const inline = (frame: FrameStyles, html: string) =>
  (/<style data-first-screen>([^<]*)<\/style>/.exec(firstScreenStyles(frame, html))?.[1] ?? "").replace(/:where\([^{}]*\)\{overflow-x:[^}]*\}$/, "");

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

describe("what is further down than the first screen, before the shared file arrives", () => {
  // A phone shows a page wider than its screen shrunk to fit, and zooms back in once the page narrows: a long
  // address in the footer, unstyled until the file arrives, would make the whole first paint a shrunk page.
  const frame = frameStyles(
    `<style data-styled="active">body{margin:0;}/*!sc*/\n.bar{height:4rem;}/*!sc*/\ndata-styled.g1[id="sc-h-0"]{content:"bar,"}/*!sc*/\n` +
      `.band{padding:2rem;}/*!sc*/\ndata-styled.g2[id="sc-s-0"]{content:"band,"}/*!sc*/\n` +
      `.foot a{overflow-wrap:anywhere;}/*!sc*/\ndata-styled.g3[id="sc-f-0"]{content:"foot,"}/*!sc*/\n</style>`,
  );
  const root =
    `<a href="#main" class="sc-k-0 skip">Skip</a><header class="sc-h-0 bar"><a href="/">Home</a></header>` +
    `<main class="sc-m-0 area"><section class="sc-s-0 band"><h1>Title</h1></section><section class="sc-s-0 band"><p>Second</p></section>` +
    `<section class="sc-s-0 band"><p>Third</p></section><div class="island"><p>Fourth</p></div></main>` +
    `<footer class="sc-f-0 foot"><a href="mailto:x">AN_ADDRESS_LONGER_THAN_ANY_PHONE_SCREEN@example.test</a></footer>`;

  /** Each element's overflow-x from the rules that set it: the page's inline style, then with the file's custom properties. */
  function overflowX(withFile: boolean): Record<string, string> {
    const document = new DOMParser().parseFromString(`<body><div id="root">${root}</div></body>`, "text/html");
    const inline = /<style data-first-screen>([^<]*)<\/style>/.exec(firstScreenStyles(frame, root))?.[1] ?? "";
    const fileProperties = new Map([...frame.css.matchAll(/:root\{([^}]*)\}/g)].flatMap(([, body]) => body!.split(";").filter(Boolean).map((d) => d.split(":") as [string, string])));
    const seen: Record<string, string> = {};
    for (const [, selector, body] of inline.matchAll(/(?:^|\})([^{}@]+)\{([^}]*overflow-x:[^}]*)\}/g)) {
      const value = /overflow-x:([^;]+)/.exec(body!)![1]!.replace(/var\((--[\w-]+),\s*([^)]+)\)/, (_, name: string, fallback: string) => (withFile && fileProperties.get(name)) || fallback);
      for (const element of document.querySelectorAll(selector!)) seen[`${element.tagName.toLowerCase()}:${element.textContent}`] = value;
    }
    return seen;
  }

  it("is clipped sideways, so it cannot make the page wider than the screen, and the first screen is not", () => {
    const clipped = overflowX(false);
    expect(clipped["section:Third"]).toBe("clip");
    expect(clipped["div:Fourth"]).toBe("clip");
    expect(clipped["footer:AN_ADDRESS_LONGER_THAN_ANY_PHONE_SCREEN@example.test"]).toBe("clip");
    expect(Object.keys(clipped).filter((what) => /Title|Second|Home|Skip/.test(what))).toEqual([]);
  });

  it("is left as the file styles it once the file has arrived", () => {
    expect(Object.values(overflowX(true)).filter((value) => value !== "visible")).toEqual([]);
  });
});
