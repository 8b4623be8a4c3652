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
 * renders), through the context its exported StyleSheetConsumer belongs to. Neither library offers this through
 * its public interface (StyleSheetManager's `stylisPlugins` would make a stylis of its own for each page), so the
 * private fields it reads are fenced: `stylesOnceMissing` names any that an upgrade removed, and a test fails then.
 */
import { createElement, type Context, type ReactNode } from "react";
import { ServerStyleSheet, StyleSheetConsumer } from "styled-components";

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

/** The answers kept in this thread (one stylis for the whole thread: its answers depend on nothing else). */
const answers = new Map<string, string[]>();

function remembering(stylis: Stylis): Stylis {
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

const sheetOf = (sheet: ServerStyleSheet) => (sheet as unknown as { instance?: unknown }).instance;

/** `tree` collecting its styles into `sheet`, as sheet.collectStyles(tree) does, with each rule parsed once. */
export function collectStylesOnce(sheet: ServerStyleSheet, tree: ReactNode): ReactNode {
  const instance = sheetOf(sheet);
  // Another styled-components than the one this was written for: its own way, unchanged (and slower).
  if (!context || !defaults || !stylis || !instance) return sheet.collectStyles(tree);
  const value: SheetContext = { ...defaults, styleSheet: instance, stylis };
  return createElement(context.Provider, { value }, tree);
}

/**
 * What of React's and styled-components' insides this no longer finds, in words (none: each rule is parsed once).
 * tests/unit/renderStylesOnce.test.ts asks it against the installed versions, so an upgrade that moves them fails
 * there by name instead of quietly making every build slower.
 */
export function stylesOnceMissing(): string[] {
  const missing: string[] = [];
  if (!context) missing.push("StyleSheetConsumer._context (the React context behind styled-components' StyleSheetConsumer)");
  else if (!defaults) missing.push("_context._currentValue (React's default value of styled-components' sheet context)");
  else if (typeof defaults.stylis !== "function") missing.push("the sheet context's default stylis function");
  else if (typeof defaults.stylis.hash !== "string") missing.push("stylis.hash (styled-components names classes with it)");
  if (!sheetOf(new ServerStyleSheet())) missing.push("ServerStyleSheet.instance (the sheet a page's styles are collected into)");
  return missing;
}

/** How many of stylis's answers this thread keeps (the tests see that they are used). */
export const rememberedAnswers = (): number => answers.size;
