import { createGlobalStyle } from "styled-components";

/** Base styles: system fonts (no web-font download, so no layout shift), visible focus everywhere. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.headerHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: ${({ theme }) => theme.fontSize.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  img, svg, video { max-width: 100%; height: auto; }
  /* lucide's stroke style for every icon (engine/ui/icons.tsx): a symbol's shapes inherit it from the <use> showing them. */
  use { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.75rem; }
  p { margin: 0 0 1rem; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  picture { display: contents; }
  /* hidden hides, whatever a component's own display says (a picture that failed to load, engine/app/brokenPictures.ts). */
  [hidden] { display: none !important; }
  /* Every page of a preview build says so (engine/app/document.ts). */
  /* Below the fixed header at every width (the note comes first in the page, under the header's height). */
  section:has(> .preview-note) {
    position: sticky;
    top: ${({ theme }) => theme.headerHeight};
    z-index: 49;
  }
  .preview-note {
    margin: 0;
    padding: 0.5rem 1.25rem;
    background: #7a4d00;
    color: #fff;
    font-weight: bold;
    text-align: center;
  }
  /*
   * A browser without popovers (Safari before 17, Firefox before 125) has no rule that hides a closed one, so
   * until the polyfill arrives (engine/app/platformGaps.ts) every menu panel would stand open over the page.
   * Only closed ones are hidden, and without !important, so a panel the polyfill opens, or a desktop panel
   * shown by hover, shows.
   */
  @supports not selector(:popover-open) {
    [popover]:not(.\\:popover-open) { display: none; }
  }
  /* A block that hydrates on its own (engine/blocks/islands.ts) sits in a wrapper that must not change the layout. */
  .island { display: contents; }
  /* Moving between pages is a full page load; the browser cross-fades the two, and the header stays put. */
  @view-transition { navigation: auto; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
