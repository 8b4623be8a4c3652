/**
 * bench:firstpaint's reading of a load: runs compared round by round, and what a page asked for before its largest
 * paint, read from a Chrome trace that also holds the browser's own pages (its omnibox is a web page too).
 */
import { describe, expect, it } from "vitest";
import { pairedDifference } from "../../engine/bench/median";
import { describeRequests, readTrace } from "../../engine/bench/requestsBeforeLcp";

describe("pairedDifference", () => {
  it("compares the runs of each round, so a busy round slowing both versions does not decide", () => {
    // The second round ran on a busy machine: both versions slow, the first still ahead in it.
    const first = [500, 1400, 520];
    const second = [530, 1440, 560];
    expect(pairedDifference(first, second)).toEqual({ median: -40, higher: 0 });
    expect(pairedDifference(second, first)).toEqual({ median: 40, higher: 3 });
  });
});

describe("readTrace", () => {
  const page = "http://127.0.0.1:4731/team";
  const ms = (value: number) => 1_000_000 + value * 1000;
  const browserOwn = [
    { name: "navigationStart", ts: ms(-90), cat: "blink.user_timing", args: { frame: "UI", data: { documentLoaderURL: "chrome://omnibox-popup.top-chrome/" } } },
    { name: "ResourceSendRequest", ts: ms(-40), cat: "devtools.timeline", args: { data: { requestId: "9", url: "chrome://resources/js/app.js", priority: "High", renderBlocking: "non_blocking", frame: "UI" } } },
    { name: "firstContentfulPaint", ts: ms(20), cat: "loading", args: { frame: "UI" } },
  ];
  const events = [
    ...browserOwn,
    { name: "navigationStart", ts: ms(0), cat: "blink.user_timing", args: { frame: "F", data: { documentLoaderURL: page } } },
    { name: "ResourceSendRequest", ts: ms(300), cat: "devtools.timeline", args: { data: { requestId: "3", url: "http://127.0.0.1:4731/assets/frame.css", priority: "VeryLow", renderBlocking: "non_blocking", frame: "F" } } },
    { name: "ResourceSendRequest", ts: ms(290), cat: "devtools.timeline", args: { data: { requestId: "2", url: "http://127.0.0.1:4731/_img/portrait-640.webp", priority: "Medium", frame: "F" } } },
    { name: "ResourceChangePriority", ts: ms(400), cat: "devtools.timeline", args: { data: { requestId: "2", priority: "High" } } },
    { name: "ResourceFinish", ts: ms(520), cat: "devtools.timeline", args: { data: { requestId: "2", encodedDataLength: 5324, finishTime: ms(510) / 1e6 } } },
    { name: "ResourceFinish", ts: ms(580), cat: "devtools.timeline", args: { data: { requestId: "3", encodedDataLength: 4915, finishTime: ms(575) / 1e6 } } },
    { name: "firstContentfulPaint", ts: ms(560), cat: "loading", args: { frame: "F" } },
    { name: "largestContentfulPaint::Candidate", ts: ms(560), cat: "loading", args: { frame: "F" } },
    { name: "largestContentfulPaint::Candidate", ts: ms(640), cat: "loading", args: { frame: "F" } },
    { name: "ResourceSendRequest", ts: ms(900), cat: "devtools.timeline", args: { data: { requestId: "4", url: "http://127.0.0.1:4731/_img/portrait-2-640.webp", priority: "Low", frame: "F" } } },
  ];

  it("reads the page's paints and requests, in the order they left, not the browser's own", () => {
    const load = readTrace(events, page);
    expect(load.fcpMs).toBe(560);
    expect(load.lcpMs).toBe(640);
    expect(load.requests.map((r) => r.url.replace("http://127.0.0.1:4731", ""))).toEqual(["/_img/portrait-640.webp", "/assets/frame.css", "/_img/portrait-2-640.webp"]);
    expect(load.requests[0]).toMatchObject({ priority: "Medium", finalPriority: "High", startMs: 290, endMs: 510, bytes: 5324 });
    expect(load.requests[1]).toMatchObject({ renderBlocking: "non_blocking", endMs: 575 });
  });

  it("lists only what left before the LCP", () => {
    const lines = describeRequests(readTrace(events, page), "http://127.0.0.1:4731");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/290- +510 ms +Medium->High +- +5\.2 KB +\/_img\/portrait-640\.webp/);
    expect(lines[1]).toMatch(/VeryLow +non_blocking +4\.8 KB +\/assets\/frame\.css/);
  });
});
