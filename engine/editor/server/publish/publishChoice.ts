/**
 * The Publish screen's choice, server side: the units of change as the screen lists them (who saved each, whether
 * they are all the viewer's own), and a Publish, a request for approval or a publication on a date of the units
 * ticked. The commit holds only those; its author is the person asking and its credits name exactly the others whose
 * saved changes it holds (for a section of the practice details: whoever saved site.config.json since live, as the
 * save log keeps files, not sections).
 */
import type { EditorContext } from "../routing";
import type { Person } from "../people";
import type { ChangeSet } from "./changeSet";
import type { FileContent } from "./commits";
import { choiceOf, heldBackInWords, publishChosen, type ChosenOutcome } from "./choice";
import { contributorsOf, withCredits } from "./credits";
import { pageUrl, type PublishSite } from "./publication";
import type { Repository } from "./repository";
import { gitText } from "./git";
import { describeFile } from "./words";
import { defaultMessage, mayPublishNow, messageWith, pinFor, settleIncluded } from "./publishSteps";
import { unitsOf, type ChangeUnit } from "./units";

export interface UnitShown extends ChangeUnit {
  /** Who saved it since the live version, newest last. */
  savedBy: { name: string; at: string }[];
  /** Every save of it since live is the viewer's: ticked by default for someone who asks an owner. */
  mine: boolean;
  url?: string;
}

/** The units of `set` for `person`'s screen; `liveAt`: when the live version was made (saves after it count). */
export async function unitsShown(context: EditorContext, set: ChangeSet, person: Person, liveAt: string, liveUrl: string | undefined): Promise<UnitShown[]> {
  const units = await unitsOf({ models: context.models, siteName: context.siteName, files: set.files, root: context.root });
  return units.map((unit) => {
    const since = liveAt ? context.saves.since(unit.file, liveAt) : [];
    const last = context.saves.last(unit.file);
    const people = liveAt ? context.saves.peopleSince(unit.file, liveAt) : [];
    return { ...unit, savedBy: since.length ? since : last ? [last] : [], mine: people.length > 0 && people.every((entry) => entry.person === String(person.id)), ...pageUrl(liveUrl, unit.file) };
  });
}

const inWords = (units: ChangeUnit[]) => defaultMessage(units.map(({ file, kind, name, lines }) => ({ file, kind, name, lines })));

/** A Publish (or request, or date) of the units `body.units` names, with the fingerprints the screen showed. */
export async function publishChoice(context: EditorContext, site: PublishSite, repo: Repository, person: Person, set: ChangeSet, body: { units?: unknown }, written: string, publishAt: string | null): Promise<ChosenOutcome | Awaited<ReturnType<typeof pinFor>>> {
  const units = await unitsOf({ models: context.models, siteName: context.siteName, files: set.files, root: context.root });
  const choice = choiceOf(units, set.files, body.units);
  if (!choice.ok) return choice.outcome;
  // The whole change set's description sent back for a part of it would describe what is not published: the
  // server's description of the choice stands instead.
  const everything = defaultMessage(set.files.map((file) => describeFile(context.models, context.siteName, file.file, file.before, file.bytes)));
  if (written && written === everything && choice.units.length < units.length) written = "";
  const author = { name: person.name, email: person.email };
  const messageFor = async (chosen: ChangeUnit[]) => {
    const files = [...new Set(chosen.map((unit) => unit.file))];
    return withCredits(messageWith(written, inWords(chosen)) || "Update the site", person, await contributorsOf(context, repo, set.head, files, person));
  };
  if (!mayPublishNow(context, person) || publishAt) {
    return pinFor(context, repo, person, set.head, choice.files, inWords(choice.units), await messageFor(choice.units), written, publishAt);
  }
  const outcome = await publishChosen(site, units, choice.units, set.files, async (chosen: ChangeUnit[], files: FileContent[]) => ({ author, message: await messageFor(chosen), files }));
  if (outcome.published) {
    context.record.add(person, "published", `${outcome.message.split("\n")[0]} (${outcome.commit.slice(0, 8)})${heldBackInWords(outcome.heldBack ?? [])}`);
    await settleIncluded(context, repo, outcome.commit, person);
  }
  return outcome;
}

/** The names a pinned request's commit credits besides its author (its Co-authored-by trailers): whose changes it holds. */
export async function creditedIn(repo: Repository, commit: string | null): Promise<string[]> {
  if (!commit) return [];
  const text = await gitText(repo.top, ["show", "-s", "--format=%(trailers:key=Co-authored-by,valueonly)", commit]).catch(() => "");
  return text.split("\n").map(withoutAddress).filter(Boolean);
}

/** "Sam Editor <sam@practice.example>" -> "Sam Editor": the name before the last "<", cut without a pattern. */
function withoutAddress(line: string): string {
  const trimmed = line.trim();
  const open = trimmed.endsWith(">") ? trimmed.lastIndexOf("<") : -1;
  return (open < 0 ? trimmed : trimmed.slice(0, open)).trim();
}
