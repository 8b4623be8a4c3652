/**
 * A group's renderer threads go from one practice's last page to the next practice's frame without waiting for
 * the build's own thread: the next practice's setup is queued on the threads as soon as every page of the one before
 * is, so while the build's thread is still busy with the first practice (its sitemap, its build state), the threads
 * already draw the next one's frame. Each thread still draws each practice's frame, then its pages, in turn. And a
 * thread draws its next pages while the files of those before are still being written.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadRenderers } from "../../engine/build/renderThreads";
import { RendererTurns } from "../../engine/group/rendererTurns";

const folder = mkdtempSync(join(tmpdir(), "renderer-turns-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for the server renderer: each page takes 15 ms of a thread, and each step is noted with its time and thread. */
const RENDERER = `
import { appendFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
const note = (log, what) => appendFileSync(log, Date.now() + " " + threadId + " " + what + "\\n");
export async function startDrawing(setup) {
  note(setup.dist, "frame " + setup.site.name);
  return {
    frame: { file: "frame.css", css: ".frame{}" },
    icons: undefined,
    async draw(json) {
      const jobs = JSON.parse(json);
      for (const job of jobs) {
        const until = Date.now() + 15;
        while (Date.now() < until);
        note(setup.dist, "page " + setup.site.name + " " + job.url);
      }
      return jobs.map((job) => ({ file: job.file, changed: true, blockErrors: [] }));
    },
  };
}
`;

it("queue the next practice's frame on the threads before the build's thread is done with the practice before", async () => {
  const renderer = join(folder, "renderer.mjs");
  writeFileSync(renderer, RENDERER);
  const log = join(folder, "log.txt");
  writeFileSync(log, "");
  const threads = loadRenderers(renderer, 2, { reusable: true });
  const turns = new RendererTurns(threads);
  const practice = async (name: string, busyAfter: number) => {
    const turn = turns.take();
    const setup = { site: { name } as never, assets: { entry: "/e.js", css: [] }, dist: log, fileIcons: [] };
    turn.loading.setUp(setup);
    const renderers = await turn.loading.start(setup, 0);
    const jobs = Array.from({ length: 16 }, (_, at) => ({ data: {} as never, url: `/${at}`, file: `${at}.html` }));
    const reports = await renderers.drawAll(jobs);
    // The build's own thread at the rest of the practice's build.
    const until = Date.now() + busyAfter;
    while (Date.now() < until);
    const ended = Date.now();
    await renderers.close();
    turn.release();
    return { reports, ended };
  };
  try {
    const [first, second] = await Promise.all([practice("a", 600), practice("b", 0)]);
    expect(first.reports.map((report) => report.file)).toEqual(Array.from({ length: 16 }, (_, at) => `${at}.html`));
    expect(second.reports.map((report) => report.file)).toEqual(Array.from({ length: 16 }, (_, at) => `${at}.html`));
    const lines = readFileSync(log, "utf8").trim().split("\n").map((line) => line.split(" "));
    const secondFrames = lines.filter(([, , what, name]) => what === "frame" && name === "b").map(([time]) => Number(time));
    expect(secondFrames).toHaveLength(2);
    // Drawn while the build's thread was still busy with the first practice, not after it gave the threads back.
    expect(Math.min(...secondFrames)).toBeLessThan(first.ended);
    // Each thread drew the first practice's frame and pages, then the second's.
    for (const thread of new Set(lines.map(([, thread]) => thread))) {
      const names = lines.filter(([, t]) => t === thread).map(([, , what, name]) => `${what} ${name}`);
      const firstOfB = names.indexOf("frame b");
      expect(names[0]).toBe("frame a");
      expect(names.slice(0, firstOfB).every((step) => step.endsWith(" a"))).toBe(true);
      expect(names.slice(firstOfB).every((step) => step.endsWith(" b"))).toBe(true);
    }
  } finally {
    await threads.close();
  }
}, 60_000);

/** A stand-in whose pages take a moment to write after they are drawn, as a busy disk makes them. */
const SLOW_WRITES = `
import { appendFileSync } from "node:fs";
const note = (log, what) => appendFileSync(log, what + "\\n");
export async function startDrawing(setup) {
  return {
    frame: { file: "frame.css", css: ".frame{}" },
    icons: undefined,
    async draw(json, drawn) {
      const jobs = JSON.parse(json);
      for (const job of jobs) note(setup.dist, "page " + job.url);
      drawn?.();
      await new Promise((resolve) => setTimeout(resolve, 150));
      note(setup.dist, "written " + jobs.map((job) => job.url).join(" "));
      return jobs.map((job) => ({ file: job.file, changed: true, blockErrors: [] }));
    },
  };
}
`;

it("draw a thread's next pages while the pages before are still being written", async () => {
  const renderer = join(folder, "slow-writes.mjs");
  writeFileSync(renderer, SLOW_WRITES);
  const log = join(folder, "writes.txt");
  writeFileSync(log, "");
  const threads = loadRenderers(renderer, 1);
  const renderers = await threads.start({ site: { name: "a" } as never, assets: { entry: "/e.js", css: [] }, dist: log, fileIcons: [] }, 0);
  try {
    const jobs = Array.from({ length: 8 }, (_, at) => ({ data: {} as never, url: `/${at}`, file: `${at}.html` }));
    expect((await renderers.drawAll(jobs)).map((report) => report.file)).toEqual(jobs.map((job) => job.file));
  } finally {
    await renderers.close();
  }
  const lines = readFileSync(log, "utf8").trim().split("\n");
  // Pages in the order handed out, in batches of two; the second batch drawn before the first is written.
  expect(lines.filter((line) => line.startsWith("page "))).toEqual(Array.from({ length: 8 }, (_, at) => `page /${at}`));
  expect(lines.indexOf("page /2")).toBeLessThan(lines.indexOf("written /0 /1"));
}, 60_000);
