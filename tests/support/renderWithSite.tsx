/** Renders UI inside the providers pages get (site config, theme, router), for component tests. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppShell } from "../../engine/app/App";
import { siteSchema } from "../../engine/schema/site";
import type { SiteConfig } from "../../engine/schema/site";
import { ICON_NAMES } from "../../engine/schema/common";
import { IconDrawingsProvider, type IconDrawings } from "../../engine/ui/icons";
import { iconDrawing } from "../../engine/build/iconDrawings";

/** Every icon of the set, drawn: a block rendered alone has no page to bring its icons (tests/component/icons.test.tsx checks that pages do). */
export const ALL_ICON_DRAWINGS: IconDrawings = Object.fromEntries(ICON_NAMES.map((name) => [name, iconDrawing(name)]));

/** The real site.config.json with defaults applied (no cross-checks: component tests need no pages). */
export function loadSite(overrides: (site: SiteConfig) => SiteConfig = (s) => s): SiteConfig {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "site.config.json"), "utf8"));
  const keys = raw.services.map((s: { key: string }) => s.key);
  return overrides(siteSchema({ serviceKeys: keys }).parse(raw));
}

export function renderWithSite(ui: ReactNode, { site = loadSite(), path = "/", icons = ALL_ICON_DRAWINGS }: { site?: SiteConfig; path?: string; icons?: IconDrawings } = {}) {
  const router = createMemoryRouter([{ path: "*", element: <IconDrawingsProvider drawings={icons}>{ui}</IconDrawingsProvider> }], { initialEntries: [path] });
  return render(
    <AppShell site={site}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}
