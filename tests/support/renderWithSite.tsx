/** Renders UI inside the providers pages get (site config, theme, router), for component tests. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { CurrentPathProvider } from "../../engine/app/currentPath";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppShell } from "../../engine/app/App";
import { siteSchema } from "../../engine/schema/site";
import type { SiteConfig } from "../../engine/schema/site";

const FIXTURE_CONFIG = join(import.meta.dirname, "..", "fixtures", "component-site", "site.config.json");

/**
 * The component tests' own practice (tests/fixtures/component-site/site.config.json), with defaults applied
 * (no cross-checks: component tests need no pages). Never the real site.config.json: the practice's staff may
 * change that at any time, and engine tests must not care. Tests derive what they expect from this config, or
 * pass `overrides` and expect what they set.
 */
export function fixtureSite(overrides: (site: SiteConfig) => SiteConfig = (s) => s): SiteConfig {
  return overrides(siteSchema({}).parse(JSON.parse(readFileSync(FIXTURE_CONFIG, "utf8"))));
}

export function renderWithSite(ui: ReactNode, { site = fixtureSite(), path = "/" }: { site?: SiteConfig; path?: string } = {}) {
  const router = createMemoryRouter([{ path: "*", element: <CurrentPathProvider path={path}>{ui}</CurrentPathProvider> }], { initialEntries: [path] });
  return render(
    <AppShell site={site}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}
