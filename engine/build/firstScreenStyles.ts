/**
 * The shared style file's rules a page's first screen needs, inline in the page (issue 51).
 *
 * The shared file (engine/build/sharedStyles.ts) is cached across pages, but on a first visit a blocking link to it
 * costs a round trip before the first paint. So the page links it without blocking (engine/app/document.ts) and
 * carries inline the file's rules for what can be on screen before it arrives: the site-wide rules (no class of
 * a component: the base styles) and the rules of every component of the header and the page's first blocks
 * (FIRST_BLOCKS: a hero and what follows it fill a phone's or a laptop's first screen), outside the closed menus.
 * Left out, as nothing shows them at load: the rules of what comes further down and of the footer (every rule
 * inline costs each page its weight: the mean page must stay within 6 KB gzipped), those of a popover's contents
 * (the browser hides a closed popover by itself) and rules that only apply to a state (hover, focus, an open
 * popover). What is painted before the file arrives is then styled as it will be after: nothing moves when it does.
 *
 * Each copied rule is also trimmed to what a still first paint shows (the mean page's weight): a base style for a
 * class no element of the first screen carries (the preview note, .visually-hidden) is left out, and so are the
 * declarations that only matter once something moves or is pointed at (transitions, the cursor, a closed popover's
 * anchor). The file's own rule, same selector, still holds them once it arrives; the inline copy only repeats
 * some of its declarations with the same values, so nothing changes then.
 *
 * What is further down, unstyled until the file arrives, must not make the page wider than the screen either: a
 * phone shows a page wider than its screen shrunk to fit (a long address in the footer did it), so the first paint
 * would be the whole page shrunk, zooming in once the file arrives. So the page clips it sideways until then
 * (BELOW_FIRST_SCREEN); the file lifts that by setting FILE_APPLIED, which no inline rule sets.
 */
import type { FrameStyles } from "./sharedStyles";

/** The blocks of a page (children of its <main>) whose rules are inline. */
export const FIRST_BLOCKS = 2;

/** A custom property only the shared file sets: until it arrives, var() falls back to what the page needs meanwhile. */
const FILE_APPLIED = "--frame-file";

/** The shared file's rule that says it has arrived (it is not one of the frame's rules, so it is never copied inline). */
export const FILE_APPLIED_RULE = `:root{${FILE_APPLIED}:visible;}`;

/**
 * The blocks after the first ones and the footer, clipped sideways until the file arrives (:where(): a rule of their
 * own still wins). Nothing of them is on the first screen, so clipping them changes nothing a visitor sees.
 */
const BELOW_FIRST_SCREEN = `:where(main>:nth-child(n+${FIRST_BLOCKS + 1}),#root>footer){overflow-x:var(${FILE_APPLIED},clip);}`;

/** Elements that have no closing tag. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Where the first screen ends in a page's HTML: after the first blocks of its <main> (or at the footer, without one). */
export function firstScreenEnd(html: string): number {
  const main = /<main\b[^<>]*>/.exec(html);
  if (!main) {
    const footer = html.indexOf("<footer");
    return footer < 0 ? html.length : footer;
  }
  // A tag's name, then its attributes (starting with a character no name holds, ending at its ">"): one way to match.
  const tags = /<(\/?)([a-zA-Z][\w-]*)((?:[^<>\w-][^<>]*)?)>/g;
  tags.lastIndex = main.index + main[0].length;
  let depth = 0;
  let blocks = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [, closing, tag, attributes] = match;
    const selfClosing = attributes!.endsWith("/");
    if (closing) {
      if (depth === 0) return match.index; // </main>
      if (--depth === 0 && ++blocks === FIRST_BLOCKS) return match.index + match[0].length;
    } else if (!selfClosing && !VOID.has(tag!.toLowerCase())) depth++;
    else if (depth === 0 && ++blocks === FIRST_BLOCKS) return match.index + match[0].length;
  }
  return html.length;
}

/** Pseudo-classes of a state the page is not in when it is first painted. */
const STATE = /:(hover|focus|focus-visible|focus-within|active|popover-open)\b/;

/**
 * Properties that change nothing in a still first paint: a transition or smooth scrolling only acts on a change,
 * the cursor only under a pointer, an anchor's name only places a popover, closed at load.
 */
const NOT_PAINTED = new Set(["cursor", "transition", "transition-property", "transition-duration", "transition-timing-function", "transition-delay", "anchor-name", "scroll-behavior"]);

/** Properties that only shorten an animation (prefers-reduced-motion's override): they matter when a copied rule animates. */
const ANIMATION_TIMING = new Set(["animation-duration", "animation-delay", "animation-iteration-count"]);

/** The page's HTML up to the end of its first blocks, without the insides of popovers (menus that open on a press). */
function firstScreenHtml(html: string): string {
  const above = html.slice(0, firstScreenEnd(html));
  let kept = "";
  let from = 0;
  // Every opening tag, judged by its attributes (a tag holds no "<": each match stops at the next one).
  const popover = /<(\w+)\b([^<>]*)>/g;
  for (let match = popover.exec(above); match; match = popover.exec(above)) {
    if (!/\spopover\b/.test(match[2]!)) continue;
    kept += above.slice(from, match.index);
    from = closingEnd(above, match[1]!, match.index + match[0].length);
    popover.lastIndex = from;
  }
  return kept + above.slice(from);
}

/** Where the element of `tag` opened just before `at` closes (after its closing tag), nested ones of the same tag counted. */
function closingEnd(html: string, tag: string, at: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^<>]*>`, "g");
  tags.lastIndex = at;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** Every class name on an element of `html`. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/ class="([^"]*)"/g)) for (const name of list!.split(" ")) if (name) classes.add(name);
  return classes;
}

/** A rule's selector: before its block, or inside an @media / @supports block. */
function selectorOf(rule: string): string {
  const open = rule.indexOf("{");
  if (!rule.startsWith("@")) return rule.slice(0, open);
  return rule.slice(open + 1, rule.indexOf("{", open + 1));
}

/** The selector's parts (split at top-level commas) all need a state the page is not in at load. */
function onlyInAState(selector: string): boolean {
  // A state inside :not() is the page's state at load (a closed popover), so it does not count.
  return selectorParts(selector).every((part) => STATE.test(withoutNot(part)));
}

/** The selector without its :not(…) parts. */
function withoutNot(selector: string): string {
  let out = "";
  for (let at = 0; at < selector.length; ) {
    const not = selector.indexOf(":not(", at);
    if (not < 0) return out + selector.slice(at);
    out += selector.slice(at, not);
    let depth = 0;
    let end = not + 4;
    for (; end < selector.length; end++) {
      if (selector[end] === "(") depth++;
      else if (selector[end] === ")" && --depth === 0) break;
    }
    at = end + 1;
  }
  return out;
}

/** The component class names a rule of the file styles (none for a base style). */
function componentClasses(rule: string, generated: ReadonlySet<string>): string[] {
  return [...selectorOf(rule).matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!).filter((name) => generated.has(name));
}

/** The selector split at its top-level commas. */
function selectorParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "," && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/**
 * The rule with only the declarations a still first paint shows ("" when none is left). A rule is "selector{a:b;}",
 * or an @media / @supports block of such rules.
 */
function paintedPart(rule: string, animates: boolean): string {
  let out = "";
  let at = 0;
  let rulesLeft = 0;
  for (let open = rule.indexOf("{"); open >= 0; open = rule.indexOf("{", at)) {
    const close = rule.indexOf("}", open);
    if (close < 0) return rule;
    const inner = rule.indexOf("{", open + 1);
    if (inner >= 0 && inner < close) {
      // An @media / @supports block opens: its rules follow.
      out += rule.slice(at, open + 1);
      at = open + 1;
      continue;
    }
    const kept = rule.slice(open + 1, close).split(";").filter((declaration) => {
      const property = declaration.slice(0, declaration.indexOf(":")).trim();
      return declaration.trim() !== "" && !NOT_PAINTED.has(property) && (animates || !ANIMATION_TIMING.has(property));
    });
    // A selector with nothing left to declare goes with its declarations.
    if (kept.length) {
      out += `${rule.slice(at, open + 1)}${kept.join(";")};}`;
      rulesLeft++;
    }
    at = close + 1;
  }
  return rulesLeft ? out + rule.slice(at) : "";
}

/** What firstScreenStyles asks of each rule of the file, worked out once per file rather than once per page. */
interface PreparedRule {
  /** Only a state the page is not in at load (hover, focus, an open popover) shows it. */
  stateOnly: boolean;
  /** The component class names it styles (none for a base style). */
  classes: readonly string[];
  /** A base style's selector parts, each as the classes it names outside :not(). */
  partClasses: readonly (readonly string[])[];
  /** Whether it animates (then the copies keep their animation's timing). */
  animates: boolean;
  /** The rule trimmed to what a still first paint shows, when no copied rule animates and when one does. */
  still: string;
  stillAnimated: string;
}

interface PreparedFile {
  rules: readonly PreparedRule[];
  /** Each page's <style> by the rules it copies: pages whose first screens show the same components share it. */
  tags: Map<string, string>;
}

const prepared = new WeakMap<FrameStyles, PreparedFile>();

/** Tags kept per file, at most (then forgotten all at once): a few kilobytes each. */
const KEPT_TAGS = 500;

function prepare(frame: FrameStyles): PreparedFile {
  let file = prepared.get(frame);
  if (file) return file;
  const generated = new Set([...frame.names].map((pair) => pair.slice(pair.indexOf(":") + 1)));
  const rules = [...frame.rules].map((rule): PreparedRule => {
    const selector = selectorOf(rule);
    return {
      stateOnly: onlyInAState(selector),
      classes: componentClasses(rule, generated),
      partClasses: selectorParts(selector).map((part) => [...withoutNot(part).matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!)),
      animates: /[{;]animation(-name)?:/.test(rule),
      still: paintedPart(rule, false),
      stillAnimated: paintedPart(rule, true),
    };
  });
  prepared.set(frame, (file = { rules, tags: new Map() }));
  return file;
}

/** Whether the rule is one a page copies when its first screen shows the classes `shown`. */
function copiedFor(rule: PreparedRule, shown: ReadonlySet<string>): boolean {
  if (rule.stateOnly) return false;
  // A base style is copied unless every part of its selector names a class no element of the first screen carries.
  if (rule.classes.length === 0) return !rule.partClasses.every((classes) => classes.some((name) => !shown.has(name)));
  return rule.classes.some((name) => shown.has(name));
}

/** The page's <style> of the shared file's rules its first screen needs, in the file's order ("" when none). */
export function firstScreenStyles(frame: FrameStyles, html: string): string {
  const file = prepare(frame);
  const shown = classesIn(firstScreenHtml(html));
  const copied: PreparedRule[] = [];
  let key = "";
  file.rules.forEach((rule, at) => {
    if (!copiedFor(rule, shown)) return;
    copied.push(rule);
    key += `${at},`;
  });
  let tag = file.tags.get(key);
  if (tag === undefined) {
    if (file.tags.size >= KEPT_TAGS) file.tags.clear();
    const animates = copied.some((rule) => rule.animates);
    const rules = copied.map((rule) => (animates ? rule.stillAnimated : rule.still)).filter(Boolean);
    tag = rules.length ? `<style data-first-screen>${rules.join("")}${BELOW_FIRST_SCREEN}</style>` : "";
    file.tags.set(key, tag);
  }
  return tag;
}
