/**
 * The address of the page being drawn, for the header to mark its own menu item (aria-current="page"). A plain
 * context, not a router: a pre-rendered page's links are plain <a href> (each a full page load), and a router's
 * link costs its matching and resolving machinery on each of the ~95 links of every page the build draws.
 */
import { createContext, use, type ReactNode } from "react";

const CurrentPath = createContext("");

export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPath value={path}>{children}</CurrentPath>;
}

/** Whether `to` (a route, maybe with #part or ?query) is the page being drawn: the same path, letters in either case. */
export function useIsCurrentPage(to: string): boolean {
  const current = use(CurrentPath);
  if (!current) return false;
  return pathOf(to).toLowerCase() === pathOf(current).toLowerCase();
}

function pathOf(address: string): string {
  const cut = [address.indexOf("#"), address.indexOf("?")].filter((at) => at >= 0);
  return cut.length ? address.slice(0, Math.min(...cut)) : address;
}
