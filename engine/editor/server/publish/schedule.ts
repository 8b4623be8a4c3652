/**
 * Publications on a date: each scheduled one (requests.ts, in the editor's database) is published at its time by
 * this timer, whoever is signed in or not. The timer is armed for the soonest one when the editor starts (one
 * that fell due while the editor was stopped runs then) and again after every change to the schedule. At its
 * time the pinned commit goes through the gate like any publication; if anything stops it, nothing is published,
 * and its person finds out in the record and when they next sign in.
 *
 * Each due one is claimed before it runs (requests.ts: scheduled -> publishing, one conditional update) and run
 * as it is then, re-read: one cancelled or moved while an earlier one was publishing is not run, and a cancel
 * once it is claimed is told it is being published now. A claim that did not publish is given back.
 */
import type { EditorContext } from "../routing";
import { publish, type PublishOutcome } from "./publication";
import { previewsOf, publishSiteOf, requestsOf } from "./publishContext";
import { titleOf } from "./peoplesWords";
import { openRepository } from "./repository";
import { unpin } from "./pin";
import type { PublishRequestRow } from "./requests";
import { ukTimeInWords } from "../../model/ukTime";
import { tellRequester } from "../notices/tell";

/** Never sleep longer than this between looks (a clock changed by hand, a very distant date). */
const LONGEST_WAIT_MS = 10 * 60_000;
/** Another publication under way: look again after this. */
const BUSY_RETRY_MS = 20_000;
/** The live site's repository could not be reached: try again this often, this many times, before giving up. */
const UNREACHABLE_RETRY_MS = 5 * 60_000;
const UNREACHABLE_TRIES = 6;
/**
 * The gate's process is started this long before a publication's time, as opening the Publish screen starts it for
 * a person (gateCheck.ts, GateInReserve): its start and load, about a second, are then not part of the publication.
 */
export const GATE_LEAD_MS = 30_000;

type SchedulerContext = Pick<EditorContext, "root" | "models" | "siteName" | "db" | "record" | "workspace">;

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private gateTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private notBefore = 0;
  private stopped = false;
  /** Tries so far of publications the remote could not take (by id): a network hiccup at 09:00 is not the end. */
  private readonly tries = new Map<number, number>();

  constructor(private readonly context: SchedulerContext) {}

  /** Sets the timer for the soonest scheduled publication (none: no timer). */
  arm(): void {
    clearTimeout(this.timer);
    clearTimeout(this.gateTimer);
    this.timer = this.gateTimer = undefined;
    if (this.stopped) return;
    const next = requestsOf(this.context).scheduled().find((row) => row.status === "scheduled");
    if (!next?.publishAt) return;
    const wait = Math.max(Date.parse(next.publishAt) - Date.now(), this.notBefore - Date.now(), 0);
    this.timer = setTimeout(() => void this.runDue(), Math.min(wait, LONGEST_WAIT_MS));
    // The editor's server keeps the process alive; a timer alone must not (tests, a stopping editor).
    this.timer.unref();
    // A later time is seen again at the next look, at most LONGEST_WAIT_MS from now.
    if (wait - GATE_LEAD_MS < LONGEST_WAIT_MS) {
      this.gateTimer = setTimeout(() => this.context.workspace.gateInReserve.prepare(), Math.max(wait - GATE_LEAD_MS, 0));
      this.gateTimer.unref();
    }
  }

  /** Publishes every scheduled publication whose time has come, one after another. */
  runDue(): Promise<void> {
    this.running ??= this.runAll().finally(() => {
      this.running = null;
      this.arm();
    });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.gateTimer);
  }

  private async runAll(): Promise<void> {
    const requests = requestsOf(this.context);
    for (const { id } of requests.due()) {
      if (this.stopped) return;
      // Claimed as it is now, or not at all (cancelled, moved or claimed since the list was read).
      const row = requests.claimDue(id);
      if (!row) continue;
      const again = await this.runOne(row).catch((error: unknown) => {
        console.error(`A scheduled publication could not run: ${error instanceof Error ? error.message : String(error)}`);
        this.failed(row, "The editor could not publish it at its time. Nothing was published; your changes are still saved.");
        return 0;
      });
      if (again) {
        requests.release(row.id);
        this.notBefore = Date.now() + again;
        return;
      }
    }
  }

  /** How long to wait before trying it again (another publication under way, the remote unreachable), or 0: done. */
  private async runOne(row: PublishRequestRow): Promise<number> {
    const requests = requestsOf(this.context);
    if (!row.commit) {
      this.failed(row, "It was scheduled before the editor kept the versions of a scheduled change, so nothing was published. Please schedule it again.");
      return 0;
    }
    const outcome = await publish(publishSiteOf(this.context), { author: { name: row.name, email: row.email }, message: row.message, pinned: row.commit });
    if (!outcome.published && outcome.reason === "busy") return BUSY_RETRY_MS;
    if (!outcome.published && outcome.reason === "unavailable") {
      const tries = (this.tries.get(row.id) ?? 0) + 1;
      this.tries.set(row.id, tries);
      if (tries < UNREACHABLE_TRIES) return UNREACHABLE_RETRY_MS;
    }
    this.tries.delete(row.id);
    const title = titleOf(row.message);
    if (outcome.published || outcome.reason === "nothing") {
      requests.published(row.id, "publishing", outcome.published ? `Published at ${ukTimeInWords(new Date(outcome.at))}.` : "It was live already.", row.name);
      this.context.record.add(row.name, "published on its date", `${title}${outcome.published ? ` (${outcome.commit.slice(0, 8)})` : ": it was live already"}`);
      // An editor's request an owner approved for this date: its person is told it went live.
      if (row.decidedBy && row.decidedBy !== row.name) tellRequester(this.context, row, { kind: "published-on-date", by: { id: "", name: row.decidedBy } });
      await this.ended(row);
      return 0;
    }
    this.failed(row, failureInWords(outcome));
    return 0;
  }

  private failed(row: PublishRequestRow, words: string): void {
    requestsOf(this.context).fail(row.id, "publishing", words);
    // Its preview link ends with it; its pinned versions stay, should its person want to look again.
    previewsOf(this.context).revokeFor(row.id);
    this.context.record.add(row.name, "scheduled publication stopped", `${titleOf(row.message)}: ${words}`);
  }

  /** Published: its preview link ends and its pinned versions are no longer kept. */
  private async ended(row: PublishRequestRow): Promise<void> {
    previewsOf(this.context).revokeFor(row.id);
    const repo = await openRepository(this.context.root);
    if (repo) await unpin(repo, row.commit);
  }
}

function failureInWords(outcome: PublishOutcome & { published: false }): string {
  if (outcome.reason !== "problems") return outcome.message;
  const listed = outcome.problems.slice(0, 5).map((problem) => problem.message);
  return `Nothing was published at its time: the site's checks found ${outcome.problems.length === 1 ? "one thing" : `${outcome.problems.length} things`} to fix first. ${listed.join(" ")}${outcome.problems.length > 5 ? " …" : ""} Your changes are still saved; fix them, then publish or schedule again.`;
}

const schedulers = new WeakMap<object, Scheduler>();

/** The scheduler of this editor (one per database), started on first use. */
export function schedulerOf(context: SchedulerContext): Scheduler {
  let scheduler = schedulers.get(context.db);
  if (!scheduler) schedulers.set(context.db, (scheduler = new Scheduler(context)));
  return scheduler;
}

/** At the editor's start: what fell due while it was stopped runs now, and the timer is set for the next. */
export function startScheduler(context: SchedulerContext): Scheduler {
  // A publication a stopped editor left under way runs again (one that went live meanwhile is found live already).
  requestsOf(context).releaseInterrupted();
  const scheduler = schedulerOf(context);
  void scheduler.runDue();
  return scheduler;
}
