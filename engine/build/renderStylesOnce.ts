/**
 * Each style rule parsed once, not once per page.
 *
 * Each page is drawn with a style sheet of its own (so its <style> holds exactly its rules, in the order they
 * always had), and styled-components parses a component's CSS with stylis the first time a sheet meets it: on
 * every page again, the same CSS for the same class name (a quarter of a page's drawing). Stylis's answer depends
 * only on what it is given, so the sheet's context gets styled-components' own stylis behind a memory of its
 * answers: the rules, and so the pages, are byte for byte what they were.
 *
 * This is styled-components' StyleSheetManager with only a `sheet` (what ServerStyleSheet.collectStyles
 * renders), through the context its exported StyleSheetConsumer belongs to.
 */
import { createElement, type Context, type ReactNode } from "react";
import { StyleSheetConsumer, type ServerStyleSheet } from "styled-components";

type Stylis = ((css: string, selector?: string, prefix?: string, componentId?: string) => string[]) & { hash: string };

interface SheetContext {
  shouldForwardProp?: unknown;
  styleSheet: unknown;
  stylis: Stylis;
  stylisPlugins?: unknown;
}

/** Answers kept, at most (then forgotten all at once): a site has a few thousand distinct rules; the editor runs for days. */
const KEPT = 20_000;

const context = (StyleSheetConsumer as unknown as { _context?: Context<SheetContext> & { _currentValue?: SheetContext } })._context;
const defaults = context?._currentValue;

function remembering(stylis: Stylis): Stylis {
  const answers = new Map<string, string[]>();
  const remembered = ((css: string, selector = "", prefix = "", componentId = "&") => {
    const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    let rules = answers.get(key);
    if (!rules) {
      if (answers.size >= KEPT) answers.clear();
      rules = stylis(css, selector, prefix, componentId);
      answers.set(key, rules);
    }
    return rules.slice();
  }) as Stylis;
  remembered.hash = stylis.hash;
  return remembered;
}

const stylis = defaults && typeof defaults.stylis === "function" ? remembering(defaults.stylis) : undefined;

/** `tree` collecting its styles into `sheet`, as sheet.collectStyles(tree) does, with each rule parsed once. */
export function collectStylesOnce(sheet: ServerStyleSheet, tree: ReactNode): ReactNode {
  // Another styled-components than the one this was written for: its own way, unchanged.
  if (!context || !defaults || !stylis) return sheet.collectStyles(tree);
  const value: SheetContext = { ...defaults, styleSheet: (sheet as unknown as { instance: unknown }).instance, stylis };
  return createElement(context.Provider, { value }, tree);
}
