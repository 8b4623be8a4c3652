/**
 * Turns a JSON path into words a member of staff recognises:
 * ["blocks", 3, "items", 1, "answer"] in a page -> 'block 4 (faq), items entry 2, "answer"'.
 */
import type { PathSegment } from "./problem";

const SINGULAR: Record<string, string> = {
  items: "item", blocks: "block", actions: "button", members: "team member", rows: "row", slides: "slide",
  links: "link", sections: "section", body: "paragraph or list", apps: "app", services: "service",
  highlights: "highlight", menus: "menu", paragraphs: "paragraph", list: "line", bio: "paragraph",
  openingHours: "opening-hours row", footer: "footer link", direct: "header link", social: "social link",
  answer: "line", notes: "note", days: "day", breadcrumbs: "breadcrumb", text: "paragraph",
};

export function describePlace(document: unknown, path: readonly PathSegment[]): string {
  const parts: string[] = [];
  let node: unknown = document;
  let parentKey: string | undefined;
  for (const segment of path) {
    if (typeof segment === "number") {
      const noun = (parentKey && SINGULAR[parentKey]) ?? "entry";
      const child = Array.isArray(node) ? node[segment] : undefined;
      const type = child && typeof child === "object" && typeof (child as { type?: unknown }).type === "string"
        ? ` (${(child as { type: string }).type})` : "";
      parts.push(`${noun} ${segment + 1}${noun === "block" ? type : ""}`);
    } else if (!(typeof node === "object" && node && Array.isArray((node as Record<string, unknown>)[segment]))) {
      parts.push(`"${segment}"`);
    }
    parentKey = typeof segment === "string" ? segment : parentKey;
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
  }
  return parts.join(", ");
}

export function valueAt(document: unknown, path: readonly PathSegment[]): unknown {
  let node: unknown = document;
  for (const segment of path) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
