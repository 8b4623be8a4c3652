/**
 * Formatted words read from markup: what Word, Google Docs or a web page put on the clipboard, and what the
 * paragraph box itself holds. Bold, italics and links become the site's own formatting (bold, emphasis, links);
 * what the site's words cannot hold (a table, a list, a picture, underlining, a heading, a link to an address
 * the site refuses) is read as words and named, so the person knows what changed.
 */
import type { InlineNode } from "../../../../ui/inlineText";

interface Style {
  bold: boolean;
  em: boolean;
  href?: string;
}

interface Run extends Style {
  text: string;
}

/** What could not be kept, each named once. */
export type Lost = "table" | "list" | "heading" | "picture" | "underline" | { link: string };

export interface Reading {
  /** One entry per paragraph (one only when paragraphs are not kept apart). */
  paragraphs: InlineNode[][];
  lost: Lost[];
  /** True when the markup held bold, italics or a link (kept or not). */
  formatted: boolean;
}

const SKIPPED = new Set(["SCRIPT", "STYLE", "HEAD", "TITLE", "META", "LINK", "TEMPLATE", "NOSCRIPT", "svg", "SVG"]);
const BLOCKS = new Set(["P", "DIV", "LI", "H1", "H2", "H3", "H4", "H5", "H6", "TR", "BLOCKQUOTE", "PRE", "TABLE", "UL", "OL", "SECTION", "ARTICLE", "HEADER", "FOOTER", "DD", "DT", "FIGURE", "FIGCAPTION"]);
const CELLS = new Set(["TD", "TH"]);

/** A style attribute's declarations, lower-cased with spaces removed ("font-weight:700"). */
function declarations(element: Element): string[] {
  const style = element.getAttribute("style");
  if (!style) return [];
  let squeezed = "";
  for (const char of style.toLowerCase()) if (char !== " " && char !== "\n" && char !== "\t" && char !== "\r") squeezed += char;
  return squeezed.split(";");
}

function declared(list: string[], property: string): string | undefined {
  for (const entry of list) if (entry.startsWith(`${property}:`)) return entry.slice(property.length + 1).replace("!important", "");
  return undefined;
}

function weightIsBold(weight: string): boolean {
  if (weight === "bold" || weight === "bolder") return true;
  const number = Number(weight);
  return Number.isFinite(number) && number >= 600;
}

/** Where a pasted link may go on this site; undefined when it cannot be kept as a link. */
export function keptLink(href: string): string | undefined {
  const trimmed = href.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith("https://") || lower.startsWith("mailto:")) return trimmed;
  if (lower.startsWith("tel:")) return `tel:${[...trimmed.slice(4)].filter((char) => (char >= "0" && char <= "9") || char === "+").join("")}`;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return undefined;
}

export interface ReadOptions {
  /** False: every break is read as a space (one paragraph). */
  keepParagraphs: boolean;
  /** `root` is the paragraph box itself, whose links carry their target in data-href (never trusted from a clipboard). */
  ownBox?: boolean;
  /** False: spaces at the start and end are kept (a part of a paragraph, to be joined to another). */
  trim?: boolean;
}

/** Reads `root`'s words and formatting. */
export function readHtml(root: Node, { keepParagraphs, ownBox = false, trim = true }: ReadOptions): Reading {
  const paragraphs: Run[][] = [[]];
  const lost: Lost[] = [];
  let formatted = false;
  const lose = (what: Lost) => {
    const key = JSON.stringify(what);
    if (!lost.some((entry) => JSON.stringify(entry) === key)) lost.push(what);
  };
  const current = () => paragraphs[paragraphs.length - 1]!;
  const breakParagraph = () => {
    if (!keepParagraphs) return add(" ", { bold: false, em: false });
    if (current().length) paragraphs.push([]);
  };
  function add(text: string, style: Style) {
    let words = "";
    let spaced = false;
    for (const char of text) {
      const blank = char === " " || char === "\n" || char === "\t" || char === "\r" || char === "\f" || char === "\u00a0";
      if (blank) spaced = true;
      else {
        if (spaced) words += " ";
        spaced = false;
        words += char;
      }
    }
    if (spaced) words += " ";
    if (!words) return;
    const runs = current();
    const last = runs.at(-1);
    // One space between words, however many the markup had.
    if (words.startsWith(" ") && (!last || last.text.endsWith(" "))) words = words.slice(1);
    if (!words) return;
    if (last && last.bold === style.bold && last.em === style.em && last.href === style.href) last.text += words;
    else runs.push({ ...style, text: words });
  }

  const walk = (node: Node, style: Style) => {
    if (node.nodeType === 3) {
      add(node.nodeValue ?? "", style);
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const element = node.nodeType === 1 ? (node as Element) : null;
    const tag = element ? element.tagName.toUpperCase() : "";
    if (SKIPPED.has(tag)) return;
    const next: Style = { ...style };
    if (element) {
      const list = declarations(element);
      // Word's list bullets and numbers, drawn as text it marks to be ignored.
      if (list.some((entry) => entry === "mso-list:ignore")) return;
      if (tag === "IMG" || tag === "PICTURE" || tag === "VIDEO") {
        lose("picture");
        return;
      }
      if (tag === "BR") {
        breakParagraph();
        return;
      }
      if (tag === "B" || tag === "STRONG") next.bold = true;
      if (tag === "I" || tag === "EM" || tag === "CITE") next.em = true;
      const weight = declared(list, "font-weight");
      if (weight !== undefined) next.bold = weightIsBold(weight);
      const slant = declared(list, "font-style");
      if (slant !== undefined) next.em = slant === "italic" || slant === "oblique";
      if ((tag === "U" || declared(list, "text-decoration")?.includes("underline") || declared(list, "text-decoration-line")?.includes("underline")) && !style.href) lose("underline");
      if (tag === "TABLE") lose("table");
      if (tag === "UL" || tag === "OL") lose("list");
      if (tag.length === 2 && tag[0] === "H" && tag[1]! >= "1" && tag[1]! <= "6") lose("heading");
      // The paragraph box's own links carry the site's target as it is written ("phone", "/contact").
      const own = element.getAttribute("data-href");
      if (tag === "A" && ownBox && own !== null) next.href = own;
      else if (tag === "A" && element.getAttribute("href") !== null) {
        const href = element.getAttribute("href")!;
        // A place in the same document (Word's footnotes, a contents list) is no link on the site.
        if (!href.startsWith("#")) {
          formatted = true;
          const kept = keptLink(href);
          if (kept) next.href = kept;
          else lose({ link: href });
        }
      }
      if (next.bold !== style.bold || next.em !== style.em) formatted = formatted || next.bold || next.em;
    }
    const block = BLOCKS.has(tag);
    if (block) breakParagraph();
    for (const child of node.childNodes) walk(child, next);
    if (block) breakParagraph();
    else if (CELLS.has(tag)) add(" ", style);
  };
  walk(root, { bold: false, em: false });
  const read = paragraphs.map((runs) => (trim ? trimRuns(runs) : runs)).filter((runs) => runs.length > 0).map(nodesOf);
  return { paragraphs: read.length ? read : [[]], lost, formatted };
}

/** Spaces at a paragraph's start and end are left out. */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((run) => ({ ...run }));
  while (out.length && out[0]!.text.startsWith(" ")) {
    out[0]!.text = out[0]!.text.slice(1);
    if (!out[0]!.text) out.shift();
  }
  while (out.length && out.at(-1)!.text.endsWith(" ")) {
    out.at(-1)!.text = out.at(-1)!.text.slice(0, -1);
    if (!out.at(-1)!.text) out.pop();
  }
  return out;
}

/** Runs grouped: a link around its words, bold around emphasis. */
function nodesOf(runs: Run[]): InlineNode[] {
  return groups(runs, (run) => run.href ?? "").flatMap(([href, group]): InlineNode[] => {
    const inner = groups(group, (run) => String(run.bold)).flatMap(([bold, boldGroup]): InlineNode[] => {
      const words = groups(boldGroup, (run) => String(run.em)).map(([em, emGroup]): InlineNode => {
        const text = emGroup.map((run) => run.text).join("");
        return em === "true" ? { kind: "em", children: [text] } : text;
      });
      return bold === "true" ? [{ kind: "strong", children: words }] : words;
    });
    return href ? [{ kind: "link", href, children: inner }] : inner;
  });
}

function groups<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const out: [string, T[]][] = [];
  for (const item of items) {
    const k = key(item);
    const last = out.at(-1);
    if (last && last[0] === k) last[1].push(item);
    else out.push([k, [item]]);
  }
  return out;
}

/** What could not be kept, in a sentence or two for the person who pasted. */
export function lostNote(lost: Lost[], keepParagraphs = true): string | undefined {
  const words = lost.map((what) => {
    if (typeof what === "object") return `The link to ${what.link} was kept as plain words: a link here goes to a page of the site, an https:// address, an e-mail address or a phone number.`;
    return {
      table: "The table was pasted as text.",
      list: keepParagraphs ? "The list was pasted as paragraphs." : "The list was pasted as one line.",
      heading: "The heading was pasted as ordinary words (a heading has a box of its own).",
      picture: "The picture was left out: pictures are added with a picture box.",
      underline: "Underlining was left out: the site shows words in bold or italics only.",
    }[what];
  });
  return words.length ? words.join(" ") : undefined;
}
