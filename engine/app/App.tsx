/** The providers every page needs, shared by the server render and the browser. */
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { SiteConfig } from "../schema/site";
import { SiteProvider } from "./SiteContext";
import { makeTheme } from "../ui/theme";
import { GlobalStyle } from "../ui/GlobalStyle";

/** `withBaseStyles`: the page's own render draws the base styles once; its islands, rendered apart, leave them out. */
export function AppShell({ site, withBaseStyles = true, children }: { site: SiteConfig; withBaseStyles?: boolean; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={makeTheme(site)}>
        {withBaseStyles && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </SiteProvider>
  );
}
