/**
 * What a page asked for before its largest paint, read from a Chrome trace (bench:firstpaint): each request's order,
 * the priority it left with and the one it ended with, whether it held up rendering, its bytes on the wire and when
 * it started and finished, beside the page's first paint and LCP. A trace, not CDP's Network events, because only
 * the trace says which requests blocked rendering (ResourceSendRequest's renderBlocking).
 */
import type { Browser, Page } from "@playwright/test";

export interface TracedRequest {
  url: string;
  /** Priority when the request left, and the last one Chrome gave it (it raises an image's once laid out). */
  priority: string;
  finalPriority: string;
  /** Chrome's word: "blocking", "in_body_parser_blocking", "non_blocking", "potentially_blocking" (or "" when unsaid). */
  renderBlocking: string;
  /** Milliseconds from the navigation's start. */
  startMs: number;
  endMs: number;
  /** Bytes on the wire (headers included). */
  bytes: number;
}

export interface TracedLoad { fcpMs: number; lcpMs: number; requests: TracedRequest[] }

interface TraceEvent { name: string; ts: number; cat: string; args?: { data?: Record<string, unknown>; frame?: string } }

const CATEGORIES = ["devtools.timeline", "loading", "blink.user_timing", "disabled-by-default-devtools.timeline"];

/** Loads `url` in `page` (a throttled phone page, fresh context) while tracing, and reads the trace. */
export async function traceLoad(browser: Browser, page: Page, url: string, settleMs: number): Promise<TracedLoad> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(settleMs);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  return readTrace(trace.traceEvents, url);
}

/** The requests, first paint and LCP of the navigation to `url` in a trace's events (times in ms from its start). */
export function readTrace(events: TraceEvent[], url: string): TracedLoad {
  const data = (event: TraceEvent) => event.args?.data ?? {};
  // The page's navigation (the trace also holds the browser's own pages: its omnibox is a web page too).
  const navigation = events.find((e) => e.name === "navigationStart" && data(e).documentLoaderURL === url);
  const frame = navigation?.args?.frame;
  const start = navigation?.ts ?? 0;
  const msOf = (ts: number) => (ts - start) / 1000;
  const ofPage = (e: TraceEvent) => e.args?.frame === frame && e.ts >= start;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && ofPage(e));
  const lcps = events.filter((e) => e.name === "largestContentfulPaint::Candidate" && ofPage(e));
  const origin = new URL(url).origin;
  const byId = new Map<string, TracedRequest>();
  for (const event of events) {
    const d = data(event);
    const id = d.requestId as string | undefined;
    if (!id) continue;
    if (event.name === "ResourceSendRequest" && !byId.has(id) && String(d.url).startsWith(origin)) {
      byId.set(id, { url: String(d.url), priority: String(d.priority ?? ""), finalPriority: String(d.priority ?? ""), renderBlocking: String(d.renderBlocking ?? ""), startMs: msOf(event.ts), endMs: NaN, bytes: 0 });
    }
    const request = byId.get(id);
    if (!request) continue;
    if (event.name === "ResourceChangePriority") request.finalPriority = String(d.priority);
    if (event.name === "ResourceFinish") {
      request.bytes = Number(d.encodedDataLength ?? 0);
      // finishTime is in seconds on the trace's clock.
      request.endMs = typeof d.finishTime === "number" && d.finishTime > 0 ? msOf(d.finishTime * 1e6) : msOf(event.ts);
    }
  }
  return {
    fcpMs: fcp ? msOf(fcp.ts) : NaN,
    lcpMs: lcps.length ? msOf(lcps[lcps.length - 1]!.ts) : NaN,
    requests: [...byId.values()].sort((a, b) => a.startMs - b.startMs),
  };
}

/** The requests that started before the LCP, one line each, for a side-by-side read. */
export function describeRequests(load: TracedLoad, base: string): string[] {
  return load.requests
    .filter((request) => request.startMs <= load.lcpMs)
    .map((request, index) => {
      const name = request.url.startsWith(base) ? request.url.slice(base.length) : request.url.replace(/^data:([^;,]*).*/, "data:$1");
      return `  ${String(index + 1).padStart(2)}. ${Math.round(request.startMs).toString().padStart(5)}-${Number.isNaN(request.endMs) ? "  ?  " : Math.round(request.endMs).toString().padStart(5)} ms  ${request.priority}${request.finalPriority !== request.priority ? `->${request.finalPriority}` : ""}  ${request.renderBlocking || "-"}  ${(request.bytes / 1024).toFixed(1)} KB  ${name.length > 70 ? `${name.slice(0, 67)}...` : name}`;
    });
}
