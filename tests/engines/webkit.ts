/**
 * WebKit as Safari's engine, through Debian's webkit2gtk-driver: WebKitWebDriver starts WebKitGTK's MiniBrowser
 * (headful, on a virtual screen) and is driven over W3C WebDriver (webdriver.ts). WebKitGTK's feature switches
 * (MiniBrowser --features, e.g. -CSSAnchorPositioning) stand in for older Safari.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { EngineDriver } from "./driver";
import { WebDriverSession } from "./webdriver";
import { startXvfb } from "./xvfb";

export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Installed by `run` after each load: WebDriver classic reports no page errors of its own. */
function collectErrors() {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  w.__engineErrors = [];
  addEventListener("error", (event) => w.__engineErrors!.push(String(event.message)));
  addEventListener("unhandledrejection", (event) => w.__engineErrors!.push(String(event.reason)));
}

export async function startWebKit({ features = [] as string[] } = {}): Promise<EngineDriver> {
  const screen = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore", env: { ...process.env, DISPLAY: screen.display } });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => { driver.kill(); screen.stop(); };
  let session: WebDriverSession | undefined;
  try {
    for (let tries = 0; !session; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const args = ["--automation", ...(features.length ? [`--features=${features.join(",")}`] : [])];
      session = await WebDriverSession.start(url, { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args } }).catch((error: unknown) => {
        if (tries > 40) throw error;
        return undefined;
      });
    }
  } catch (error) {
    stop();
    throw error;
  }
  const s = session;
  const run = <T>(fn: (...args: any[]) => T, ...args: unknown[]) =>
    s.execute<Awaited<T>>(`return (${fn.toString()}).apply(null, arguments)`, args);

  /** The page's size once three looks 50 ms apart agree (or after 3 s). */
  const settledSize = async (): Promise<[number, number]> => {
    let last = "";
    let same = 0;
    for (let looks = 0; looks < 60; looks++) {
      const size = await run(() => [window.innerWidth, window.innerHeight] as [number, number]);
      same = JSON.stringify(size) === last ? same + 1 : 0;
      last = JSON.stringify(size);
      if (same === 2) return size;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return JSON.parse(last) as [number, number];
  };

  return {
    name: `WebKit${features.length ? ` (${features.join(", ")})` : ""}`,
    async goto(address) {
      await s.navigate(address);
      await run(collectErrors);
    },
    run,
    hover: (selector) => s.pointer(selector, false),
    click: (selector) => s.pointer(selector, true),
    type: async (selector, text) => void (await s.sendKeys(selector, text)),
    press: (key) => s.keys([{ Escape: "\uE00C" }[key]]),
    async resize(width, height) {
      // The window's frame is not the page's: set, measure, and make up the difference. On a busy machine the
      // window takes its new size a moment after the driver answers, so each measure waits for it to settle, and
      // a size measured too early is made up again (some sizes are never exact: the phone's height, for one).
      let asked: [number, number] = [width, height];
      for (let tries = 0; tries < 3; tries++) {
        await s.setWindowRect(...asked);
        const [innerWidth, innerHeight] = await settledSize();
        if (innerWidth === width && innerHeight === height) return;
        asked = [asked[0] + width - innerWidth, asked[1] + height - innerHeight];
      }
    },
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await s.screenshot(), "base64"));
    },
    pageErrors: () => run(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []),
    async close() {
      await s.end();
      stop();
    },
  };
}
