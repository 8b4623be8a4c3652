/**
 * What a person chose to publish (the units they ticked, units.ts), checked against what is saved now: each chosen
 * unit must still be there with the fingerprint their screen showed, and every unit a chosen one needs must have
 * been shown to them as going with it. Then the publication of the choice, where a change the gate refuses holds
 * back only its own unit and the units that need it: the rest is gated again and published, and the outcome says
 * what waited and why.
 */
import type { Problem } from "../../../content/validate/problem";
import type { FileContent } from "./commits";
import { publish, type PublishOutcome, type PublishRequest, type PublishSite } from "./publication";
import type { ChangedFile } from "./repository";
import { rewriteJson } from "../rewrite";
import { dependentsOf, filesOf, type ChangeUnit } from "./units";
import { withNeeds } from "../../model/unitNeeds";

export interface Chosen {
  id: string;
  fingerprint: string;
}

export type Choice = { ok: true; units: ChangeUnit[]; files: FileContent[] } | { ok: false; outcome: PublishOutcome };

const refused = (message: string): Choice => ({ ok: false, outcome: { published: false, reason: "unavailable", message } });

const names = (units: ChangeUnit[]) => units.map((unit) => `“${unit.name}”`).join(", ");

/** The chosen units (with what they need) and the files that publish them; or, in words, why not. */
export function choiceOf(units: ChangeUnit[], files: ChangedFile[], received: unknown): Choice {
  if (!Array.isArray(received)) return refused("This request to publish did not say which changes it meant, so nothing was published. Open the Publish screen, tick the changes, then publish from there.");
  const shown = new Map<string, string>();
  for (const entry of received as unknown[]) {
    const { id, fingerprint } = (entry ?? {}) as Partial<Chosen>;
    if (typeof id === "string" && typeof fingerprint === "string") shown.set(id, fingerprint);
  }
  if (!shown.size) return refused("No change was ticked, so nothing was published.");
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const gone = [...shown.keys()].filter((id) => !byId.has(id));
  if (gone.length) {
    return refused(`${gone.length === 1 ? "One change you ticked is" : `${gone.length} changes you ticked are`} no longer waiting: published by someone else, or put back as it is live, since your screen showed ${gone.length === 1 ? "it" : "them"}. Nothing was published. Look at the changes again, then publish.`);
  }
  const moved = [...shown].filter(([id, fingerprint]) => byId.get(id)!.fingerprint !== fingerprint).map(([id]) => byId.get(id)!);
  if (moved.length) return refused(`${names(moved)} changed since your screen showed ${moved.length === 1 ? "it" : "them"}: someone saved again. Nothing was published. Look at the changes again, then publish.`);
  const { ids, added } = withNeeds(units, shown.keys());
  const unseen = added.filter((entry) => !shown.has(entry.id));
  if (unseen.length) {
    const said = unseen.map((entry) => `“${byId.get(entry.for)!.name}” needs “${byId.get(entry.id)!.name}” (${entry.why})`).join("; ");
    return refused(`${said}, and your screen did not show ${unseen.length === 1 ? "it" : "them"} as going with it. Nothing was published. Look at the changes again, then publish.`);
  }
  const chosen = units.filter((unit) => ids.has(unit.id));
  return { ok: true, units: chosen, files: filesOf(units, ids, files, rewriteJson) };
}

export interface HeldBack {
  id: string;
  name: string;
  /** The gate's problems in this unit; none when it waits only because it needs a unit that has them. */
  problems: Problem[];
  /** The unit it needs that was refused, when it has no problem of its own. */
  needs?: string;
}

export type ChosenOutcome = PublishOutcome & { heldBack?: HeldBack[] };

/** The units a gate problem belongs to: its file's unit, or for the practice details, the section its path starts in. */
export function unitsOfProblem(units: ChangeUnit[], problem: Problem): ChangeUnit[] {
  const ofFile = units.filter((unit) => unit.file === problem.file);
  if (ofFile.length <= 1 || !ofFile.some((unit) => unit.section)) return ofFile;
  const key = /^\[?"?([A-Za-z_$][\w$]*)/.exec(problem.where)?.[1];
  const section = ofFile.filter((unit) => unit.section === key);
  return section.length ? section : ofFile;
}

/**
 * Publishes `chosen`; when the gate refuses some of them, publishes the others (gated again) and says which waited.
 * `requestFor` makes the publication of a set of units (its message and credits follow what it holds).
 */
export async function publishChosen(site: PublishSite, units: ChangeUnit[], chosen: ChangeUnit[], files: ChangedFile[], requestFor: (held: ChangeUnit[], files: FileContent[]) => Promise<PublishRequest>): Promise<ChosenOutcome> {
  let sending = chosen;
  const heldBack: HeldBack[] = [];
  for (;;) {
    const ids = new Set(sending.map((unit) => unit.id));
    const contents = filesOf(units, ids, files, rewriteJson);
    const outcome: ChosenOutcome = await publish(site, await requestFor(sending, contents));
    if (outcome.published) return heldBack.length ? { ...outcome, heldBack } : outcome;
    if (outcome.reason !== "problems") return outcome;
    const refusedUnits = new Map<string, Problem[]>();
    let unplaced = false;
    for (const problem of outcome.problems) {
      const owners = unitsOfProblem(sending, problem);
      if (!owners.length) unplaced = true;
      for (const unit of owners) refusedUnits.set(unit.id, [...(refusedUnits.get(unit.id) ?? []), problem]);
    }
    // A problem outside every chosen change (a page that links to one removed, say) cannot be held back alone.
    if (unplaced || !refusedUnits.size) return outcome;
    const waiting = dependentsOf(sending, refusedUnits.keys());
    const rest = sending.filter((unit) => !waiting.has(unit.id));
    // Every chosen change is refused: "one thing needs fixing", as before.
    if (!rest.length) return heldBack.length ? { ...outcome, heldBack } : outcome;
    for (const unit of sending.filter((candidate) => waiting.has(candidate.id))) {
      const problems = refusedUnits.get(unit.id) ?? [];
      const needed = problems.length ? undefined : unit.needs.find((need) => waiting.has(need.id));
      heldBack.push({ id: unit.id, name: unit.name, problems, ...(needed ? { needs: sending.find((other) => other.id === needed.id)?.name ?? needed.id } : {}) });
    }
    sending = rest;
  }
}

/** "Implants waited: it needs fixing first." in a sentence for the outcome. */
export function heldBackInWords(heldBack: HeldBack[]): string {
  if (!heldBack.length) return "";
  return ` Not published, waiting for a fix: ${heldBack.map((entry) => (entry.problems.length ? entry.name : `${entry.name} (it needs ${entry.needs})`)).join(", ")}.`;
}
