/**
 * Links and emphasis inside a paragraph, written in a small subset of Markdown that reads well in the JSON:
 *
 *   [words](/page)            a page of this site
 *   [words](phone)            a call to the practice's number from site.config.json
 *   [words](tel:02476312256)  a call to another number (also mailto: and https:// addresses)
 *   **words**                 bold
 *   *words*                   emphasis
 *   \*  \[  \]  \(  \)  \\    the character itself, not a marker
 *
 * A "*" with a space after it ("£50 * 2", "from £50* a visit") and a "[" without "](" after its "]" are plain
 * characters, so ordinary sentences never change. Pure: the renderer (InlineText.tsx), the validator and the
 * editor all read the same result.
 */

export type InlineNode =
  | string
  | { kind: "strong" | "em"; children: InlineNode[] }
  | { kind: "link"; href: string; children: InlineNode[] };

export type InlineProblemCode = "unclosed-bold" | "unclosed-emphasis" | "unclosed-link" | "empty-link-words" | "empty-link-target";

export interface InlineProblem {
  code: InlineProblemCode;
  /** Where the marker starts, counted from 0. */
  at: number;
}

export interface InlineLink {
  href: string;
  /** Where the link's "[" starts, counted from 0. */
  at: number;
}

export interface ParsedInline {
  nodes: InlineNode[];
  problems: InlineProblem[];
  links: InlineLink[];
}

const ESCAPABLE = new Set(["\\", "*", "[", "]", "(", ")"]);

/** True when the text may hold markup; false means it is shown exactly as written. */
export function mayHoldMarkup(text: string): boolean {
  return /[\\*[]/.test(text);
}

/**
 * Where a link may go: a page of this site, the practice's own phone number ("phone", kept once in
 * site.config.json, so a new number reaches every paragraph), another site (https), an e-mail or a phone call;
 * anything else is refused.
 */
export type LinkTargetKind = "internal" | "practicePhone" | "external" | "refused";

/** A page link's path, without its "#place on the page". */
export function pathOfLink(href: string): string {
  const hash = href.indexOf("#");
  return hash < 0 ? href : href.slice(0, hash);
}

export function linkTargetKind(href: string): LinkTargetKind {
  if (href.startsWith("/") && !href.startsWith("//")) return "internal";
  if (href === "phone") return "practicePhone";
  if (/^(?:https:\/\/|mailto:|tel:)/i.test(href)) return "external";
  return "refused";
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

type Closer = "**" | "*" | "]";

class Parser {
  readonly problems: InlineProblem[] = [];
  readonly links: InlineLink[] = [];
  /**
   * Markers known to have no closer after some position (their search reached the end of the text): a later
   * one of the same kind is taken to have none either. Without it, open markers nested in open markers would
   * be searched again and again (a long text of "*a [b " would take seconds).
   */
  private readonly hopeless = new Map<string, number>();
  /** The end of the last "[words]" found without "(" after it: a "[" before it ends there too, so it is no link either. */
  private plainBracketsEnd = -1;
  /** The last search for a link's ")": a later search that starts inside the same stretch finds the same one. */
  private closeSearch = { from: -1, found: -1 };

  private nextClose(from: number): number {
    const last = this.closeSearch;
    if (last.from >= 0 && from >= last.from && (last.found < 0 || from <= last.found)) return last.found;
    const found = this.text.indexOf(")", from);
    this.closeSearch = { from, found };
    return found;
  }
  constructor(private readonly text: string) {}

  /** Reads from `start` until `closer` (or the end); returns the nodes and where reading stopped. */
  run(start: number, closer: Closer | null, depth: number): { nodes: InlineNode[]; end: number; closed: boolean } {
    const { text } = this;
    const nodes: InlineNode[] = [];
    let plain = "";
    const flush = () => {
      if (plain) nodes.push(plain);
      plain = "";
    };
    let i = start;
    while (i < text.length) {
      const char = text[i]!;
      if (char === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) {
        plain += text[i + 1];
        i += 2;
        continue;
      }
      if (closer === "]" && char === "]") {
        flush();
        return { nodes, end: i + 1, closed: true };
      }
      if (char === "*") {
        const double = text[i + 1] === "*";
        const marker = double ? "**" : "*";
        // A closer: the marker this span waits for, after a non-space.
        if (closer === marker && !isSpace(text[i - 1]) && i > start) {
          flush();
          return { nodes, end: i + marker.length, closed: true };
        }
        // An opener: followed by a non-space. Otherwise a plain asterisk.
        if (!isSpace(text[i + marker.length]) && depth < 8) {
          const inner = this.tryOpen(marker, i, depth);
          if (inner) {
            flush();
            nodes.push(inner.node);
            i = inner.end;
            continue;
          }
          this.problems.push({ code: double ? "unclosed-bold" : "unclosed-emphasis", at: i });
        }
        plain += marker;
        i += marker.length;
        continue;
      }
      if (char === "[" && depth < 8) {
        const link = this.tryLink(i, depth);
        if (link) {
          flush();
          nodes.push(link.node);
          i = link.end;
          continue;
        }
      }
      plain += char;
      i += 1;
    }
    flush();
    return { nodes, end: i, closed: false };
  }

  private tryOpen(marker: "**" | "*", at: number, depth: number) {
    const key = marker;
    const known = this.hopeless.get(key);
    if (known !== undefined && known <= at) return null;
    const saved = this.problems.length;
    const inner = this.run(at + marker.length, marker, depth + 1);
    if (!inner.closed) {
      this.problems.length = saved;
      this.hopeless.set(key, at);
      return null;
    }
    return { node: { kind: marker === "**" ? "strong" : "em", children: inner.nodes } as InlineNode, end: inner.end };
  }

  /** "[words](target)": a link. "[words]" without "(" after it stays plain text. */
  private tryLink(at: number, depth: number) {
    const key = "[";
    const known = this.hopeless.get(key);
    if (known !== undefined && known <= at) return null;
    if (at < this.plainBracketsEnd) return null;
    const savedProblems = this.problems.length;
    const savedLinks = this.links.length;
    const words = this.run(at + 1, "]", depth + 1);
    if (!words.closed) {
      this.problems.length = savedProblems;
      this.links.length = savedLinks;
      this.hopeless.set(key, at);
      return null;
    }
    if (this.text[words.end] !== "(") {
      this.problems.length = savedProblems;
      this.links.length = savedLinks;
      this.plainBracketsEnd = Math.max(this.plainBracketsEnd, words.end);
      return null;
    }
    const close = this.nextClose(words.end + 1);
    if (close < 0) {
      this.problems.length = savedProblems;
      this.links.length = savedLinks;
      this.problems.push({ code: "unclosed-link", at });
      return null;
    }
    const href = this.text.slice(words.end + 1, close).trim();
    if (words.nodes.length === 0 || words.nodes.every((node) => typeof node === "string" && node.trim() === "")) this.problems.push({ code: "empty-link-words", at });
    if (!href) this.problems.push({ code: "empty-link-target", at });
    this.links.push({ href, at });
    return { node: { kind: "link", href, children: words.nodes } as InlineNode, end: close + 1 };
  }
}

/** Splits a paragraph into plain text, bold, emphasis and links. Text without markers comes back as one string. */
export function parseInline(text: string): ParsedInline {
  if (!mayHoldMarkup(text)) return { nodes: text ? [text] : [], problems: [], links: [] };
  const parser = new Parser(text);
  const { nodes } = parser.run(0, null, 0);
  return { nodes, problems: parser.problems, links: parser.links };
}

/** The words a reader sees, without markers (for titles, descriptions and search). */
export function plainWords(nodes: InlineNode[]): string {
  return nodes.map((node) => (typeof node === "string" ? node : plainWords(node.children))).join("");
}

/** A paragraph's words as a reader sees them, without markers (structured data, descriptions). */
export function plainText(text: string): string {
  return mayHoldMarkup(text) ? plainWords(parseInline(text).nodes) : text;
}

/** Puts a backslash before every marker character, so a text is shown exactly as typed. */
export function escapeInline(text: string): string {
  return text.replace(/[\\*[\]()]/g, (char) => `\\${char}`);
}
