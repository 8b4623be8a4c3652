/**
 * The site's files as the editor changes them: one queue of writes, held by the editor's context (one per running
 * editor, no state of the module's own). A save, a new page, a move with its link updates, a picture added or
 * removed, a draft kept and a publication bringing the working files to what went live each wait for the writes
 * asked before them, so no two of them read and write the same files at once. Each write says whose it is and
 * which files it changes, and is checked against the one rule of who may write what (writePolicy.ts) when its
 * turn comes; a write that finds more files to change on its way (a move's links) asks `writer.allow` for each.
 * A publication (and so a restore or an undo) is not run in the queue whole: it takes minutes, and queues only its
 * last step, bringing the working files to what went live (publish/publication.ts). Work in the queue must never
 * wait for other work of the queue, or both wait for ever.
 * It also holds the publication under way: one at a time per editor (publish/publication.ts), and the fetches of
 * the live version made lately, which History and the Publish screen reuse for a few seconds (publish/repository.ts),
 * and the gate started when the Publish screen opens, for the Publish that follows (publish/gateCheck.ts).
 */
import type { Person } from "./people";
import type { PublishStage } from "./publish/publication";
import type { LiveFetches } from "./publish/repository";
import { GateInReserve } from "./publish/gateCheck";
import { mayWriteFiles, requireMayChange, requireMayWriteFiles, type GroupLocks } from "./writePolicy";

/** Photos prepared at the same time (each is read whole and decoded once its upload has arrived). */
export const PREPARING_AT_ONCE = 2;

export interface Writer {
  /** Throws a 403 in words unless the person of this write may also change these files. */
  allow(files: readonly string[]): void;
  /** Whether the person of this write may also change these files (for a write that then says what it left out). */
  may(files: readonly string[]): boolean;
  /** Where a file being written waits before it is renamed into place (the workspace's; projectFiles.ts writeWhole). */
  temporaryFolder?: string;
}

/** The publication under way: how far it has gone, whose it is, since when (ISO). */
export interface PublicationUnderWay {
  stage: PublishStage;
  by: string;
  since: string;
}

export class Workspace {
  /** Set by publish() while a publication runs; a second one asked meanwhile is told who is publishing. */
  publication: PublicationUnderWay | null = null;
  /** The live version's fetches made lately, by remote branch (fetchLive reuses one a few seconds old). */
  readonly liveFetches: LiveFetches = new Map();
  /** A gate process made ready when the Publish screen opens (publish/gateCheck.ts). */
  readonly gateInReserve = new GateInReserve();
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private preparingNow = 0;
  private readonly waitingToPrepare: (() => void)[] = [];

  /**
   * `temporaryFolder`: where a file being written waits before it is renamed into place. npm run edit sets a folder
   * under .cache/ (ignored by git, on the same disk), so a save cut short leaves nothing in pages/ or public/ for a
   * person or git to find; unset, it waits beside the file.
   */
  /**
   * In a group's practice: `locks`, what the group locks (asked of the one rule with every write), and
   * `afterWrite`, told when a write of the queue ends (the practice's working view is brought up to date).
   */
  constructor(
    readonly root: string,
    readonly temporaryFolder?: string,
    readonly group?: { locks: GroupLocks; afterWrite(): void },
  ) {}

  /** What the group locks, in a group's practice (undefined for a single site). */
  get locks(): GroupLocks | undefined {
    return this.group?.locks;
  }

  /**
   * Runs `work` once every write queued before it is done, after checking that `person` may change `files` (paths
   * relative to the site's folder: "pages/about.json", "site.config.json", "public/images/jo.jpg").
   */
  write<T>(person: Person | null, files: readonly string[], work: (writer: Writer) => Promise<T>): Promise<T> {
    return this.queued(async () => {
      requireMayWriteFiles(person, files, this.locks);
      return work({ allow: (more) => requireMayWriteFiles(person, more, this.locks), may: (more) => mayWriteFiles(person, more, this.locks), temporaryFolder: this.temporaryFolder });
    });
  }

  /**
   * Like write, for one file a person may change part of: the practice details, whose everyday facts (opening
   * hours, closures, the notice) an editor may change. `work` must call `allowChange` with the file's value now and
   * the value it is about to write, before writing: it throws a 403 in words unless the one rule allows that change.
   * Any other file is asked of the rule as a whole, as write does.
   */
  writePart<T>(person: Person | null, file: string, work: (allowChange: (before: unknown, after: unknown) => void) => Promise<T>): Promise<T> {
    if (file !== "site.config.json") return this.write(person, [file], () => work(() => {}));
    return this.queued(async () => {
      if (!person) requireMayWriteFiles(person, [file]); // nobody signed in: refused as every write is
      return work((before, after) => requireMayChange(person, file, before, after, this.locks));
    });
  }

  /** Runs `work` in the queue without a person: the editor's own writes (a publication bringing the working files up to date). */
  queued<T>(work: () => Promise<T>): Promise<T> {
    this.waiting++;
    const run = this.tail.then(work).finally(() => {
      this.waiting--;
      this.group?.afterWrite();
    });
    this.tail = run.catch(() => {});
    return run;
  }

  /**
   * Runs `work` when fewer than PREPARING_AT_ONCE others run: reading and decoding a photo takes its size in memory
   * several times over, so a handful of people adding 40 MB photos at once take turns rather than exhaust it.
   */
  async preparing<T>(work: () => Promise<T>): Promise<T> {
    while (this.preparingNow >= PREPARING_AT_ONCE) await new Promise<void>((resolve) => this.waitingToPrepare.push(resolve));
    this.preparingNow++;
    try {
      return await work();
    } finally {
      this.preparingNow--;
      this.waitingToPrepare.shift()?.();
    }
  }

  /** How many writes are queued or running (for tests and the benchmark). */
  get pending(): number {
    return this.waiting;
  }
}
