/**
 * The Publish screen (#/publish): what will go live, page by page in words, who saved each change, what is
 * live now; the Publish button; for owners, the publications editors asked for.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { messageOf, publishApi, WHEN, type ChangesAnswer, type PublishOutcome } from "./publishApi";
import { PublishDialog } from "./PublishDialog";
import { PublishOutcomeView } from "./PublishOutcomeView";
import { PublishProblems } from "./PublishProblems";
import { PinnedPublications } from "./PinnedPublications";
import { FileChangeWords } from "./FileChangeWords";
import { ChooseChanges } from "./ChooseChanges";
import { chosenOf, defaultTicks, noteFor, withWhatTheyNeed } from "./chosenUnits";
import { LaterChangeNote, WhatWaits } from "./WhatWaits";
import { useWaits } from "./waitsApi";
import { JoinOrSeparate, useJoinable } from "./JoinOrSeparate";
import type { PinnedInWords } from "../../server/publish/pinnedInWords";
import "./publish.css";

export function ChangesScreen({ isOwner }: { isOwner: boolean }) {
  const [answer, setAnswer] = useState<ChangesAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<boolean | "date">(false);
  const [decided, setDecided] = useState<PublishOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const load = useCallback(
    () =>
      publishApi.changes().then((found) => {
        setAnswer(found);
        setTicked(defaultTicks(found.units ?? [], found.mayPublish));
      }, (error: unknown) => setFailure(messageOf(error))),
    [],
  );
  const units = answer?.units;
  const going = useMemo(() => withWhatTheyNeed(units ?? [], ticked), [units, ticked]);
  const noneChosen = !!units && going.ids.size === 0;
  useEffect(() => void load(), [load]);
  const waits = useWaits(answer);
  const joinable = useJoinable(answer);
  // "Publish now, separately": only that page ticked (with what it needs), then the usual dialog.
  const separately = (file: string) => {
    if (units) setTicked(new Set(units.filter((unit) => unit.file === file).map((unit) => unit.id)));
    setPublishing(true);
  };

  const decide = async (id: number, approve: boolean, shown?: PinnedInWords) => {
    setBusy(true);
    try {
      setDecided(await publishApi.decide(id, approve, shown));
      await load();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="publish-screen">
      <h1>Publish</h1>
      <PublishProblems watch={answer} />
      {failure && <p className="notice error" role="alert">{failure}</p>}
      {!answer ? (
        !failure && <p className="starting">Looking at what has changed…</p>
      ) : (
        <>
          <p>
            {answer.live ? (
              <>
                Live now: the version published by {answer.live.by} on <time dateTime={answer.live.at}>{WHEN.format(new Date(answer.live.at))}</time>
                {answer.settings.liveUrl && (
                  <>
                    {" "}at <a href={answer.settings.liveUrl} target="_blank" rel="noreferrer">{answer.settings.liveUrl.replace(/^https?:\/\//, "")}</a>
                  </>
                )}
                .
              </>
            ) : (
              "Nothing has been published yet."
            )}
            {answer.settings.build === "preview" && " This site is published as a preview: each page says so, and search engines are asked not to list it."}
          </p>
          {answer.message && <p className="notice">{answer.message}</p>}
          {answer.behind.length > 0 && <p className="notice">{answer.behind.join(" and ")} published since; their changes are kept when you publish.</p>}
          {decided && <PublishOutcomeView outcome={decided} />}
          <PinnedPublications
            waiting={answer.waiting}
            scheduled={answer.scheduled ?? []}
            isOwner={isOwner}
            approvalRequired={answer.approvalRequired}
            busy={busy}
            onDecide={(id, approve, shown) => void decide(id, approve, shown)}
            onChanged={() => void load()}
          />
          <WhatWaits waits={waits} />
          <JoinOrSeparate joinable={joinable} onSeparate={answer.mayPublish ? separately : undefined} onJoined={() => void load()} />
          <section aria-labelledby="changes-title">
            <h2 id="changes-title">Changed since the live version</h2>
            {units && units.length > 0 ? (
              <ChooseChanges units={units} ticked={ticked} going={going} onChange={setTicked} />
            ) : answer.changes.length === 0 ? (
              <p>
                {waits.some((wait) => wait.why === "date" || wait.why === "tangled") || (answer.held ?? []).length
                  ? "Nothing to publish now: what is saved waits, as listed above."
                  : "Nothing: every saved change is live. Changes you save in the editor appear here until they are published."}
              </p>
            ) : (
              <ul className="publish-changes">
                {answer.changes.map((change) => (
                  <li key={change.file}>
                    <FileChangeWords change={change} />
                    <LaterChangeNote wait={waits.find((wait) => wait.file === change.file && wait.why === "later")} />
                    {change.savedBy.length > 0 && (
                      <p className="publish-who">
                        Saved by {[...new Set(change.savedBy.map((save) => save.name))].join(", ")}, last on{" "}
                        <time dateTime={change.savedBy.at(-1)!.at}>{WHEN.format(new Date(change.savedBy.at(-1)!.at))}</time>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {answer.available && answer.changes.length > 0 && (
            <p>
              <button type="button" className="primary" onClick={() => setPublishing(true)} disabled={!!answer.progress || noneChosen} aria-describedby={noneChosen ? "none-chosen" : undefined}>
                {answer.mayPublish ? (units ? "Publish the ticked changes…" : "Publish these changes…") : "Ask an owner to publish…"}
              </button>{" "}
              <button type="button" onClick={() => setPublishing("date")} disabled={!!answer.progress || noneChosen} aria-describedby={noneChosen ? "none-chosen" : undefined}>
                Publish on…
              </button>
              {noneChosen && (
                <span id="none-chosen" className="publish-note">
                  {" "}Tick at least one change to publish it.
                </span>
              )}
            </p>
          )}
          {answer.progress && <p role="status">{answer.progress.by} is publishing right now.</p>}
        </>
      )}
      {publishing && answer && (
        <PublishDialog
          initialMessage={units && going.ids.size < units.length ? noteFor(units, going.ids) : (answer.defaultMessage ?? "")}
          fingerprint={answer.fingerprint ?? ""}
          chosen={units ? chosenOf(units, going.ids) : undefined}
          asksApproval={!answer.mayPublish}
          onDate={publishing === "date"}
          chargesStartOn={answer.changes.find((change) => change.startsOn)?.startsOn}
          onClose={() => setPublishing(false)}
          onDone={() => void load()}
        />
      )}
    </main>
  );
}
