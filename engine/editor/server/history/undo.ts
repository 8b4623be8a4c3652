/**
 * Undoing one change: what one publication changed on one page taken back, and nothing else. Three versions of
 * the page: before that publication, after it, and live now. A field the publication changed and nobody changed
 * since goes back to what it said before; every later change to other fields stays; a field changed both by the
 * publication and later is a choice, shown with both names (who published each), and the person decides. The
 * pictures the page then names come back when they were removed since. The result is a new publication.
 */
import { sameValue, mergeThreeWay } from "../drafts/merge";
import { gitText, showFile, showFiles } from "../publish/git";
import type { FileContent } from "../publish/commits";
import type { PublishSite } from "../publish/publication";
import { changedFiles, inRepo, resolveCommit, type Repository } from "../publish/repository";
import { describeFile, differences, placeInWords } from "../publish/words";
import { rewriteJson } from "../rewrite";
import { getIn, setIn, type Segment } from "../../model/values";
import { HistoryRefusal, liveCommit, requirePublished, modelOf, publishedBy, readJson, requireRepository, whenInWords } from "./history";
import { bringBack, filesNamedBy, pictureName } from "./pictures";
import type { PagePlan } from "./plan";

export interface UndoChoice {
  /** "hero heading", "Saturday closes". */
  place: string;
  /** What it said before the change being undone, and who published that change. */
  before: { text: string; by: string; at: string };
  /** What it says now, and who published that later change. */
  later: { text: string; by: string; at: string };
}

/**
 * Undoing the change `commit` (published by `by` at `at`): `lines` say what it changes with every choice left as
 * it is now; `nothing` when the change is undone already (the page says now what it said before).
 */
export interface UndoPlan extends PagePlan {
  /** Fields changed by this change and again later: the person chooses, one answer each. */
  choices: UndoChoice[];
}

/** "earlier": put back what it said before the change; "later": keep what it says now. */
export type Answer = "earlier" | "later";

interface Computed {
  plan: UndoPlan;
  /** The page's new bytes for each set of answers (null: the page is removed). */
  result(answers: Answer[]): Buffer | null;
  pictures: FileContent[];
}

async function compute(site: PublishSite, repo: Repository, commit: string, file: string): Promise<Computed> {
  if (!(await resolveCommit(repo, commit))) throw new HistoryRefusal("That version cannot be found any more.");
  const live = await liveCommit(repo, site);
  if (!live) throw new HistoryRefusal("Nothing has been published yet, so there is nothing to undo.");
  await requirePublished(repo, commit, live);
  const parent = await resolveCommit(repo, `${commit}^`);
  const path = inRepo(repo, file);
  const [beforeBytes, afterBytes, nowBytes] = await showFiles(repo.top, [`${parent ?? "0".repeat(40)}:${path}`, `${commit}:${path}`, `${live}:${path}`]);
  const before = parent ? beforeBytes ?? null : null;
  const after = afterBytes ?? null;
  const now = nowBytes ?? null;
  const { by, at } = await publishedBy(repo, commit);
  const name = describeFile(site.models, site.siteName, file, now ?? before, now ?? after ?? before).name;
  const base = { file, name, commit, by, at, live, choices: [] as UndoChoice[], pictures: [] as string[] };
  const same = (a: Buffer | null, b: Buffer | null) => (a === null ? b === null : b !== null && (a.equals(b) || (readJson(a) !== undefined && sameValue(readJson(a), readJson(b)))));
  if (same(before, after)) throw new HistoryRefusal(`That publication did not change ${name}.`);
  if (same(now, before)) return { plan: { ...base, lines: [], nothing: true }, result: () => now, pictures: [] };

  const when = whenInWords(at);
  // The page was added by that change: undoing it takes the page off the site, unless it was changed since.
  if (!before) {
    if (!same(now, after)) throw new HistoryRefusal(`${name} was added by ${by}'s change of ${when} and has been changed since. Undoing would take those later changes away too; use "Put back" on a later change instead, or delete the page from its own screen.`);
    return { plan: { ...base, lines: ["the page is taken off the site"], nothing: false }, result: () => null, pictures: [] };
  }
  // The page was deleted by that change: undoing it puts the page back.
  if (!after) {
    const value = readJson(before);
    const brought = await bringBack(repo, live, filesNamedBy(value), [parent, commit]);
    return { plan: { ...base, lines: ["the page is put back on the site"], pictures: brought.files.map((entry) => pictureName(entry.file)), nothing: false }, result: () => before, pictures: brought.files };
  }
  if (!now) {
    const deletedBy = await gitText(repo.top, ["log", "-n1", "--format=%an", `${commit}..${live}`, "--", path]).catch(() => "");
    throw new HistoryRefusal(`${name} has been deleted since${deletedBy ? `, by ${deletedBy}` : ""}, so there is nothing to undo on it.`);
  }
  const [beforeValue, afterValue, nowValue] = [readJson(before), readJson(after), readJson(now)];
  if (beforeValue === undefined || afterValue === undefined || nowValue === undefined) {
    if (!same(now, after)) throw new HistoryRefusal(`${name} has changed since in a way the editor cannot take apart. Use "Put back" to return it to an earlier version instead.`);
    return { plan: { ...base, lines: ["put back as it was before this change"], nothing: false }, result: () => before, pictures: [] };
  }
  // The change taken back: from "after" to "before", on top of what the page says now.
  const merged = mergeThreeWay(afterValue, nowValue, beforeValue);
  const laterBy = merged.conflicts.length ? await whoLastChanged(repo, commit, live, path, merged.conflicts.map((conflict) => conflict.path)) : [];
  const model = modelOf(site, file);
  const choices: UndoChoice[] = merged.conflicts.map((conflict, index) => ({
    place: placeInWords(model, nowValue, conflict.path) || "the whole page",
    before: { text: shown(conflict.mine), by, at },
    later: { text: shown(conflict.theirs), ...(laterBy[index] ?? { by: "someone", at }) },
  }));
  const valueFor = (answers: Answer[]) =>
    merged.conflicts.reduce<unknown>((value, conflict, index) => (answers[index] === "later" ? setIn(value, conflict.path, conflict.theirs) : value), merged.value);
  const nowText = now.toString("utf8");
  const result = (answers: Answer[]) => Buffer.from(rewriteJson(nowText, nowValue, valueFor(answers)));
  const keepingLater = valueFor(merged.conflicts.map(() => "later"));
  const lines = sameValue(keepingLater, nowValue) ? [] : differences(model, nowValue, keepingLater);
  const named = filesNamedBy(valueFor(merged.conflicts.map(() => "earlier")));
  const brought = await bringBack(repo, live, named, [parent, commit]);
  return {
    plan: { ...base, lines, choices, pictures: brought.files.map((entry) => pictureName(entry.file)), nothing: !choices.length && !lines.length },
    result,
    pictures: brought.files,
  };
}

/** What undoing `commit`'s change to `file` would do, for the person to read before doing it. */
export async function planUndo(site: PublishSite, commit: string, file: string): Promise<UndoPlan> {
  const repo = await requireRepository(site);
  return (await compute(site, repo, commit, file)).plan;
}

export interface UndoWork {
  plan: UndoPlan;
  files: FileContent[];
  message: string;
}

/**
 * The files of the undo, with one answer per choice; refused in words when the site moved since the plan was
 * read (`seen`: its live version), when an answer is missing, or when the page has saved changes not yet live.
 */
export async function prepareUndo(site: PublishSite, commit: string, file: string, seen: string, answers: Answer[]): Promise<UndoWork> {
  const repo = await requireRepository(site);
  const computed = await compute(site, repo, commit, file);
  const { plan } = computed;
  if (plan.live !== seen) throw new HistoryRefusal("The site has changed since you opened this. Look at what the undo will do again, then confirm.");
  if (plan.nothing) throw new HistoryRefusal(`This change to ${plan.name} is undone already: the page says what it said before it.`);
  if (answers.length !== plan.choices.length) throw new HistoryRefusal("Choose which version to keep for each field shown, then confirm.");
  const head = await resolveCommit(repo, "HEAD");
  if ((await changedFiles(repo, head)).some((entry) => entry.file === file)) {
    throw new HistoryRefusal(`${plan.name} has saved changes that are not published yet. Publish them first (or change them back), then undo.`);
  }
  const bytes = computed.result(answers);
  const lines = plan.lines.length ? plan.lines : ["taken back"];
  const message = [`Undo ${plan.by}'s change to ${plan.name} of ${whenInWords(plan.at)}`, "", ...lines.map((line) => `- ${plan.name}: ${line}`), ...plan.pictures.map((picture) => `- picture ${picture} brought back`)].join("\n");
  return { plan, files: [{ file, bytes }, ...computed.pictures], message };
}

/** For each path, who published the last change to it between `from` and `to` (newest wins), and when. */
async function whoLastChanged(repo: Repository, from: string, to: string, path: string, places: Segment[][]): Promise<({ by: string; at: string } | undefined)[]> {
  const log = await gitText(repo.top, ["log", "--reverse", "--format=%H%x1f%an%x1f%aI", `${from}..${to}`, "--", path]);
  const commits = log.split("\n").filter(Boolean).map((line) => line.split("\x1f") as [string, string, string]);
  const versions = (await showFiles(repo.top, commits.map(([commit]) => `${commit}:${path}`))).map(readJson);
  let previous = readJson(await showFile(repo.top, from, path));
  const out: ({ by: string; at: string } | undefined)[] = places.map(() => undefined);
  commits.forEach(([, by, at], index) => {
    const value = versions[index];
    places.forEach((place, at_) => {
      if (!sameValue(getIn(previous, place), getIn(value, place))) out[at_] = { by, at };
    });
    previous = value;
  });
  return out;
}

/** A value as one line for a choice: a text as it is, an entry by its texts. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "(nothing)";
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 299)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (texts.length >= 4) return;
    if (typeof node === "string" && node.trim() && !node.startsWith("/") && node.includes(" ")) texts.push(node.trim());
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object") Object.values(node).forEach(collect);
  };
  collect(value);
  return texts.join(" · ") || "(a list)";
}
