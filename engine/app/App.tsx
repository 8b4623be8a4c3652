/** The providers every page needs, shared by the server render and the browser. */
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { SiteConfig } from "../schema/site";
import { SiteProvider } from "./SiteContext";
import { makeTheme } from "../ui/theme";
import { GlobalStyle } from "../ui/GlobalStyle";

/**
 * `baseStylesFromServer`: the page's HTML already carries the base styles. A global style mounted in the browser
 * deletes and re-adds its rules, which restyles the whole page once more while it starts; the server's rules stay
 * in place without it (the theme comes from the site's config and never changes in the browser).
 */
export function AppShell({ site, baseStylesFromServer = false, children }: { site: SiteConfig; baseStylesFromServer?: boolean; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={makeTheme(site)}>
        {!baseStylesFromServer && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </SiteProvider>
  );
}
