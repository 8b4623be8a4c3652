/**
 * Styles parsed once per thread give each page the very style tag styled-components' own collectStyles gives it,
 * page after page: static and dynamic components, a variant met for the first time on a later page, and a global
 * style drawn twice in one page.
 */
import { createElement as h, Fragment, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import styled, { createGlobalStyle, ServerStyleSheet, StyleSheetManager } from "styled-components";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { collectStylesOnce, rememberedAnswers, stylesOnceMissing } from "../../engine/build/renderStylesOnce";

const Base = createGlobalStyle<{ $tone: string }>`body { color: ${(p) => p.$tone}; } a:hover { text-decoration: none; }`;
const Box = styled.div`padding: 1rem; & > p { margin: 0; } @media (min-width: 40rem) { padding: 2rem; }`;
const Tone = styled.p<{ $tone: string }>`color: ${(p) => p.$tone}; &:hover { color: black; }`;
const Wide = styled(Box)<{ $wide?: boolean }>`max-width: ${(p) => (p.$wide ? "80rem" : "40rem")};`;

interface PageProps {
  tones: string[];
  wide: boolean;
}

const page = ({ tones, wide }: PageProps): ReactElement =>
  h(
    Fragment,
    null,
    h(Base, { $tone: tones[0]! }),
    h(Wide, { $wide: wide }, ...tones.map((tone) => h(Tone, { key: tone, $tone: tone }, tone))),
    h(Base, { $tone: tones[0]! }),
  );

const pages: PageProps[] = [
  { tones: ["red", "blue"], wide: false },
  { tones: ["blue", "green"], wide: true },
  { tones: ["red", "blue"], wide: false },
  { tones: ["purple", "red"], wide: true },
];

function drawn(collect: (sheet: ServerStyleSheet, tree: ReactElement) => ReactNode, props: PageProps) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(h(Fragment, null, collect(sheet, page(props))));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe("styles parsed once per thread", () => {
  it("give every page, one after another, the styles and markup styled-components' collectStyles gives it", () => {
    for (const props of pages) {
      const own = drawn((sheet, tree) => sheet.collectStyles(tree), props);
      const once = drawn(collectStylesOnce, props);
      expect(once.styles).toContain("padding:1rem");
      expect(once).toEqual(own);
    }
  });

  it("still find what they use of the installed styled-components' public interface, and say what an upgrade changed", () => {
    const installed = (name: string) => (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
    const versions = `react ${installed("react")}, styled-components ${installed("styled-components")}`;
    expect(stylesOnceMissing(), `${versions} no longer has what engine/build/renderStylesOnce.ts reads; every build now parses each rule once per page`).toEqual([]);
    const before = rememberedAnswers();
    drawn(collectStylesOnce, { tones: ["teal", "navy"], wide: true });
    expect(rememberedAnswers(), `${versions}: the remembered parser was not used`).toBeGreaterThan(before);
  });

  it("use the remembered parser, not styled-components' own manager (which would parse again)", () => {
    const sheet = new ServerStyleSheet();
    const element = collectStylesOnce(sheet, h(Box)) as { type: unknown };
    expect(element.type).not.toBe(StyleSheetManager);
    sheet.seal();
  });
});
