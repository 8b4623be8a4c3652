/**
 * Who draws the pages: worker threads, one per core, when there are many pages to draw (a 4,000-page build takes
 * half the time on two cores); for a few, the one thread a build starts while it checks the content
 * (engine/build/earlyRenderers.ts), or else the build's own thread (loading the renderer in a thread of its own
 * costs about what drawing a hundred pages does, unless it loads while the build does other work). Each worker loads the server renderer's bundle, which loads
 * every block renderer in the same fixed order before the first page, so each numbers the styles as a lone
 * thread would; each draws and writes the pages it is handed (engine/build/renderPages.ts) and reports back.
 * The result is byte for byte that of one thread (tests/unit/renderThreads.test.ts).
 *
 * SITE_RENDER_THREADS=0 draws in the build's own thread whatever the number of pages; =N uses N workers.
 */
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { DrawingSetup, DrawnReport, PageDrawer, PageJob } from "./renderPages";

/** Below this many pages in the site, one thread draws them: the workers' start would cost more than it saves. */
const PAGES_FOR_THREADS = 200;
/** Pages handed to a worker at a time, at most: small enough that the workers finish together, large enough to cost no messages. */
const BATCH = 20;

/**
 * A worker's young generation (V8's default is 16 MB semi-spaces here): a page's drawing makes a few megabytes
 * that die with it, so a larger nursery sees fewer of them promoted and collected again (at 4,000 pages, about
 * 6 % less processor time in the workers, for about 60 MB more at the peak).
 */
const YOUNG_GENERATION_MB = 64;

export interface Renderers {
  frame: PageDrawer["frame"];
  icons: PageDrawer["icons"];
  /** Draws and writes every page of `jobs`; the reports come back in the same order. */
  drawAll(jobs: readonly PageJob[]): Promise<DrawnReport[]>;
  close(): Promise<void>;
}

/** How many worker threads draw a site of `pages` pages (0: the build's own thread). */
export function renderThreadsFor(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number.parseInt(env.SITE_RENDER_THREADS ?? "", 10);
  if (asked >= 0) return asked;
  const cores = availableParallelism();
  return cores > 1 && pages >= PAGES_FOR_THREADS ? cores : 0;
}

/** Starts the renderers: `threads` workers, or the server renderer in this thread when 0. */
export async function startRenderers(serverEntry: string, setup: DrawingSetup, threads: number): Promise<Renderers> {
  return threads > 0 ? loadRenderers(serverEntry, threads).start(setup, threads) : startHere(serverEntry, setup);
}

/**
 * Worker threads that load the server renderer before the build knows what they will draw: a build starts them
 * while it checks the content (engine/build/earlyRenderers.ts), so that loading the renderer, about a quarter of a
 * second, costs no waiting. Until `start`, they hold no process open.
 */
export interface LoadingRenderers {
  readonly serverEntry: string;
  /** Hands the threads their setup now, so that they draw the frame while the build goes on. */
  setUp(setup: DrawingSetup): void;
  /** Hands every thread its setup, adding threads up to `threads`; resolves once each has drawn the frame. */
  start(setup: DrawingSetup, threads: number): Promise<Renderers>;
  close(): Promise<void>;
}

/**
 * `reusable`: the threads outlive one site's drawing (a group's build hands them each practice in turn, engine/cli/
 * build-group.ts): closing the drawing only lets them wait for the next setup, and `close` of these ends them.
 */
export function loadRenderers(serverEntry: string, threads: number, { reusable = false } = {}): LoadingRenderers {
  const helpers = Array.from({ length: threads }, () => startWorker(serverEntry));
  helpers.forEach(({ worker }) => worker.unref());
  // Helpers are only ever added at the end, so those already given their setup are the first `givenSetup`.
  let givenSetup = 0;
  const close = async () => {
    await Promise.all(helpers.map(({ worker }) => worker.terminate()));
  };
  const doneDrawing = reusable
    ? async () => {
        givenSetup = 0;
        helpers.forEach(({ worker }) => worker.unref());
      }
    : close;
  const setUp = (setup: DrawingSetup) => {
    for (; givenSetup < helpers.length; givenSetup++) helpers[givenSetup]!.worker.postMessage(setup);
  };
  return {
    serverEntry,
    setUp,
    async start(setup, wanted) {
      while (helpers.length < wanted) helpers.push(startWorker(serverEntry));
      setUp(setup);
      // From here the build waits on them: they hold the process open until closed.
      helpers.forEach(({ worker }) => worker.ref());
      try {
        return await drawingWith(helpers, doneDrawing);
      } catch (error) {
        await close();
        throw error;
      }
    },
    close,
  };
}

async function startHere(serverEntry: string, setup: DrawingSetup): Promise<Renderers> {
  const server = (await import(pathToFileURL(serverEntry).href)) as { startDrawing(setup: DrawingSetup): Promise<PageDrawer> };
  const drawer = await server.startDrawing(setup);
  return {
    frame: drawer.frame,
    icons: drawer.icons,
    async drawAll(jobs) {
      const reports: DrawnReport[] = [];
      for (let at = 0; at < jobs.length; at += BATCH) reports.push(...(await drawer.draw(JSON.stringify(jobs.slice(at, at + BATCH)))));
      return reports;
    },
    async close() {},
  };
}

/**
 * A worker's whole program: the bundle is plain JavaScript, so the worker needs no TypeScript loader. It loads the
 * renderer at once, and draws the frame when a setup (an object: a site) arrives; the pages to draw come as JSON
 * text, for the site of the last setup.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const fail = (error) => parentPort.postMessage({ error: error instanceof Error ? error.stack || error.message : String(error) });
const loading = import(workerData.entry);
loading.catch(fail);
let drawing;
// Batches are drawn one after another, in the order they came: the next may arrive while one is drawn.
let queue = Promise.resolve();
parentPort.on("message", (message) => {
  if (typeof message === "string") {
    const drawer = drawing;
    queue = queue.then(() => drawer).then((drawer) => drawer.draw(message)).then((reports) => parentPort.postMessage({ reports }), fail);
    return;
  }
  drawing = loading.then((server) => server.startDrawing(message));
  drawing.then((drawer) => parentPort.postMessage({ frame: drawer.frame, icons: drawer.icons }), fail);
});
`;

type Drawn = Pick<PageDrawer, "frame" | "icons">;
type FromWorker = Drawn | { reports: DrawnReport[] } | { error: string };

interface Helper {
  worker: Worker;
  /** The next message from the worker. */
  next(): Promise<FromWorker>;
}

function startWorker(serverEntry: string): Helper {
  const worker = new Worker(WORKER, { eval: true, workerData: { entry: pathToFileURL(serverEntry).href }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const waiting: Array<{ resolve(message: FromWorker): void; reject(error: Error): void }> = [];
  const arrived: FromWorker[] = [];
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  worker.on("message", (message: FromWorker) => {
    if ("error" in message) failAll(new Error(`A page renderer thread failed: ${message.error}`));
    else if (waiting.length) waiting.shift()!.resolve(message);
    else arrived.push(message);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`A page renderer thread stopped (exit code ${code}).`)));
  return {
    worker,
    next: () => {
      if (arrived.length) return Promise.resolve(arrived.shift()!);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}

/** The renderers once every helper has its setup: each draws the frame, then the pages it is handed. */
async function drawingWith(helpers: Helper[], close: () => Promise<void>): Promise<Renderers> {
  const frames = await Promise.all(helpers.map(async (helper) => (await helper.next()) as Drawn));
  // Every thread drew the same frame, or their pages' styles would not agree.
  if (frames.some(({ frame }) => frame.css !== frames[0]!.frame.css)) throw new Error("The page renderer threads drew the frame's styles differently.");
  return {
    frame: frames[0]!.frame,
    icons: frames[0]!.icons,
    async drawAll(jobs) {
      const reports: DrawnReport[] = new Array(jobs.length);
      // A few pages are shared out one at a time, so that every worker draws some.
      const batch = Math.max(1, Math.min(BATCH, Math.ceil(jobs.length / (helpers.length * 4))));
      let taken = 0;
      // Each worker holds a second batch while it draws one, so that it never waits for this thread to hand it the
      // next (on a busy machine, this thread's turn to run can come tens of milliseconds late: a group's 50 practices
      // hand out 400 batches).
      const work = async (helper: Helper) => {
        const handedFrom: number[] = [];
        const hand = () => {
          if (taken >= jobs.length) return;
          handedFrom.push(taken);
          const from = taken;
          taken = Math.min(jobs.length, taken + batch);
          helper.worker.postMessage(JSON.stringify(jobs.slice(from, taken)));
        };
        hand();
        hand();
        while (handedFrom.length) {
          const message = await helper.next();
          if (!("reports" in message)) throw new Error("A page renderer thread answered out of turn.");
          const from = handedFrom.shift()!;
          message.reports.forEach((report, at) => (reports[from + at] = report));
          hand();
        }
      };
      await Promise.all(helpers.map(work));
      return reports;
    },
    close,
  };
}
