/**
 * Formatted words written back as the markers the site reads (engine/ui/inlineText.ts): **bold**, *emphasis*,
 * [words](target). What is written is read back and compared with what was meant; when the two differ (a "*"
 * in the words, emphasis inside bold at the same edge), a safer spelling is tried, and in the end plain words,
 * so the markers never say something other than what the person sees.
 */
import { escapeInline, parseInline, type InlineNode } from "../../../../ui/inlineText";

const isBlank = (char: string | undefined) => char !== undefined && (char === " " || char === "\t" || char === "\n" || char === "\u00a0");

/** `text` split into its leading spaces, its words and its trailing spaces (loops, not a pattern that can backtrack). */
function edges(text: string): [string, string, string] {
  let start = 0;
  while (start < text.length && isBlank(text[start])) start++;
  let end = text.length;
  while (end > start && isBlank(text[end - 1])) end--;
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}

/** A link's target as it can stand between "(" and ")" (the same address, its brackets and spaces %-encoded). */
function target(href: string): string {
  let out = "";
  for (const char of href) out += char === ")" ? "%29" : char === "(" ? "%28" : char === " " ? "%20" : char;
  return out;
}

/** The same formatting in one spelling: neighbouring words joined, empty formatting dropped, spaces at a bold's edges moved outside it. */
export function canonical(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  const push = (node: InlineNode) => {
    if (typeof node === "string") {
      if (node === "") return;
      const last = out.at(-1);
      if (typeof last === "string") out[out.length - 1] = last + node;
      else out.push(node);
      return;
    }
    out.push(node);
  };
  for (const node of nodes) {
    if (typeof node === "string") {
      push(node);
      continue;
    }
    const children = canonical(node.children);
    if (children.length === 0) continue;
    if (node.kind === "link") {
      push({ kind: "link", href: target(node.href), children });
      continue;
    }
    // Spaces at the edges of bold or emphasis are shown the same outside it.
    const first = children[0];
    const last = children.at(-1);
    let lead = "";
    let trail = "";
    if (typeof first === "string") {
      lead = edges(first)[0];
      children[0] = first.slice(lead.length);
    }
    if (typeof last === "string") {
      const index = children.length - 1;
      const text = children[index] as string;
      trail = edges(text)[2];
      children[index] = text.slice(0, text.length - trail.length);
    }
    const inner = canonical(children);
    push(lead);
    if (inner.length) {
      // Bold inside bold is bold.
      const flat = inner.length === 1 && typeof inner[0] !== "string" && inner[0]!.kind === node.kind ? inner[0]!.children : inner;
      push({ kind: node.kind, children: flat });
    }
    push(trail);
  }
  return out;
}

export function sameNodes(a: InlineNode[], b: InlineNode[]): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

type Spelling = "raw" | "escaped";

function write(nodes: InlineNode[], spelling: Spelling): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += spelling === "raw" ? node : escapeInline(node);
    else if (node.kind === "link") out += `[${write(node.children, spelling)}](${node.href})`;
    else {
      const marker = node.kind === "strong" ? "**" : "*";
      out += marker + write(node.children, spelling) + marker;
    }
  }
  return out;
}

/** Emphasis and bold nested in each other at the same edge cannot always be written: the inner one is dropped. */
function flattened(nodes: InlineNode[], inside?: "strong" | "em"): InlineNode[] {
  return nodes.flatMap((node): InlineNode[] => {
    if (typeof node === "string") return [node];
    if (node.kind === "link") return [{ ...node, children: flattened(node.children, inside) }];
    if (inside) return flattened(node.children, inside);
    return [{ kind: node.kind, children: flattened(node.children, node.kind) }];
  });
}

function plain(nodes: InlineNode[]): InlineNode[] {
  return nodes.flatMap((node): InlineNode[] => (typeof node === "string" ? [node] : node.kind === "link" ? [{ ...node, children: plain(node.children) }] : plain(node.children)));
}

/**
 * `nodes` as markers. `original` is the text the field held: when it already says exactly this, it is kept
 * byte for byte (its own escapes and spellings), so words nobody touched are never rewritten.
 */
export function toMarkers(nodes: InlineNode[], original?: string): string {
  const meant = canonical(nodes);
  if (original !== undefined && sameNodes(parseInline(original).nodes, meant)) return original;
  for (const attempt of [meant, flattened(meant), plain(meant)]) {
    for (const spelling of ["raw", "escaped"] as const) {
      const text = write(attempt, spelling);
      const read = parseInline(text);
      if (read.problems.length === 0 && sameNodes(read.nodes, attempt)) return text;
    }
  }
  return escapeInline(wordsOf(meant));
}

function wordsOf(nodes: InlineNode[]): string {
  return nodes.map((node) => (typeof node === "string" ? node : wordsOf(node.children))).join("");
}
