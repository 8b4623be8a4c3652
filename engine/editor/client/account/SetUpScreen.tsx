/** The set-up screen a one-time link opens (#/set-up/<token>): the person chooses their password and is signed in. */
import { useEffect, useId, useState, type FormEvent } from "react";
import { accountApi, messageOf, type Person, type Welcome } from "./accountApi";
import { WelcomeNotices } from "./WelcomeNotices";
import "./account.css";

export function SetUpScreen({ token, onSignedIn }: { token: string; onSignedIn: (person: Person) => void }) {
  const [invited, setInvited] = useState<{ name: string; email: string; role: string; joined: boolean } | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<Welcome | null>(null);
  const id = useId();
  useEffect(() => {
    accountApi.invitation(token).then(setInvited, (error: unknown) => setLinkProblem(messageOf(error)));
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const welcome = await accountApi.setUp(token, password);
      history.replaceState(null, "", "#/");
      if (welcome.notices?.length) setTold(welcome);
      else onSignedIn(welcome.person);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (told) return <WelcomeNotices person={told.person} notices={told.notices} onContinue={() => onSignedIn(told.person)} />;
  if (linkProblem) {
    return (
      <main className="front-door">
        <h1>This link no longer works</h1>
        <p className="notice error" role="alert">{linkProblem}</p>
        <p><a href="#/">Go to the sign-in page</a></p>
      </main>
    );
  }
  if (!invited) return <main className="front-door"><p className="starting">Checking your link…</p></main>;
  const rulesId = `${id}-rules`;
  const problemId = `${id}-problem`;
  return (
    <main className="front-door">
      <h1>{invited.joined ? "Choose a new password" : `Welcome, ${invited.name}`}</h1>
      <p>You are joining the page editor as {invited.role === "owner" ? "an owner" : "an editor"}. Choose the password you will sign in with.</p>
      <form onSubmit={submit} noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <div className="front-field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} type="email" name="email" autoComplete="username" value={invited.email} readOnly />
        </div>
        <div className="front-field">
          <label htmlFor={`${id}-password`}>New password</label>
          <input
            id={`${id}-password`} type="password" name="new-password" autoComplete="new-password" required minLength={10} value={password}
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${problemId} ${rulesId}` : rulesId}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={rulesId} className="front-help">
            At least 10 characters. Three or four unrelated words together work well and are easy to remember. The most common passwords, and your name or email address, are not accepted.
          </p>
          {problem && (
            <p id={problemId} className="notice error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="front-actions">
          <button type="submit" className="primary" disabled={busy}>
            Save password and sign in
          </button>
        </div>
      </form>
    </main>
  );
}
