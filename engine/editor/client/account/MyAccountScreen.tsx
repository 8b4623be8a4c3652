/** "My account": one's passkeys (add, remove), signing out here or everywhere. */
import { useCallback, useEffect, useId, useState } from "react";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { accountApi, messageOf, type PasskeySummary, type Person } from "./accountApi";
import "./account.css";

export function MyAccountScreen({ me, onSignedOut }: { me: Person; onSignedOut: () => void }) {
  const id = useId();
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [name, setName] = useState("");
  const refresh = useCallback(() => {
    accountApi.me().then((answer) => setPasskeys(answer.passkeys), (error: unknown) => setMessage({ text: messageOf(error), error: true }));
  }, []);
  useEffect(refresh, [refresh]);

  const addPasskey = async () => {
    setMessage(null);
    try {
      const answer = await startRegistration({ optionsJSON: await accountApi.passkeyAddOptions() });
      setPasskeys((await accountApi.passkeyAdd(answer, name || "Passkey")).passkeys);
      setName("");
      setMessage({ text: "Passkey added. Next time, choose “Sign in with a passkey”." });
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setMessage({ text: cancelled ? "Adding a passkey was cancelled or timed out." : messageOf(error), error: true });
    }
  };

  return (
    <main className="account-screen">
      <h1>My account</h1>
      <p>{me.name} · {me.email} · {me.role === "owner" ? "Owner" : "Editor"}</p>
      {message && <p className={`notice ${message.error ? "error" : "success"}`} role={message.error ? "alert" : "status"}>{message.text}</p>}
      <section aria-labelledby={`${id}-passkeys`}>
        <h2 id={`${id}-passkeys`}>Passkeys</h2>
        <p>A passkey lets you sign in with this computer's or phone's fingerprint, face or PIN instead of your password.</p>
        {passkeys && passkeys.length > 0 && (
          <ul>
            {passkeys.map((key) => (
              <li key={key.id}>
                {key.name}, added {new Date(key.createdAt).toLocaleDateString("en-GB")}{" "}
                <button type="button" className="quiet danger" onClick={async () => setPasskeys((await accountApi.passkeyRemove(key.id)).passkeys)}>
                  Remove<span className="visually-hidden"> {key.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {browserSupportsWebAuthn() ? (
          <div className="front-field">
            <label htmlFor={`${id}-name`}>Name for the new passkey (optional)</label>
            <input id={`${id}-name`} value={name} placeholder="e.g. Reception computer" autoComplete="off" onChange={(event) => setName(event.target.value)} />
            <div className="front-actions"><button type="button" onClick={addPasskey}>Add a passkey</button></div>
          </div>
        ) : (
          <p>This browser cannot make passkeys.</p>
        )}
      </section>
      <section aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`}>Signing out</h2>
        <div className="front-actions">
          <button type="button" onClick={async () => { await accountApi.signOut().catch(() => {}); onSignedOut(); }}>Sign out</button>
          <button type="button" className="danger" onClick={async () => { await accountApi.signOutEverywhere().catch(() => {}); onSignedOut(); }}>
            Sign out everywhere
          </button>
        </div>
        <p className="front-help">Sign out everywhere ends your sessions on every computer and phone, such as one left signed in at the practice.</p>
      </section>
    </main>
  );
}
