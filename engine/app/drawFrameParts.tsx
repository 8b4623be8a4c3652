/**
 * The header and the footer drawn apart, once per site (engine/app/frameParts.tsx says why). Only the build's
 * renderer imports this, after the layout: the order modules first run numbers the styled components.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import type { SiteConfig } from "../schema/site";
import { AppShell } from "./App";
import { CurrentPathProvider } from "./currentPath";
import { collectStylesOnce } from "../build/renderStylesOnce";
import { Header } from "../layout/Header";
import { Footer } from "../layout/Footer";
import type { DrawnParts } from "./frameParts";

/** Both parts as every page that fits them shows them (in a style sheet of their own, thrown away). */
export function drawParts(site: SiteConfig): DrawnParts {
  const asked = new Set<string>();
  const draw = (part: ReactNode) => {
    const sheet = new ServerStyleSheet();
    try {
      return renderToString(
        collectStylesOnce(
          sheet,
          <AppShell site={site} withBaseStyles={false}>
            <CurrentPathProvider path="" asked={asked}>
              {part}
            </CurrentPathProvider>
          </AppShell>,
        ),
      );
    } finally {
      sheet.seal();
    }
  };
  return { header: draw(<Header />), footer: draw(<Footer />), linked: [...asked] };
}
