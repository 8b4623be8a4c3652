/** The providers every page needs, shared by the server render and the browser. */
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { SiteConfig } from "../schema/site";
import { SiteProvider } from "./SiteContext";
import { makeTheme } from "../ui/theme";
import { GlobalStyle } from "../ui/GlobalStyle";

export function AppShell({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={makeTheme(site)}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </SiteProvider>
  );
}
