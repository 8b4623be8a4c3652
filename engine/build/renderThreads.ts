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
  /**
   * Draws and writes every page of `jobs`; the reports come back in the same order. `handedOut` is called once every
   * page is queued on a thread (a group's next practice may queue its own behind them, engine/group/rendererTurns.ts).
   */
  drawAll(jobs: readonly PageJob[], handedOut?: () => void): Promise<DrawnReport[]>;
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
 * build-group.ts): closing the drawing only lets them forget that site, and `close` of these ends them. Each site
 * handed to them is known by a number of its own, which every message for it carries, so that one site's setup and
 * pages can be queued on a thread behind the last pages of the site before: the thread goes from one to the next
 * without waiting for the build's own thread.
 */
export function loadRenderers(serverEntry: string, threads: number, { reusable = false } = {}): LoadingRenderers {
  const helpers = Array.from({ length: threads }, () => startWorker(serverEntry));
  helpers.forEach(({ worker }) => worker.unref());
  const sites = new WeakMap<DrawingSetup, number>();
  let drawing = 0;
  const close = async () => {
    await Promise.all(helpers.map(({ worker }) => worker.terminate()));
  };
  let nextSite = 0;
  const siteOf = (setup: DrawingSetup) => {
    let site = sites.get(setup);
    if (site === undefined) sites.set(setup, (site = nextSite++));
    return site;
  };
  const setUp = (setup: DrawingSetup) => {
    const site = siteOf(setup);
    for (const helper of helpers) helper.setUp(site, setup);
  };
  return {
    serverEntry,
    setUp,
    async start(setup, wanted) {
      while (helpers.length < wanted) helpers.push(startWorker(serverEntry));
      setUp(setup);
      const site = siteOf(setup);
      // From here the build waits on them: they hold the process open until closed.
      if (drawing++ === 0) helpers.forEach(({ worker }) => worker.ref());
      const doneDrawing = async () => {
        helpers.forEach((helper) => helper.forget(site));
        if (--drawing === 0) helpers.forEach(({ worker }) => worker.unref());
        if (!reusable) await close();
      };
      try {
        return await drawingWith(helpers, site, doneDrawing);
      } catch (error) {
        if (reusable) await doneDrawing();
        else await close();
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
    async drawAll(jobs, handedOut) {
      handedOut?.();
      const reports: DrawnReport[] = [];
      for (let at = 0; at < jobs.length; at += BATCH) reports.push(...(await drawer.draw(JSON.stringify(jobs.slice(at, at + BATCH)))));
      return reports;
    },
    async close() {},
  };
}

/**
 * A worker's whole program: the bundle is plain JavaScript, so the worker needs no TypeScript loader. It loads the
 * renderer at once, and does what it is asked in the order asked, one thing at a time: draw a site's frame (a
 * setup), draw pages of a site (their jobs as JSON text: the content reaches the renderers through JSON, as it
 * always did), forget a site. The next is begun once a batch's pages are drawn, while their files are still being
 * written (waiting for the writes left a thread idle a fifth of a group's build). Each answer carries the number of
 * its question.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const say = (message) => parentPort.postMessage(message);
const describe = (error) => (error instanceof Error ? error.stack || error.message : String(error));
const loading = import(workerData.entry);
loading.catch((error) => say({ error: describe(error) }));
const drawers = new Map();
let queue = loading;
const answer = (asked, work) => {
  queue = queue.then(work).then((answer) => say({ asked, ...answer }), (error) => say({ asked, error: describe(error) }));
};
parentPort.on("message", (message) => {
  if (message.forget !== undefined) {
    queue = queue.then(() => drawers.delete(message.forget), () => {});
    return;
  }
  if (message.setup) {
    answer(message.asked, () => loading.then((server) => server.startDrawing(message.setup)).then((drawer) => (drawers.set(message.site, drawer), { frame: drawer.frame, icons: drawer.icons })));
    return;
  }
  // The next thing asked is begun once these pages are drawn, while their files are still being written.
  let written;
  const drawing = queue.then(() => new Promise((drawn) => {
    const drawer = drawers.get(message.site);
    if (!drawer) throw new Error("pages to draw for a site it was not given");
    written = drawer.draw(message.jobs, drawn);
    written.then(drawn, drawn);
  }));
  queue = drawing.catch(() => {});
  drawing.then(() => written).then((reports) => say({ asked: message.asked, reports }), (error) => say({ asked: message.asked, error: describe(error) }));
});
`;

type Drawn = Pick<PageDrawer, "frame" | "icons">;
type Answer = Drawn | { reports: DrawnReport[] };
type FromWorker = ({ asked: number } & (Answer | { error: string })) | { asked?: undefined; error: string };

interface Helper {
  worker: Worker;
  /** Queues the site's setup on the thread, once; its frame when drawn. */
  setUp(site: number, setup: DrawingSetup): void;
  frame(site: number): Promise<Drawn>;
  /** Queues pages of the site on the thread; their reports when drawn. */
  draw(site: number, jobs: string): Promise<DrawnReport[]>;
  /** Lets the thread forget the site, once it has drawn what was queued before. */
  forget(site: number): void;
}

function startWorker(serverEntry: string): Helper {
  const worker = new Worker(WORKER, { eval: true, workerData: { entry: pathToFileURL(serverEntry).href }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const waiting = new Map<number, { resolve(message: Answer): void; reject(error: Error): void }>();
  const frames = new Map<number, Promise<Drawn>>();
  let asked = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.values()) waiter.reject(failure);
    waiting.clear();
  };
  worker.on("message", (message: FromWorker) => {
    if (message.asked === undefined) return failAll(new Error(`A page renderer thread failed: ${message.error}`));
    const waiter = waiting.get(message.asked);
    waiting.delete(message.asked);
    if ("error" in message) waiter?.reject(new Error(`A page renderer thread failed: ${message.error}`));
    else waiter?.resolve(message);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`A page renderer thread stopped (exit code ${code}).`)));
  const ask = (message: object): Promise<Answer> => {
    if (failure) return Promise.reject(failure);
    const number = asked++;
    const answered = new Promise<Answer>((resolve, reject) => waiting.set(number, { resolve, reject }));
    worker.postMessage({ ...message, asked: number });
    return answered;
  };
  const setUp = (site: number, setup: DrawingSetup) => {
    if (frames.has(site)) return;
    const frame = ask({ site, setup }).then((answer) => answer as Drawn);
    // Asked for by the build when it starts drawing; a failure before then is its failure.
    frame.catch(() => {});
    frames.set(site, frame);
  };
  return {
    worker,
    setUp,
    frame: (site) => frames.get(site) ?? Promise.reject(new Error("A page renderer thread was asked for the frame of a site it was not given.")),
    draw: async (site, jobs) => {
      const answer = await ask({ site, jobs });
      if (!("reports" in answer)) throw new Error("A page renderer thread answered out of turn.");
      return answer.reports;
    },
    forget: (site) => {
      frames.delete(site);
      if (!failure) worker.postMessage({ forget: site });
    },
  };
}

/** Batches of pages queued on a thread at a time: the next is there to draw while the build's thread takes in the last one's reports. */
const QUEUED = 2;

/** The renderers of one site, once every helper has its setup: each draws the frame, then the pages it is handed. */
async function drawingWith(helpers: Helper[], site: number, close: () => Promise<void>): Promise<Renderers> {
  const frames = await Promise.all(helpers.map((helper) => helper.frame(site)));
  // Every thread drew the same frame, or their pages' styles would not agree.
  if (frames.some(({ frame }) => frame.css !== frames[0]!.frame.css)) throw new Error("The page renderer threads drew the frame's styles differently.");
  return {
    frame: frames[0]!.frame,
    icons: frames[0]!.icons,
    async drawAll(jobs, handedOut) {
      const reports: DrawnReport[] = new Array(jobs.length);
      // A few pages are shared out one at a time, so that every worker draws some.
      const batch = Math.max(1, Math.min(BATCH, Math.ceil(jobs.length / (helpers.length * 4))));
      let taken = 0;
      let told = false;
      const tell = () => {
        if (taken < jobs.length || told) return;
        told = true;
        handedOut?.();
      };
      tell();
      const work = async (helper: Helper) => {
        while (taken < jobs.length) {
          const from = taken;
          taken = Math.min(jobs.length, taken + batch);
          const drawn = helper.draw(site, JSON.stringify(jobs.slice(from, taken)));
          tell();
          (await drawn).forEach((report, at) => (reports[from + at] = report));
        }
      };
      await Promise.all(helpers.flatMap((helper) => Array.from({ length: QUEUED }, () => work(helper))));
      return reports;
    },
    close,
  };
}
