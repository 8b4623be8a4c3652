/**
 * "The group's shared content", beside the practice switch of a group's editor, for the group's owners and the
 * people given that role (the group's server answers only them, group/sharedRoutes.ts): every shared file and what
 * each practice does with it, then the shared changes not live yet with the practices each one changes, and
 * Publish for exactly that list. A practice whose checks refuse is named with its problems; a publication that
 * reached some practices only says which.
 */
import { useCallback, useEffect, useState } from "react";
import { Dialog } from "./Dialog";
import "./groupShared.css";

interface Practice {
  id: string;
  name: string;
}
interface SharedFile {
  file: string;
  kind: string;
  locked: boolean;
  practices: Record<string, string>;
}
interface SharedChange {
  file: string;
  kind: string;
  status: "added" | "changed" | "deleted";
  locked: boolean;
  practices: string[];
}
interface Changes {
  available?: boolean;
  message?: string;
  changes: SharedChange[];
  practices: (Practice & { target: string; ready: boolean })[];
  fingerprint?: string;
}
interface Outcome {
  published: boolean;
  reason?: string;
  message: string;
  refused?: { id: string; name: string; problems: { file: string; where: string; message: string; place?: string }[] }[];
  live?: string[];
  notLive?: { id: string; name: string; why: string }[];
}

const API = "/_group/api/";
const STATUS_WORDS = { added: "new", changed: "changed", deleted: "removed" } as const;

async function ask<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(API + path, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  if (!response) throw new Error("The editor does not answer. Check the internet connection and try again.");
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The editor's server answered ${response.status}.`);
  return answer as T;
}

export function SharedContentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="shared-content-open" onClick={() => setOpen(true)}>
        The group's shared content
      </button>
      {open && (
        <Dialog title="The group's shared content" wide onClose={() => setOpen(false)}>
          <SharedContent />
        </Dialog>
      )}
    </>
  );
}

function SharedContent() {
  const [files, setFiles] = useState<{ practices: Practice[]; files: SharedFile[] } | null>(null);
  const [changes, setChanges] = useState<Changes | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    Promise.all([ask<{ practices: Practice[]; files: SharedFile[] }>("shared"), ask<Changes>("shared/changes")]).then(([listed, waiting]) => {
      setFiles(listed);
      setChanges(waiting);
    }, (error: unknown) => setFailure((error as Error).message));
  }, []);
  useEffect(load, [load]);
  const nameOf = (id: string) => files?.practices.find((practice) => practice.id === id)?.name ?? id;

  const publish = async () => {
    if (!changes?.fingerprint) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await ask<Outcome>("shared/publish", { fingerprint: changes.fingerprint, message }));
      load();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (failure && !files) return <p className="notice error" role="alert">{failure}</p>;
  if (!files || !changes) return <p className="starting">Loading…</p>;
  return (
    <div className="shared-content">
      {failure && <p className="notice error" role="alert">{failure}</p>}
      <section aria-labelledby="shared-waiting">
        <h3 id="shared-waiting">Changes not live yet</h3>
        {changes.available === false ? (
          <p>{changes.message}</p>
        ) : !changes.changes.length ? (
          <p>Every shared file is live as it is.</p>
        ) : (
          <>
            <ul className="shared-changes">
              {changes.changes.map((change) => (
                <li key={change.file}>
                  <code>{change.file}</code> ({change.kind}{change.locked ? ", locked" : ""}, {STATUS_WORDS[change.status]}): {change.practices.length ? `changes ${change.practices.map(nameOf).join(", ")}` : "changes no practice (each has its own, or leaves it out)"}
                </li>
              ))}
            </ul>
            <p>Publishing checks each of these practices with the change, and sends it only if every one passes:</p>
            <ul>
              {changes.practices.map((practice) => (
                <li key={practice.id}>
                  {practice.name}: {practice.ready ? practice.target : "publishing is not set up for this practice"}
                </li>
              ))}
            </ul>
            <label className="shared-message">
              What changed (kept in the history)
              <textarea value={message} rows={2} onChange={(event) => setMessage(event.currentTarget.value)} />
            </label>
            <button type="button" className="primary" disabled={busy} onClick={() => void publish()}>
              {busy ? "Publishing…" : `Publish to ${changes.practices.length === 1 ? "1 practice" : `${changes.practices.length} practices`}`}
            </button>
          </>
        )}
        {outcome && <OutcomeView outcome={outcome} />}
      </section>
      <section aria-labelledby="shared-files">
        <h3 id="shared-files">Every shared file</h3>
        <div className="shared-table-wrap" tabIndex={0} role="region" aria-labelledby="shared-files">
          <table className="shared-table">
            <caption className="visually-hidden">Each shared file, whether the group locks it, and what each practice does with it</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Kind</th>
                <th scope="col">The group</th>
                {files.practices.map((practice) => (
                  <th scope="col" key={practice.id}>{practice.name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {files.files.map((file) => (
                <tr key={file.file}>
                  <th scope="row"><code>{file.file}</code></th>
                  <td>{file.kind}</td>
                  <td>{file.locked ? "locked" : "a default"}</td>
                  {files.practices.map((practice) => (
                    <td key={practice.id} className={file.practices[practice.id] === "inherits" ? undefined : "differs"}>{file.practices[practice.id]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  return (
    <div className={outcome.published ? "notice" : "notice error"} role={outcome.published ? "status" : "alert"}>
      <p>{outcome.message}</p>
      {outcome.refused?.map((practice) => (
        <div key={practice.id}>
          <h4>{practice.name}</h4>
          <ul>
            {practice.problems.map((problem, index) => (
              <li key={index}>
                <code>{problem.file}</code>{problem.place ? ` (${problem.place})` : ""}, at {problem.where}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
