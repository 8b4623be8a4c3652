/**
 * The CSS every page shares, in one file, and each page's own rules inline.
 *
 * styled-components gives each page a <style> of every rule its components use: about 20 KB, of which the frame
 * (base styles, header, footer: two thirds) is the same on every page. The build draws the frame alone
 * (renderFrameStyles), publishes its rules once as assets/frame-<hash>.css (kept a year by browsers, like every
 * file of assets/), and leaves in each page's <style> only the rules the frame does not have.
 *
 * A page's <style> also loses what only styled-components' own start-up would read, as the browser never runs it
 * over this tag (engine/app/serverStyles.ts): the /*!sc*\/ separators, and each component's entry
 * (data-styled.g12[id="sc-1a2b3c-0"]{content:"kWteAW,"}), which becomes one short list in the tag's
 * data-server-styles attribute ("sc-1a2b3c-0:kWteAW;…"), so the browser still knows every class name the page
 * (and the frame's file) already holds.
 */
import { createHash } from "node:crypto";

const SEPARATOR = "/*!sc*/\n";
const ENTRY = "data-styled.g";
const TAG_START = "<style";
const TAG_END = "</style>";

/** The pieces (rules, @media blocks, component entries) of every styled-components tag in `tags`. */
function piecesOf(tags: string): string[] {
  const pieces: string[] = [];
  for (let at = tags.indexOf(TAG_START); at >= 0; at = tags.indexOf(TAG_START, at + 1)) {
    const open = tags.indexOf(">", at);
    const close = tags.indexOf(TAG_END, open);
    if (open < 0 || close < 0) break;
    for (const piece of tags.slice(open + 1, close).split(SEPARATOR)) if (piece.trim()) pieces.push(piece);
  }
  return pieces;
}

export interface FrameStyles {
  /** Where the file is published, under dist/ (assets/frame-<hash>.css). */
  file: string;
  css: string;
  rules: ReadonlySet<string>;
}

/** The frame's rules, as a file. */
export function frameStyles(frameTags: string): FrameStyles {
  const rules = piecesOf(frameTags).filter((piece) => !piece.startsWith(ENTRY));
  const css = rules.join("\n") + "\n";
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10).replaceAll("_", "x").replaceAll("-", "y");
  return { file: `assets/frame-${hash}.css`, css, rules: new Set(rules) };
}

/** A page's style tag: its rules the frame's file does not hold, and the list of class names it and the file hold. */
export function pageStyles(tags: string, frame: FrameStyles): string {
  const rules: string[] = [];
  const names: string[] = [];
  for (const piece of piecesOf(tags)) {
    if (piece.startsWith(ENTRY)) names.push(entryNames(piece));
    else if (!frame.rules.has(piece)) rules.push(piece);
  }
  return `<style data-styled="active" data-server-styles="${names.filter(Boolean).join(";")}">${rules.join("")}</style>`;
}

/** data-styled.g12[id="sc-1a2b3c-0"]{content:"kWteAW,dVmOii,"} -> sc-1a2b3c-0:kWteAW,dVmOii */
function entryNames(entry: string): string {
  const idStart = entry.indexOf('[id="') + 5;
  const idEnd = entry.indexOf('"]', idStart);
  const namesStart = entry.indexOf('content:"', idEnd) + 9;
  const namesEnd = entry.indexOf('"', namesStart);
  if (idStart < 5 || idEnd < 0 || namesStart < 9 || namesEnd < 0) return "";
  const names = entry.slice(namesStart, namesEnd).split(",").filter(Boolean);
  return names.length ? `${entry.slice(idStart, idEnd)}:${names.join(",")}` : "";
}
