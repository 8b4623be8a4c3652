/**
 * A group's renderer threads go from one practice's last page to the next practice's frame without waiting for
 * the build's own thread: the next practice's setup is queued on the threads as soon as every page of the one before
 * is, so while the build's thread is still busy with the first practice (its sitemap, its build state), the threads
 * already draw the next one's frame. Each thread still draws each practice's frame, then its pages, in turn.
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
    const setup = { site: { name } as never, assets: { entry: "/e.js", css: [] }, dist: log };
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
