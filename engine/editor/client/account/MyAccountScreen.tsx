/**
 * "My account": one's password (the current one required), one's passkeys (adding one asks for the password or
 * a passkey again when the sign-in is more than a few minutes old), signing out here or everywhere (which also
 * removes one's passkeys, so one planted by someone else goes too).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { accountApi, fieldOf, messageOf, needsConfirming, type PasskeySummary, type Person } from "./accountApi";
import "./account.css";

type Message = { text: string; error?: boolean } | null;

const cancelled = (error: unknown) => error instanceof Error && error.name === "NotAllowedError";

export function MyAccountScreen({ me, onSignedOut }: { me: Person; onSignedOut: () => void }) {
  const id = useId();
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [name, setName] = useState("");
  const [confirming, setConfirming] = useState(false);
  const refresh = useCallback(() => {
    accountApi.me().then((answer) => setPasskeys(answer.passkeys), (error: unknown) => setMessage({ text: messageOf(error), error: true }));
  }, []);
  useEffect(refresh, [refresh]);

  const addPasskey = async () => {
    setMessage(null);
    try {
      const answer = await startRegistration({ optionsJSON: await accountApi.passkeyAddOptions() });
      setPasskeys((await accountApi.passkeyAdd(answer, name || defaultName())).passkeys);
      setName("");
      setMessage({ text: "Passkey added. Next time, choose “Sign in with a passkey”." });
    } catch (error) {
      if (needsConfirming(error)) return setConfirming(true);
      setMessage({ text: cancelled(error) ? "Adding a passkey was cancelled or timed out." : messageOf(error), error: true });
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
                {key.name}, added {new Date(key.createdAt).toLocaleDateString("en-GB")}
                {key.lastUsedAt ? `, last used ${new Date(key.lastUsedAt).toLocaleDateString("en-GB")}` : ""}{" "}
                <button type="button" className="quiet danger" onClick={async () => setPasskeys((await accountApi.passkeyRemove(key.id)).passkeys)}>
                  Remove<span className="visually-hidden"> {key.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!browserSupportsWebAuthn() ? (
          <p>This browser cannot make passkeys.</p>
        ) : confirming ? (
          <ConfirmItIsYou
            hasPasskey={!!passkeys?.length}
            onConfirmed={() => { setConfirming(false); void addPasskey(); }}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <div className="front-field">
            <label htmlFor={`${id}-name`}>Name for the new passkey</label>
            <input id={`${id}-name`} value={name} placeholder="e.g. Reception computer" autoComplete="off" maxLength={80} onChange={(event) => setName(event.target.value)} />
            <p className="front-help">The name tells you later which device it is on. Left empty, it is named after today's date.</p>
            <div className="front-actions"><button type="button" onClick={addPasskey}>Add a passkey</button></div>
          </div>
        )}
      </section>
      <ChangePassword onChanged={(text) => { setMessage({ text }); refresh(); }} />
      <section aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`}>Signing out</h2>
        <div className="front-actions">
          <button type="button" onClick={async () => { await accountApi.signOut().catch(() => {}); onSignedOut(); }}>Sign out</button>
          <button type="button" className="danger" onClick={async () => {
            if (!confirm("Sign out everywhere? This ends your sessions on every computer and phone and removes your passkeys; you sign in again with your password.")) return;
            await accountApi.signOutEverywhere().catch(() => {});
            onSignedOut();
          }}>
            Sign out everywhere
          </button>
        </div>
        <p className="front-help">
          Sign out everywhere ends your sessions on every computer and phone, such as one left signed in at the practice, and removes your
          passkeys, so one added by someone else stops working too. Add yours again after signing in with your password.
        </p>
      </section>
    </main>
  );
}

function defaultName(): string {
  return `Passkey added ${new Date().toLocaleDateString("en-GB")}`;
}

/** Proving who one is again (password, or one of one's passkeys) before adding a passkey. */
function ConfirmItIsYou({ hasPasskey, onConfirmed, onCancel }: { hasPasskey: boolean; onConfirmed: () => void; onCancel: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await accountApi.confirmWithPassword(password);
      onConfirmed();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const withPasskey = async () => {
    setProblem(null);
    try {
      await accountApi.passkeyConfirm(await startAuthentication({ optionsJSON: await accountApi.passkeyConfirmOptions() }));
      onConfirmed();
    } catch (error) {
      setProblem(cancelled(error) ? "Confirming with a passkey was cancelled or timed out." : messageOf(error));
    }
  };
  return (
    <form className="confirm-box" onSubmit={submit} noValidate>
      <p>To add a passkey, first confirm it is you{hasPasskey ? ": enter your password, or use a passkey you already have." : " by entering your password."}</p>
      <div className="front-field">
        <label htmlFor={`${id}-password`}>Your password</label>
        <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
      </div>
      {problem && <p id={`${id}-problem`} className="notice error" role="alert">{problem}</p>}
      <div className="front-actions">
        <button type="submit" className="primary">Confirm</button>
        {hasPasskey && <button type="button" onClick={withPasskey}>Use a passkey instead</button>}
        <button type="button" className="quiet" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

/** A new password of one's own; the current one is asked, and every other session and passkey ends with the old one. */
function ChangePassword({ onChanged }: { onChanged: (text: string) => void }) {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await accountApi.changePassword(current, next);
      setCurrent("");
      setNext("");
      onChanged("Your password is changed. You stay signed in here; other computers and phones were signed out, and your passkeys were removed (add them again above).");
    } catch (error) {
      setProblem({ text: messageOf(error), field: fieldOf(error) });
    }
  };
  const tied = (field: string) => (problem && problem.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {});
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Password</h2>
      <form onSubmit={submit} noValidate className="confirm-box">
        <div className="front-field">
          <label htmlFor={`${id}-current`}>Current password</label>
          <input id={`${id}-current`} type="password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} {...tied("current")} />
        </div>
        <div className="front-field">
          <label htmlFor={`${id}-new`}>New password</label>
          <input id={`${id}-new`} type="password" autoComplete="new-password" required value={next} onChange={(event) => setNext(event.target.value)} aria-describedby={`${id}-rules`} {...tied("password")} />
          <p id={`${id}-rules`} className="front-help">At least 10 characters. A few unrelated words together are long enough and easy to remember; not your name or the practice's name or address.</p>
        </div>
        {problem && <p id={`${id}-problem`} className="notice error" role="alert">{problem.text}</p>}
        <button type="submit" className="primary">Change my password</button>
      </form>
    </section>
  );
}
