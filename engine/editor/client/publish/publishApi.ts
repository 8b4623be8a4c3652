/** The publishing and history requests (engine/editor/server/publish/routes.ts, history/routes.ts). */
import { call, messageOf } from "../api";
// The server's own declarations of what it answers (type-only: nothing of the server reaches the browser).
import type { FileInWords } from "../../server/publish/words";
import type { UnitShown } from "../../server/publish/publishChoice";
import type { HeldBack } from "../../server/publish/choice";

/** A unit of change chosen on the Publish screen, with the fingerprint the screen showed. */
export interface ChosenUnit {
  id: string;
  fingerprint: string;
}
import type { PinnedPublication } from "./scheduleApi";

export interface Change extends FileInWords {
  status: "added" | "changed" | "deleted";
  savedBy: { name: string; at: string }[];
  url?: string;
}

/** A request waiting for an owner, or a publication scheduled for a date (scheduleApi.ts). */
export type WaitingRequest = PinnedPublication;

export interface Progress {
  stage: "fetching" | "committing" | "checking" | "building" | "sending" | "placing" | "finishing";
  by: string;
  since: string;
}

export interface ChangesAnswer {
  available: boolean;
  message?: string;
  live: { commit: string; at: string; by: string; message: string } | null;
  /** People who published since this editor's copy was brought up to date. */
  behind: string[];
  changes: Change[];
  defaultMessage?: string;
  /** The changes shown, as one text sent back with Publish: what goes live is what was shown. */
  fingerprint?: string;
  settings: { deploy: "git" | "folder"; branch: string; build: "production" | "preview"; remote: string; liveUrl: string | null };
  approvalRequired: boolean;
  mayPublish: boolean;
  waiting: WaitingRequest[];
  scheduled?: PinnedPublication[];
  /** The changes as units to tick (publish/units.ts). */
  units?: UnitShown[];
  /** Saved changes kept for a scheduled publication (not sent by Publish now). */
  held?: { file: string; name: string; request: number }[];
  progress: Progress | null;
}

export interface Problem {
  file: string;
  where: string;
  message: string;
  /** The page it is on, by name ("Veneers", "the practice details"). */
  place?: string;
  /** For a finding of a rule set the site follows: the guidance it comes from (shown as "Why?"). */
  guidance?: string;
}

/** What would stop publication now (publish/beforePublishing.ts), each at its page and field. */
export interface ProblemsAnswer {
  build: "production" | "preview";
  problems: (Problem & { place: string })[];
}

export type PublishOutcome =
  | { published: true; commit: string; at: string; branch: string; message: string; changes: FileInWords[]; pages: { file: string; name: string; url?: string }[]; liveUrl?: string; onTopOf?: string[]; release?: string; heldBack?: HeldBack[] }
  | { published: false; reason: "problems"; message: string; problems: Problem[] }
  | { published: false; reason: "nothing" | "clash" | "side-branch" | "unavailable" | "busy" | "requested" | "scheduled" | "declined" | "refused"; message: string; branch?: string };



export const publishApi = {
  changes: () => countedChanges(call<ChangesAnswer>("GET", "publish/changes")),
  progress: () => call<{ progress: Progress | null }>("GET", "publish/progress"),
  problems: () => call<ProblemsAnswer>("GET", "publish/problems"),
  /** `fingerprint`: the changes the screen showed (refused if they moved since); `publishAt`: UK time, to publish on a date. */
  /** `chosen`: the units ticked (with what they need), each with the fingerprint the screen showed; without it, every change. */
  publish: (message: string, fingerprint: string, publishAt?: string, chosen?: ChosenUnit[]) =>
    call<PublishOutcome>("POST", "publish", { message, ...(chosen ? { units: chosen } : { fingerprint }), ...(publishAt ? { publishAt } : {}) }),
  /** An approval sends back what the screen described (`shown`): the server refuses it if that has moved since. */
  decide: (id: number, approve: boolean, shown?: { commit: string; shown: string }) =>
    call<PublishOutcome>("POST", "publish/decide", { id, approve, ...(shown ? { commit: shown.commit, shown: shown.shown } : {}) }),
};

export { messageOf };

/** Told with each newer answer of publish/changes: how many changes are not live yet (the app bar's Publish count). */
export const CHANGE_COUNT_EVENT = "editor:change-count";
let asked = 0;
let told = 0;

/**
 * Every answer about the changes, whoever asked (the Publish screen after publishing, the app bar after a save),
 * tells the app bar its count; an answer to an older question that arrives late is not told over a newer one.
 */
function countedChanges(answer: Promise<ChangesAnswer>): Promise<ChangesAnswer> {
  const question = ++asked;
  return answer.then((found) => {
    if (question > told) {
      told = question;
      window.dispatchEvent(new CustomEvent(CHANGE_COUNT_EVENT, { detail: found.changes.length }));
    }
    return found;
  });
}

export { WHEN } from "../clock";

/** Where a problem is shown at its field: the page's form, opened at that place. */
export function fieldAddress(problem: { file: string; where: string }): string {
  const at = problem.where && !problem.where.startsWith("(") ? `at=${encodeURIComponent(problem.where)}` : "";
  if (problem.file === "site.config.json") return `#/settings${at ? `?${at}` : ""}`;
  return `#/edit?file=${encodeURIComponent(problem.file)}${at ? `&${at}` : ""}`;
}
