/**
 * The address of the page being drawn, for the header to mark its own menu item (aria-current="page"). A plain
 * context, not a router: a pre-rendered page's links are plain <a href> (each a full page load), and a router's
 * link costs its matching and resolving machinery on each of the ~95 links of every page the build draws.
 */
import { createContext, use, type ReactNode } from "react";

const CurrentPath = createContext<{ path: string; asked?: Set<string> }>({ path: "" });

/** `asked`: gathers every address a link asks about (the header drawn once for many pages: engine/app/frameParts.tsx). */
export function CurrentPathProvider({ path, asked, children }: { path: string; asked?: Set<string>; children: ReactNode }) {
  return <CurrentPath value={{ path, asked }}>{children}</CurrentPath>;
}

/** Whether `to` (a route, maybe with #part or ?query) is the page being drawn: the same path, letters in either case. */
export function useIsCurrentPage(to: string): boolean {
  const { path, asked } = use(CurrentPath);
  asked?.add(to);
  return isCurrentPage(to, path);
}

/** Whether `to` is the page at `current` ("" for none). */
export function isCurrentPage(to: string, current: string): boolean {
  if (!current) return false;
  return pathOf(to).toLowerCase() === pathOf(current).toLowerCase();
}

function pathOf(address: string): string {
  const cut = [address.indexOf("#"), address.indexOf("?")].filter((at) => at >= 0);
  return cut.length ? address.slice(0, Math.min(...cut)) : address;
}
