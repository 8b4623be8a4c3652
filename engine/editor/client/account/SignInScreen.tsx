/**
 * The sign-in screen of the editor online: email and password, or a passkey. Shown whenever the server says
 * nobody is signed in; a set-up link (#/set-up/<token>) shows the set-up screen instead.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { accountApi, fieldOf, messageOf, type Person, type Welcome } from "./accountApi";
import { WelcomeNotices } from "./WelcomeNotices";
import "./account.css";

export function SignInScreen({ onSignedIn }: { onSignedIn: (person: Person) => void }) {
  const [siteName, setSiteName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<{ text: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<Welcome | null>(null);
  const id = useId();
  // Signed in: straight on, unless there is something to tell first.
  const arrived = (welcome: Welcome) => (welcome.notices?.length ? setTold(welcome) : onSignedIn(welcome.person));
  useEffect(() => {
    accountApi.welcome().then((welcome) => setSiteName(welcome.siteName), () => {});
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      arrived(await accountApi.signIn(email, password));
    } catch (error) {
      setFailure({ text: messageOf(error), field: fieldOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const options = await accountApi.passkeySignInOptions();
      const answer = await startAuthentication({ optionsJSON: options });
      arrived(await accountApi.passkeySignIn(answer));
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setFailure({ text: cancelled ? "Signing in with a passkey was cancelled or timed out. Try again, or use your password." : messageOf(error), field: null });
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  if (told) return <WelcomeNotices person={told.person} notices={told.notices} onContinue={() => onSignedIn(told.person)} />;
  return (
    <main className="front-door">
      <h1>Sign in to the page editor{siteName ? ` of ${siteName}` : ""}</h1>
      <form onSubmit={submit} noValidate aria-describedby={failure ? errorId : undefined}>
        <div className="front-field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} type="email" name="email" autoComplete="username webauthn" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="front-field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`} type="password" name="password" autoComplete="current-password" required value={password}
            aria-invalid={failure && failure.field !== "email" ? true : undefined} aria-describedby={failure ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {failure && (
          <p id={errorId} className="notice error" role="alert">
            {failure.text}
          </p>
        )}
        <div className="front-actions">
          <button type="submit" className="primary" disabled={busy}>
            Sign in
          </button>
          {browserSupportsWebAuthn() && (
            <button type="button" onClick={withPasskey} disabled={busy}>
              Sign in with a passkey
            </button>
          )}
        </div>
      </form>
      <p className="front-help">Forgotten your password, or no account yet? Ask an owner of the editor for a new link.</p>
    </main>
  );
}
