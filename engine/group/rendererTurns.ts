/**
 * The group's renderer threads handed to its practices one after another, while the practices' builds overlap: the
 * next practice is checked, its bundles found and its unchanged pages worked out on the build's own thread while the
 * threads draw the one before (each thread draws one practice's frame, then its pages), so the threads do not wait
 * for that work between practices. A practice takes its turn when it starts drawing and gives it back when its
 * drawing ends, or when its build ends without drawing (refused, or failed).
 */
import type { LoadingRenderers } from "../build/renderThreads";

export interface Turn {
  /** What the practice's build is handed as its renderers: the group's, once the practice before is done with them. */
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
          async close() {
            await renderers.close();
            release();
          },
        };
      },
      // The group closes its threads itself, once every practice is built.
      close: async () => release(),
    };
    return { loading, release: () => release() };
  }
}
