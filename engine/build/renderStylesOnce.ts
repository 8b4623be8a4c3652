/**
 * Each style rule parsed once, not once per page.
 *
 * Each page is drawn with a style sheet of its own (so its <style> holds exactly its rules, in the order they
 * always had), and styled-components parses a component's CSS with stylis the first time a sheet meets it: on
 * every page again, the same CSS for the same class name (a quarter of a page's drawing). Stylis's answer depends
 * only on what it is given, so the sheet's context gets styled-components' own stylis behind a memory of its
 * answers: the rules, and so the pages, are byte for byte what they were.
 *
 * This is what styled-components' StyleSheetManager with only a `sheet` (what ServerStyleSheet.collectStyles
 * renders) provides, through public interfaces: the context styled-components exports (StyleSheetContext), its
 * default value read as any component reads it (React's useContext, outside any provider), and the sheet a
 * ServerStyleSheet declares (`instance`). StyleSheetManager itself would make a stylis of its own for each page.
 * tests/unit/renderStylesOnce.test.ts checks against the installed versions that the styles are what collectStyles
 * gives, and says which of these an upgrade changed (`stylesOnceMissing`).
 */
import { createElement, useContext, type Context, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import * as styledComponents from "styled-components";
import { ServerStyleSheet, type IStyleSheetContext } from "styled-components";

type Stylis = IStyleSheetContext["stylis"];

/** Looked up rather than imported by name: a styled-components without it then says so (stylesOnceMissing) and still loads. */
const SheetContext = (styledComponents as { StyleSheetContext?: Context<IStyleSheetContext> }).StyleSheetContext;

/** Answers kept, at most (then forgotten all at once): a site has a few thousand distinct rules; the editor runs for days. */
const KEPT = 20_000;

/** styled-components' own value of the context (its main sheet and stylis), read once, as a component would. */
let defaults: IStyleSheetContext | undefined;
function defaultContext(): IStyleSheetContext | undefined {
  if (!defaults && SheetContext) {
    const Read = () => {
      defaults = useContext(SheetContext);
      return null;
    };
    renderToString(createElement(Read));
  }
  return defaults;
}

/**
 * The answers kept in this thread (one stylis for the whole thread: its answers depend on nothing else), by the
 * class's selector and the rest, then by the CSS: the CSS, often a kilobyte, is looked up as it is, not copied into a key.
 */
const answers = new Map<string, Map<string, string[]>>();
let answersKept = 0;

function remembering(stylis: Stylis): Stylis {
  const remembered = ((css: string, selector = "", prefix = "", componentId = "&") => {
    const where = `${componentId}\u0000${selector}\u0000${prefix}`;
    let byCss = answers.get(where);
    let rules = byCss?.get(css);
    if (!rules) {
      if (answersKept >= KEPT) {
        answers.clear();
        answersKept = 0;
        byCss = undefined;
      }
      rules = stylis(css, selector, prefix, componentId);
      if (!byCss) answers.set(where, (byCss = new Map()));
      byCss.set(css, rules);
      answersKept++;
    }
    return rules.slice();
  }) as Stylis;
  remembered.hash = stylis.hash;
  return remembered;
}

/** The default stylis behind a memory (one for the thread), or undefined if this styled-components has none. */
let stylis: Stylis | undefined;
function rememberingStylis(): Stylis | undefined {
  const own = defaultContext()?.stylis;
  if (!stylis && typeof own === "function") stylis = remembering(own);
  return stylis;
}

/** `tree` collecting its styles into `sheet`, as sheet.collectStyles(tree) does, with each rule parsed once. */
export function collectStylesOnce(sheet: ServerStyleSheet, tree: ReactNode): ReactNode {
  const remembered = rememberingStylis();
  // Another styled-components than the one this was written for: its own way, unchanged (and slower).
  if (!SheetContext || !remembered || !sheet.instance) return sheet.collectStyles(tree);
  const value: IStyleSheetContext = { ...defaults!, styleSheet: sheet.instance, stylis: remembered };
  return createElement(SheetContext.Provider, { value }, tree);
}

/**
 * What of styled-components' public interfaces this no longer finds, in words (none: each rule is parsed once).
 * tests/unit/renderStylesOnce.test.ts asks it against the installed versions, so an upgrade that changes them
 * fails there by name instead of quietly making every build slower.
 */
export function stylesOnceMissing(): string[] {
  const missing: string[] = [];
  const own = defaultContext();
  if (!SheetContext) missing.push("StyleSheetContext (the React context styled-components exports for its sheet and stylis)");
  else if (!own) missing.push("StyleSheetContext's default value (read with React's useContext outside any provider)");
  else if (typeof own.stylis !== "function") missing.push("the default stylis function in StyleSheetContext's value");
  else if (typeof own.stylis.hash !== "string") missing.push("stylis.hash (styled-components names classes with it)");
  if (!new ServerStyleSheet().instance) missing.push("ServerStyleSheet.instance (the sheet a page's styles are collected into)");
  return missing;
}

/** How many of stylis's answers this thread keeps (the tests see that they are used). */
export const rememberedAnswers = (): number => answersKept;
