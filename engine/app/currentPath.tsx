/**
 * The address of the page being drawn, for the header to mark its own menu item (aria-current="page"). A plain
 * context, not a router: a pre-rendered page's links are plain <a href> (each a full page load), and a router's
 * link costs its matching and resolving machinery on each of the ~95 links of every page the build draws.
 */
import { createContext, use, type ReactNode } from "react";

/**
 * A part of the frame drawn once for many pages (engine/app/frameParts.tsx): each link that could be marked gets
 * its number in `links` (its address), shown as a mark on its <a>, and is drawn marked or not as `marked` says.
 */
export interface LinksDrawnApart {
  links: string[];
  marked: boolean;
}

const CurrentPath = createContext<{ path: string; apart?: LinksDrawnApart }>({ path: "" });

export function CurrentPathProvider({ path, apart, children }: { path: string; apart?: LinksDrawnApart; children: ReactNode }) {
  return <CurrentPath value={{ path, apart }}>{children}</CurrentPath>;
}

/** The attribute that marks a link's <a> in a part drawn apart: the first of its attributes. */
export const LINK_MARK = "data-frame-link";

/**
 * Whether `to` (a route, maybe with #part or ?query) is the page being drawn (the same path, letters in either
 * case), and in a part drawn apart the link's mark, to give its <a> first.
 */
export function useCurrentPage(to: string): { current: boolean; mark?: number } {
  const { path, apart } = use(CurrentPath);
  if (!apart) return { current: isCurrentPage(to, path) };
  apart.links.push(to);
  return { current: apart.marked, mark: apart.links.length - 1 };
}

/** Whether `to` is the page at `current` ("" for none). */
export function isCurrentPage(to: string, current: string): boolean {
  if (!current) return false;
  return pathToCompare(to) === pathToCompare(current);
}

/** An address's path (without its #part or ?query), in small letters: two addresses of one page give the same. */
export function pathToCompare(address: string): string {
  const cut = [address.indexOf("#"), address.indexOf("?")].filter((at) => at >= 0);
  return (cut.length ? address.slice(0, Math.min(...cut)) : address).toLowerCase();
}
