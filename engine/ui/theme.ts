/** The styled-components theme, made from site.config.json's colours plus fixed spacing and breakpoints. */
import type { SiteConfig } from "../schema/site";

/**
 * The type scale, drawn in two weights only (normal and bold). Keep it short: every size-and-weight
 * pair a page draws costs the browser a font look-up before its first paint (docs/benchmarks.md).
 */
export const typeScale = {
  small: "0.875rem",
  body: "1rem",
  title: "1.125rem",
  subheading: "1.375rem",
  heading: "clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem)",
  display: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)",
};

export function makeTheme(site: SiteConfig) {
  return {
    colors: { ...site.theme, danger: "#b00020", border: "#c9d6d8", focus: "#1a4fd6" },
    radius: `${site.theme.radius}px`,
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: typeScale,
    maxWidth: "72rem",
    headerHeight: "4rem",
    breakpoints: { sm: "40rem", md: "48rem", lg: "64rem" },
    media: {
      sm: "@media (min-width: 40rem)",
      md: "@media (min-width: 48rem)",
      lg: "@media (min-width: 64rem)",
      reducedMotion: "@media (prefers-reduced-motion: reduce)",
    },
  };
}

export type SiteTheme = ReturnType<typeof makeTheme>;

declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
