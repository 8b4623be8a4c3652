/**
 * Starts the page's scripts in stages. The boot script has fetched every chunk
 * in parallel; evaluating them all at once would block a slow phone's main
 * thread for a long moment, so each stage runs in a task of its own, and the
 * browser can answer a tap between any two of them.
 */

/** Lets the browser handle input and paint before the next stage (MessageChannel where scheduler.yield is missing). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// React (its chunk holds the router too), then the styles runtime (it takes over the pre-rendered styles),
// then the site itself. Each import names an export the site uses: a bare import() would make the bundler
// keep the whole package.
await import("react-dom/client").then(({ hydrateRoot }) => hydrateRoot);
await yieldToMain();
await import("styled-components").then(({ ThemeProvider }) => ThemeProvider);
await yieldToMain();
const { hydrateApp } = await import("./hydrateApp");
await yieldToMain();
await hydrateApp(yieldToMain);

export {}; // a module: top-level await needs one
