/**
 * A W3C WebDriver (classic, HTTP) client for WebKitWebDriver: the handful of commands the engine checks use.
 * The protocol is a W3C standard of plain JSON requests, so it is a page of fetch calls rather than a
 * library that would also try to download drivers of its own.
 */
export interface WebDriverError { error: string; message: string }

/** The W3C name of a web element reference. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string }>(`${driverUrl}/session`, "POST", { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`);
  }

  command<T = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}${path}`, method, body);
  }

  navigate = (url: string) => this.command("POST", "/url", { url });

  /** Runs `body` (a function body that reads `arguments`) in the page; the result comes back as JSON. */
  execute = <T>(body: string, args: unknown[] = []) => this.command<T>("POST", "/execute/sync", { script: body, args });

  async find(css: string): Promise<string> {
    const found = await this.command<Record<string, string>>("POST", "/element", { using: "css selector", value: css });
    return found[ELEMENT_KEY]!;
  }

  click = async (css: string) => this.command("POST", `/element/${await this.find(css)}/click`, {});

  /** A real pointer: moves the mouse to the element's centre (hover), and presses there when asked. */
  async pointer(css: string, press: boolean) {
    // By the window's coordinates: WebKitWebDriver refuses an element as the origin of a move.
    const [x, y] = await this.execute<[number, number]>(
      "const el = document.querySelector(arguments[0]); el.scrollIntoView({ block: 'nearest' }); const r = el.getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];",
      [css],
    );
    const moves: unknown[] = [{ type: "pointerMove", duration: 0, origin: "viewport", x, y }];
    if (press) moves.push({ type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 });
    await this.command("POST", "/actions", { actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: moves }] });
    await this.command("DELETE", "/actions");
  }

  sendKeys = async (css: string, text: string) => this.command("POST", `/element/${await this.find(css)}/value`, { text });

  async keys(keys: string[]) {
    const actions = keys.flatMap((value) => [{ type: "keyDown", value }, { type: "keyUp", value }]);
    await this.command("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    await this.command("DELETE", "/actions");
  }

  setWindowRect = (width: number, height: number) => this.command("POST", "/window/rect", { width, height });
  screenshot = () => this.command<string>("GET", "/screenshot");
  end = () => this.command("DELETE", "").catch(() => undefined);
}

async function call<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as { value: T | WebDriverError };
  // WebKitWebDriver answers some errors with status 200: the error is in the value either way.
  if (!response.ok || (json.value && typeof json.value === "object" && "error" in json.value)) {
    const { error, message } = json.value as WebDriverError;
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}${body ? ` ${JSON.stringify(body).slice(0, 200)}` : ""}: ${error}: ${message}`);
  }
  return json.value as T;
}
