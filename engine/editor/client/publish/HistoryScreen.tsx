/**
 * The History screen (#/history, #/history?file=pages/about.json): what was published, grouped by day, newest
 * first: who, when, which pages and what changed in words; the site's software updates as one quiet line. Each
 * page of a publication can have that change undone (and only that change), or be put back as it was just before
 * it; owners can put the whole site back as it was just after a publication. A page's history puts the page back
 * as it was on a date, and owners the whole site (HistoryByDate.tsx). Filtered by page or by person.
 */
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./publishApi";
import { historyApi, type HistoryAnswer, type HistoryEntry, type Publication } from "./historyApi";
import { PageRestoreDialog, SiteRestoreDialog, UndoDialog } from "./HistoryDialogs";
import { ScheduledOnHistory } from "./ScheduledOnHistory";
import { PutBackByDate } from "./HistoryByDate";
import "./publish.css";
import "./history.css";

type Action =
  | { kind: "undo" | "page"; commit: string; file: string; name: string }
  | { kind: "site"; commit: string }
  | { kind: "page-on"; on: string; file: string; name: string }
  | { kind: "site-on"; on: string };

const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", hourCycle: "h23" });
const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** "Today", "Yesterday", "Tuesday 24 November 2026". */
function dayName(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return "Today";
  if (dayKey(date) === dayKey(yesterday)) return "Yesterday";
  return DAY.format(date).replace(",", "");
}

/**
 * The entries of each day together, the newest day first; within a day in the site's own order (a version made
 * today may carry an older date, as one brought in from elsewhere does, and stays with its own day).
 */
function byDay(entries: HistoryEntry[]): { day: string; entries: HistoryEntry[] }[] {
  const days = new Map<string, { day: string; newest: number; entries: HistoryEntry[] }>();
  for (const entry of entries) {
    const day = dayName(entry.at);
    const group = days.get(day) ?? { day, newest: 0, entries: [] };
    group.entries.push(entry);
    group.newest = Math.max(group.newest, new Date(entry.at).getTime());
    days.set(day, group);
  }
  return [...days.values()].sort((a, b) => b.newest - a.newest);
}

function fileFromAddress(): string | undefined {
  const query = location.hash.split("?")[1];
  return query ? new URLSearchParams(query).get("file") ?? undefined : undefined;
}

const MOST_LINES = 3;

export function HistoryScreen({ isOwner }: { isOwner: boolean }) {
  const [file, setFile] = useState<{ file: string; name?: string } | undefined>(() => {
    const named = fileFromAddress();
    return named ? { file: named } : undefined;
  });
  const [by, setBy] = useState("");
  const [limit, setLimit] = useState(40);
  const [answer, setAnswer] = useState<HistoryAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    return historyApi.list({ file: file?.file, by: by || undefined, limit }).then(setAnswer, (error: unknown) => setFailure(messageOf(error)));
  }, [file, by, limit]);
  useEffect(() => void load(), [load]);

  const pageName = file?.name ?? answer?.entries.flatMap((entry) => (entry.kind === "publication" ? entry.files : [])).find((entry) => entry.file === file?.file)?.name;
  const showPage = (target: { file: string; name: string } | undefined) => {
    setFile(target);
    history.replaceState(null, "", target ? `#/history?file=${encodeURIComponent(target.file)}` : "#/history");
    window.scrollTo(0, 0);
  };

  return (
    <main className="publish-screen history-screen">
      <h1>{file ? `History of ${pageName ?? "this page"}` : "History"}</h1>
      {!file && <ScheduledOnHistory />}
      <div className="history-filters">
        {file && (
          <button type="button" onClick={() => showPage(undefined)}>
            Show every page
          </button>
        )}
        <label>
          Published by{" "}
          <select value={by} onChange={(event) => setBy(event.target.value)}>
            <option value="">anyone</option>
            {answer?.people.map((person) => <option key={person} value={person}>{person}</option>)}
          </select>
        </label>
      </div>
      {file && answer?.available && <PutBackByDate what="this page" onChoose={(on) => setAction({ kind: "page-on", on, file: file.file, name: pageName ?? "this page" })} />}
      {!file && isOwner && answer?.available && <PutBackByDate what="the site" onChoose={(on) => setAction({ kind: "site-on", on })} />}
      {failure && <p className="notice error" role="alert">{failure}</p>}
      {answer?.message && <p className="notice">{answer.message}</p>}
      {!answer ? (
        !failure && <p className="starting">Loading…</p>
      ) : answer.entries.length === 0 ? (
        <p>{file || by ? "Nothing published matches." : "Nothing has been published yet."}</p>
      ) : (
        byDay(answer.entries).map((group) => (
          <section key={group.day} className="history-day" aria-label={group.day}>
            <h2>{group.day}</h2>
            <ol className="history-list">
              {group.entries.map((entry, index) =>
                entry.kind === "software" ? (
                  <li key={`software-${index}`} className="history-software">
                    <time dateTime={entry.at}>{TIME.format(new Date(entry.at))}</time> The website's software was updated ({entry.by.join(", ")})
                  </li>
                ) : (
                  <PublicationItem key={entry.commit} publication={entry} isOwner={isOwner} act={setAction} showPage={showPage} filtered={!!file} />
                ),
              )}
            </ol>
          </section>
        ))
      )}
      {answer?.more && (
        <button type="button" onClick={() => setLimit((value) => value + 40)}>
          Show older publications
        </button>
      )}
      {action?.kind === "undo" && <UndoDialog {...action} onClose={(changed) => { setAction(null); if (changed) void load(); }} />}
      {action?.kind === "page" && <PageRestoreDialog {...action} onClose={(changed) => { setAction(null); if (changed) void load(); }} />}
      {action?.kind === "site" && <SiteRestoreDialog commit={action.commit} onClose={(changed) => { setAction(null); if (changed) void load(); }} />}
      {action?.kind === "page-on" && <PageRestoreDialog on={action.on} file={action.file} name={action.name} onClose={(changed) => { setAction(null); if (changed) void load(); }} />}
      {action?.kind === "site-on" && <SiteRestoreDialog on={action.on} onClose={(changed) => { setAction(null); if (changed) void load(); }} />}
    </main>
  );
}

function PublicationItem({ publication, isOwner, act, showPage, filtered }: {
  publication: Publication;
  isOwner: boolean;
  act: (action: Action) => void;
  showPage: (target: { file: string; name: string }) => void;
  filtered: boolean;
}) {
  return (
    <li className="history-item">
      <p className="history-head">
        <time dateTime={publication.at}>{TIME.format(new Date(publication.at))}</time> <strong>{publication.by}</strong> published {publication.title}
        {publication.latest && <span className="live-badge">live now</span>}
      </p>
      {publication.note && <p className="history-message">“{publication.note}”</p>}
      <ul className="history-files">
        {publication.files.map((changed) => (
          <li key={changed.file}>
            <span>
              <strong>{changed.name}</strong>: {changed.lines.slice(0, MOST_LINES).join("; ")}
              {changed.lines.length > MOST_LINES ? `; and ${changed.lines.length - MOST_LINES} more` : ""}
            </span>
            {changed.kind !== "file" && (
              <span className="row-actions">
                <button type="button" onClick={() => act({ kind: "undo", commit: publication.commit, file: changed.file, name: changed.name })}>
                  Undo this change to {changed.name}
                </button>
                <details className="history-more">
                  <summary>More<span className="visually-hidden"> for {changed.name}</span></summary>
                  <button type="button" onClick={() => act({ kind: "page", commit: publication.commit, file: changed.file, name: changed.name })}>
                    Put {changed.name} back as it was before this change
                  </button>
                  {!filtered && (
                    <button type="button" onClick={() => showPage({ file: changed.file, name: changed.name })}>
                      History of {changed.name}
                    </button>
                  )}
                </details>
              </span>
            )}
          </li>
        ))}
      </ul>
      {isOwner && !publication.latest && !filtered && (
        <button type="button" className="history-site" onClick={() => act({ kind: "site", commit: publication.commit })}>
          Put the whole site back as it was after this publication<span className="visually-hidden"> ({publication.by}, {TIME.format(new Date(publication.at))})</span>
        </button>
      )}
    </li>
  );
}
