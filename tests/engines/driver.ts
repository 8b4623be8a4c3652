/**
 * One browser, as the engine checks (checks.ts) drive it: the same few actions in WebKit (WebKitWebDriver),
 * Firefox (WebDriver BiDi, through puppeteer-core) and Chromium (Playwright). Pointer actions are real input
 * (a moved mouse hovers, a press clicks where the element is), so :hover and light dismiss are the browser's.
 */
export interface EngineDriver {
  readonly name: string;
  /** Loads the address and waits for the page's load event; page errors are counted from here. */
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page (its source is sent) and returns its JSON result. */
  run<T>(fn: (...args: any[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  /** The mouse onto the middle of the element (scrolled into view first). */
  hover(selector: string): Promise<void>;
  /** A mouse press on the middle of the element. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  press(key: "Escape"): Promise<void>;
  /** The size of the page's window (innerWidth × innerHeight). */
  resize(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and rejections of the page since the last goto. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** An expression that calls `fn` with `args`, for drivers that evaluate source text (the page's CSP allows no eval of its own). */
export const callExpression = (fn: (...args: any[]) => unknown, args: unknown[]) => `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
