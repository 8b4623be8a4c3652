/**
 * The History screen (#/history): every published version (who, when, which pages, what changed); for one page,
 * how that version differs from the live one, field by field; and, for owners, restoring a page or the whole
 * site to that version (a new publication).
 */
import { useCallback, useEffect, useState } from "react";
import { Dialog } from "../Dialog";
import { messageOf, publishApi, WHEN, type PageAtVersion, type PublishedVersion, type PublishOutcome } from "./publishApi";
import { PublishOutcomeView } from "./PublishOutcomeView";
import "./publish.css";

interface Restoring {
  version: PublishedVersion;
  file?: string;
  name: string;
}

export function HistoryScreen({ isOwner }: { isOwner: boolean }) {
  const [versions, setVersions] = useState<PublishedVersion[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [compared, setCompared] = useState<PageAtVersion | null>(null);
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const load = useCallback(
    () =>
      publishApi.history().then(
        (answer) => {
          setVersions(answer.versions);
          setNote(answer.message ?? null);
        },
        (error: unknown) => setFailure(messageOf(error)),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  const compare = async (version: PublishedVersion, file: string) => {
    try {
      setCompared(await publishApi.pageAt(version.commit, file));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const restore = async () => {
    if (!restoring) return;
    setRunning(true);
    try {
      setOutcome(await publishApi.restore(restoring.version.commit, restoring.file));
      await load();
    } catch (error) {
      setOutcome({ published: false, reason: "unavailable", message: messageOf(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <main className="publish-screen">
      <h1>History</h1>
      <p>Every version published, newest first. Compare a page with the live one{isOwner ? ", or put an earlier version back" : ""}.</p>
      {failure && <p className="notice error" role="alert">{failure}</p>}
      {note && <p className="notice">{note}</p>}
      {!versions ? (
        !failure && <p className="starting">Loading…</p>
      ) : versions.length === 0 ? (
        <p>Nothing has been published yet.</p>
      ) : (
        <ol className="history-list">
          {versions.map((version) => (
            <li key={version.commit}>
              <h2>
                <time dateTime={version.at}>{WHEN.format(new Date(version.at))}</time>, {version.by}
                {version.latest && <span className="live-badge">live</span>}
              </h2>
              <p className="history-message">{version.note}</p>
              <ul>
                {version.files.map((file) => (
                  <li key={file.file}>
                    <strong>{file.name}</strong>: {file.lines.join("; ")}
                    {file.kind !== "file" && !version.latest && (
                      <span className="row-actions">
                        <button type="button" onClick={() => void compare(version, file.file)}>
                          Compare with live<span className="visually-hidden">: {file.name}, {WHEN.format(new Date(version.at))}</span>
                        </button>
                        {isOwner && (
                          <button type="button" onClick={() => { setOutcome(null); setRestoring({ version, file: file.file, name: file.name }); }}>
                            Restore this page<span className="visually-hidden">: {file.name} as of {WHEN.format(new Date(version.at))}</span>
                          </button>
                        )}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {isOwner && !version.latest && (
                <button type="button" onClick={() => { setOutcome(null); setRestoring({ version, name: "the whole site" }); }}>
                  Restore the whole site to this version<span className="visually-hidden"> ({WHEN.format(new Date(version.at))})</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {compared && (
        <Dialog title={`${compared.name}: that version beside the live one`} onClose={() => setCompared(null)} wide>
          {compared.missingThen ? (
            <p>This page did not exist in that version.</p>
          ) : compared.missingNow ? (
            <p>This page is not on the live site any more; restoring it would put it back.</p>
          ) : compared.fields.length === 0 ? (
            <p>That version is the same as the live one.</p>
          ) : (
            <table className="history-fields">
              <thead>
                <tr><th scope="col">Field</th><th scope="col">Then</th><th scope="col">Live now</th></tr>
              </thead>
              <tbody>
                {compared.fields.map((field, index) => (
                  <tr key={index}>
                    <th scope="row">{field.place}</th>
                    <td>{field.then || <em>(nothing)</em>}</td>
                    <td>{field.live || <em>(nothing)</em>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="dialog-actions">
            <button type="button" className="primary" autoFocus onClick={() => setCompared(null)}>Close</button>
          </div>
        </Dialog>
      )}
      {restoring && (
        <Dialog title={`Restore ${restoring.name}?`} onClose={() => !running && setRestoring(null)}>
          {outcome ? (
            <PublishOutcomeView outcome={outcome} />
          ) : (
            <p>
              {restoring.file ? restoring.name : "Every page and the practice details"} will be put back as {restoring.file ? "it was" : "they were"} on {WHEN.format(new Date(restoring.version.at))}, and published now. Nothing is deleted: the current version stays in the history.
            </p>
          )}
          {running && <p role="status">Restoring and publishing…</p>}
          <div className="dialog-actions">
            {!outcome && (
              <button type="button" className="primary" disabled={running} onClick={() => void restore()}>
                Restore and publish
              </button>
            )}
            <button type="button" disabled={running} onClick={() => setRestoring(null)}>
              {outcome ? "Close" : "Cancel"}
            </button>
          </div>
        </Dialog>
      )}
    </main>
  );
}
