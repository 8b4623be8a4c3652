/** The owners' Record screen: who did what and when (sign-ins and failed ones, invitations, publications…), newest first. */
import { useEffect, useState } from "react";
import { WHEN } from "../clock";
import { accountApi, messageOf, type RecordEntry } from "./accountApi";
import "./account.css";

export function RecordScreen() {
  const [entries, setEntries] = useState<RecordEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    accountApi.record().then((answer) => setEntries(answer.entries), (error: unknown) => setFailure(messageOf(error)));
  }, []);
  return (
    <main className="account-screen">
      <h1>Record</h1>
      <p>Who did what in the editor, newest first.</p>
      {failure && <p className="notice error" role="alert">{failure}</p>}
      {entries === null ? (
        !failure && <p className="starting">Loading…</p>
      ) : entries.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <table>
          <thead>
            <tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Details</th></tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                <td><time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time></td>
                <td>{entry.who}</td>
                <td>{entry.action}</td>
                <td>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
