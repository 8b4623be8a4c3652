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
import { FILE_APPLIED_RULE } from "./firstScreenStyles";

const SEPARATOR = "/*!sc*/\n";
const ENTRY = "data-styled.g";
const TAG_START = "<style";
const TAG_END = "</style>";

/** One piece of a styled-components tag: a rule (or @media block), with the component it belongs to. */
interface Piece {
  text: string;
  /** The component's number in the sheet: its rules come after those of every component numbered lower. */
  group: number;
  /** The component's id (sc-1a2b3c-0), also a class of every element it draws. */
  id: string;
}

/** The rules of every styled-components tag in `tags`, in order, and each component's entry (its class names). */
function piecesOf(tags: string): { rules: Piece[]; entries: string[] } {
  const rules: Piece[] = [];
  const entries: string[] = [];
  for (let at = tags.indexOf(TAG_START); at >= 0; at = tags.indexOf(TAG_START, at + 1)) {
    const open = tags.indexOf(">", at);
    const close = tags.indexOf(TAG_END, open);
    if (open < 0 || close < 0) break;
    // A component's rules come before its entry, which names the component: data-styled.g12[id="sc-1a2b3c-0"]{…}
    let pending: string[] = [];
    for (const piece of tags.slice(open + 1, close).split(SEPARATOR)) {
      if (!piece.trim()) continue;
      if (!piece.startsWith(ENTRY)) {
        pending.push(piece);
        continue;
      }
      entries.push(piece);
      const group = Number(piece.slice(ENTRY.length, piece.indexOf("[")));
      const id = piece.slice(piece.indexOf('[id="') + 5, piece.indexOf('"]'));
      for (const text of pending) rules.push({ text, group, id });
      pending = [];
    }
    for (const text of pending) rules.push({ text, group: Number.MAX_SAFE_INTEGER, id: "" });
  }
  return { rules, entries };
}

export interface FrameStyles {
  /** Where the file is published, under dist/ (assets/frame-<hash>.css). */
  file: string;
  css: string;
  rules: ReadonlySet<string>;
  /** The class names the file holds, each as "sc-1a2b3c-0:kWteAW". */
  names: ReadonlySet<string>;
}

/**
 * The file's last rule lists the class names it holds (in the form of the page's data-server-styles), for the
 * browser to read (engine/app/serverStyles.ts), so that no page lists them again. It matches no element.
 */
export const FILE_NAMES_SELECTOR = "data-styled.names";

/** A short name for a published file from its content (letters and digits only), so a changed file gets a new name. */
export const contentHash = (content: string) =>
  createHash("sha256").update(content).digest("base64url").slice(0, 10).replaceAll("_", "x").replaceAll("-", "y");

/** The frame's (and the sampled blocks') rules, as a file. */
export function frameStyles(frameTags: string): FrameStyles {
  const pieces = piecesOf(frameTags);
  const rules = pieces.rules.map((rule) => rule.text);
  const listed = pieces.entries.map(entryNames).filter(Boolean);
  const names = new Set(listed.flatMap((entry) => namePairs(entry)));
  // The page clips what is below its first screen until this file says it has arrived (engine/build/firstScreenStyles.ts).
  const css = [...rules, FILE_APPLIED_RULE, `${FILE_NAMES_SELECTOR}{content:"${listed.join(";")}"}`].join("\n") + "\n";
  return { file: `assets/frame-${contentHash(css)}.css`, css, rules: new Set(rules), names };
}

/**
 * A page's style tag: its rules the frame's file does not hold, and the list of its class names the file does not
 * list (the browser reads the file's own list).
 *
 * The file is linked before the tag, so its rules come first. On the page's own sheet a component's rules come
 * after those of every component registered before it (an extended component's after its base's). A rule of the
 * file is left out only when no rule the page keeps should come before it on an element both style (both
 * components' ids are classes of one element of `html`); otherwise the page states it again, in its place.
 */
export function pageStyles(tags: string, frame: FrameStyles, html = ""): string {
  const { rules, entries } = piecesOf(tags);
  const kept = rules.filter((rule) => !frame.rules.has(rule.text));
  // The components sharing an element with a kept rule's component, read from the HTML only where that is asked.
  const sharing = new Map<string, Set<string>>();
  const together = (id: string) => {
    let others = sharing.get(id);
    if (!others) sharing.set(id, (others = componentsWith(html, id)));
    return others;
  };
  const mustFollowKept = (rule: Piece) => kept.some((own) => own.group < rule.group && together(own.id).has(rule.id));
  const css = rules.filter((rule) => !frame.rules.has(rule.text) || mustFollowKept(rule)).map((rule) => rule.text);
  const names = entries.map((entry) => unlisted(entryNames(entry), frame.names)).filter(Boolean);
  return `<style data-styled="active" data-server-styles="${names.join(";")}">${css.join("")}</style>`;
}

/** "sc-1a2b3c-0:kWteAW,dVmOii" -> ["sc-1a2b3c-0:kWteAW", "sc-1a2b3c-0:dVmOii"] */
function namePairs(entry: string): string[] {
  const [id, names = ""] = entry.split(":");
  return names.split(",").map((name) => `${id}:${name}`);
}

/** The entry without the names the file lists; "" when none is left. */
function unlisted(entry: string, listed: ReadonlySet<string>): string {
  if (!entry) return "";
  const [id, names = ""] = entry.split(":");
  const left = names.split(",").filter((name) => !listed.has(`${id}:${name}`));
  return left.length ? `${id}:${left.join(",")}` : "";
}

/** The other component ids found as classes on an element of `html` that also has `id` as a class. */
function componentsWith(html: string, id: string): Set<string> {
  const others = new Set<string>();
  const CLASS = ' class="';
  for (let at = html.indexOf(id); at >= 0; at = html.indexOf(id, at + id.length)) {
    const end = at + id.length;
    // The whole class name (sc-a-1 is not sc-a-10), inside a class attribute (whose value holds no quote).
    if (!' "'.includes(html[at - 1]!) || !' "'.includes(html[end]!)) continue;
    const start = html.lastIndexOf(CLASS, at);
    if (start < 0 || html.indexOf('"', start + CLASS.length) < end) continue;
    const close = html.indexOf('"', end);
    for (const name of html.slice(start + CLASS.length, close).split(" ")) if (name !== id && name.startsWith("sc-")) others.add(name);
  }
  return others;
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
