/** The emulated mid-range phone the browser benches load pages on: a fresh context, nothing cached. */
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";

export const PHONE = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, latencyMs: 150 };

/**
 * A new context and page of `browser`, at a phone's size, with its processor and network slowed as PHONE says
 * (`cpuSlowdown` overrides PHONE's: the network's latency and bandwidth are exact, the processor's slowdown multiplies
 * whatever else the machine is doing).
 */
export async function phonePage(browser: Browser, cpuSlowdown = PHONE.cpuSlowdown): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  return { context, page, cdp };
}
