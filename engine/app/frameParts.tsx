/**
 * The header and the footer, drawn once per site by the build's renderer instead of once per page.
 *
 * They were about a third of a page's drawing (the header's ~60 menu links are drawn twice, for wide screens and for
 * the phone's panel), and they are the same on every page but for one thing: the header marks its links that point
 * at the page being drawn (aria-current="page" and the class "active"); the footer marks nothing. So the renderer
 * draws each once, apart (engine/app/drawFrameParts.tsx), every page is drawn with a mark in each one's place
 * (FramePart), and withParts puts in their HTML with that page's links marked: each link's opening tag was drawn
 * both ways, and only those tags differ (drawParts checks it). Their styles need nothing from the page's sheet:
 * the shared style file holds every rule of both (the frame it is drawn from is this same layout, at an address no
 * link points at), and a page's <style> leaves out the file's rules (engine/build/sharedStyles.ts).
 */
import { createContext, use, type ReactNode } from "react";
import { pathToCompare } from "./currentPath";

type PartName = "header" | "footer";

/** A part drawn apart, cut at the opening tags of its links that a page can mark. */
export interface DrawnPart {
  /** The part on a page none of its links points at. */
  html: string;
  /** Where each link points (as pathToCompare gives it). */
  linkPaths: readonly string[];
  /** The part's HTML around those opening tags: one piece more than there are links. */
  between: readonly string[];
  /** Each link's opening tag, as drawn on another page and on the page it points at. */
  tags: readonly { plain: string; marked: string }[];
}

export interface DrawnParts {
  header: DrawnPart;
  footer: DrawnPart;
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

/** The part as the page at `path` shows it: its links to that page marked. */
export function partAt(part: DrawnPart, path: string): string {
  const here = path && pathToCompare(path);
  if (!here || !part.linkPaths.includes(here)) return part.html;
  let html = part.between[0]!;
  part.linkPaths.forEach((to, at) => {
    html += (to === here ? part.tags[at]!.marked : part.tags[at]!.plain) + part.between[at + 1];
  });
  return html;
}

/**
 * The page's HTML (drawn at `path`) with the parts in place of their marks: the header's is the first (only the
 * skip link comes before it), the footer's the last (nothing follows it), whatever the page's own content holds.
 */
export function withParts(html: string, parts: DrawnParts, path: string): string {
  const header = html.indexOf(mark("header"));
  const footer = html.lastIndexOf(mark("footer"));
  if (header < 0 || footer < header) throw new Error("The page's layout holds no place for its header and footer.");
  return (
    html.slice(0, header) +
    partAt(parts.header, path) +
    html.slice(header + mark("header").length, footer) +
    partAt(parts.footer, path) +
    html.slice(footer + mark("footer").length)
  );
}
