/**
 * The group's renderer threads handed to its practices one after another, while the practices' builds overlap: the
 * next practice is checked, its bundles found and its unchanged pages worked out on the build's own thread while the
 * threads draw the one before. A practice takes its turn when it starts drawing and gives it back as soon as every
 * one of its pages is queued on the threads (engine/build/renderThreads.ts), or when its build ends without
 * drawing (refused, or failed): the next practice's frame and pages are queued behind the last of them, so that a
 * thread goes from one practice's last page to the next practice's frame without waiting for the build's thread.
 * Each thread still draws each practice's frame, then its pages, in the practices' order, as it did one at a time.
 */
import type { LoadingRenderers } from "../build/renderThreads";

export interface Turn {
  /** What the practice's build is handed as its renderers: the group's, once the practice before has queued its pages. */
  loading: LoadingRenderers;
  /** Gives the turn back (the practice's build ended); again is nothing. */
  release(): void;
}

export class RendererTurns {
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly shared: LoadingRenderers) {}

  /** The next turn, after every turn taken before it. */
  take(): Turn {
    const mine = this.last;
    let release!: () => void;
    this.last = new Promise<void>((resolve) => (release = resolve));
    const shared = this.shared;
    const loading: LoadingRenderers = {
      serverEntry: shared.serverEntry,
      setUp: (setup) => void mine.then(() => shared.setUp(setup)),
      async start(setup, threads) {
        await mine;
        const renderers = await shared.start(setup, threads).catch((error: unknown) => {
          release();
          throw error;
        });
        return {
          ...renderers,
          drawAll: (jobs, handedOut) =>
            renderers.drawAll(jobs, () => {
              release();
              handedOut?.();
            }),
          async close() {
            release();
            await renderers.close();
          },
        };
      },
      // The group closes its threads itself, once every practice is built.
      close: async () => release(),
    };
    return { loading, release: () => release() };
  }
}
