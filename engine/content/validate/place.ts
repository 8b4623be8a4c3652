/**
 * Turns a JSON path into words a member of staff recognises:
 * ["blocks", 3, "items", 1, "answer"] in a page -> 'block 4 (FAQ), question 2, "answer"'.
 */
import type { PathSegment } from "./problem";
import { blockTitle } from "../../schema/blocks/titles";

/** What one entry of a list is called, whatever block it is in. */
const SINGULAR: Record<string, string> = {
  items: "item", blocks: "block", actions: "button", members: "team member", rows: "row", slides: "slide",
  links: "link", sections: "section", body: "paragraph or list", apps: "app", services: "service",
  highlights: "highlight", menus: "menu", paragraphs: "paragraph", list: "line", bio: "paragraph",
  openingHours: "opening-hours row", footer: "footer link", direct: "header link", social: "social link",
  answer: "line", notes: "note", days: "day", breadcrumbs: "breadcrumb", text: "paragraph", cards: "card",
  details: "detail", categories: "category", columns: "column heading", fields: "field", options: "option", addresses: "address",
  locations: "location", team: "team member",
};

/** Where a block calls its entries something more specific: an FAQ's items are questions. */
const IN_BLOCK: Record<string, Record<string, string>> = {
  faq: { items: "question" },
  reviews: { items: "review" },
  benefits: { items: "point" },
  stats: { items: "figure" },
  downloads: { items: "document" },
  referralCards: { items: "card" },
};

/** The name of one entry of the list `key`, inside a block of type `blockType` (if any). */
export function entryNoun(key: string | undefined, blockType?: string): string {
  if (key === undefined) return "entry";
  return (blockType && IN_BLOCK[blockType]?.[key]) ?? SINGULAR[key] ?? "entry";
}

/** "block 4 (FAQ)", "block 5 (shared/closing-cta)". */
function blockLabel(index: number, block: unknown): string {
  const { type, ref } = (block && typeof block === "object" ? block : {}) as { type?: unknown; ref?: unknown };
  const name = typeof type === "string" ? (blockTitle(type) ?? type) : typeof ref === "string" ? ref : undefined;
  return `block ${index + 1}${name ? ` (${name})` : ""}`;
}

export interface PlaceOptions {
  /** The document is one block on its own (a file in pages/_shared/), not a page. */
  sharedBlock?: boolean;
}

export function describePlace(document: unknown, path: readonly PathSegment[], options: PlaceOptions = {}): string {
  const parts: string[] = [];
  let node: unknown = document;
  let parentKey: string | undefined;
  let blockType = typeOf(document);
  if (options.sharedBlock) parts.push(`shared block${blockType ? ` (${blockTitle(blockType) ?? blockType})` : ""}`);
  else blockType = undefined;
  for (const segment of path) {
    const child = node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === "number") {
      if (parentKey === "blocks" && !options.sharedBlock) {
        parts.push(blockLabel(segment, child));
        blockType = typeOf(child);
      } else {
        parts.push(`${entryNoun(parentKey, blockType)} ${segment + 1}`);
      }
    } else if (!(typeof node === "object" && node && Array.isArray((node as Record<string, unknown>)[segment]))) {
      parts.push(`"${segment}"`);
    }
    parentKey = typeof segment === "string" ? segment : parentKey;
    node = child;
  }
  return parts.join(", ");
}

/** The block type of the innermost block on `path` (for naming its entries), if there is one. */
export function blockTypeAt(document: unknown, path: readonly PathSegment[], options: PlaceOptions = {}): string | undefined {
  let type = options.sharedBlock ? typeOf(document) : undefined;
  let node: unknown = document;
  for (let i = 0; i < path.length; i++) {
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[path[i]!] : undefined;
    if (!options.sharedBlock && i === 1 && path[0] === "blocks") type = typeOf(node);
  }
  return type;
}

function typeOf(value: unknown): string | undefined {
  const type = value && typeof value === "object" ? (value as { type?: unknown }).type : undefined;
  return typeof type === "string" ? type : undefined;
}

export function valueAt(document: unknown, path: readonly PathSegment[]): unknown {
  let node: unknown = document;
  for (const segment of path) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
