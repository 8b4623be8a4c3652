/**
 * The header and the footer, drawn once per site by the build's renderer instead of once per page.
 *
 * They were about a third of a page's drawing (the header's ~60 menu links are drawn twice, for wide screens and for
 * the phone's panel), and they are the same on most pages: the footer is a function of the site's config, the
 * header of the config and of which of its links points at the page being drawn (marked aria-current). So the
 * renderer draws each once, apart (engine/app/drawFrameParts.tsx), noting every address the header's links asked
 * about (engine/app/currentPath.tsx), and a page at none of those addresses is drawn with a mark in each one's place
 * (FramePart), which their HTML then replaces. A page the header links to is drawn whole, as before. Their styles need nothing from the page's sheet:
 * the shared style file holds every rule of both (the frame it is drawn from is this same layout, at an address no
 * link points at), and a page's <style> leaves out the file's rules (engine/build/sharedStyles.ts).
 */
import { createContext, use, type ReactNode } from "react";
import { isCurrentPage } from "./currentPath";

type PartName = "header" | "footer";

export interface DrawnParts {
  header: string;
  footer: string;
  /** Every address the header's links point at: a page at one of them is drawn whole, with its own link marked. */
  linked: readonly string[];
}

/** Whether the page's tree holds marks in place of the parts (their HTML put in by withParts). */
const DrawnApart = createContext(false);

export function DrawnApartProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <DrawnApart value={value}>{children}</DrawnApart>;
}

/** A part of the layout, or, when it is drawn apart, the mark its HTML will replace. */
export function FramePart({ name, children }: { name: PartName; children: ReactNode }) {
  return use(DrawnApart) ? <template data-frame-part={name} /> : children;
}

const mark = (name: PartName) => `<template data-frame-part="${name}"></template>`;

/** Whether a page at `path` may be drawn with the parts as they were drawn apart. */
export function partsFit(parts: DrawnParts, path: string): boolean {
  return !parts.linked.some((to) => isCurrentPage(to, path));
}

/**
 * The page's HTML with the parts in place of their marks: the header's is the first (only the skip link comes
 * before it), the footer's the last (nothing follows it), whatever the page's own content holds.
 */
export function withParts(html: string, parts: DrawnParts): string {
  const header = html.indexOf(mark("header"));
  const footer = html.lastIndexOf(mark("footer"));
  if (header < 0 || footer < header) throw new Error("The page's layout holds no place for its header and footer.");
  return (
    html.slice(0, header) +
    parts.header +
    html.slice(header + mark("header").length, footer) +
    parts.footer +
    html.slice(footer + mark("footer").length)
  );
}
