/**
 * The owners' Users screen: who may sign in, inviting someone (a one-time link to send them), a new link, ending
 * someone's sessions, removing them, whether an editor may change the opening hours, closures and the notice, and
 * the switch "an owner approves each publication".
 */
import { ShareLink } from "../ShareLink";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { accountApi, fieldOf, messageOf, type Person, type PersonOnList, type Role } from "./accountApi";
import { ReaderSwitch } from "../enquiries/ReaderSwitch";
import "./account.css";

export function UsersScreen({ me }: { me: Person }) {
  const [people, setPeople] = useState<PersonOnList[] | null>(null);
  const [approval, setApproval] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean; link?: string } | null>(null);
  const refresh = useCallback(() => {
    accountApi.users().then((answer) => setPeople(answer.people), (error: unknown) => setMessage({ text: messageOf(error), error: true }));
    accountApi.settings().then((settings) => setApproval(settings.approvalRequired), () => {});
  }, []);
  useEffect(refresh, [refresh]);

  const act = (work: () => Promise<{ text: string; link?: string }>) => async () => {
    try {
      setMessage(await work());
      refresh();
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    }
  };

  return (
    <main className="account-screen">
      <h1>People</h1>
      {message && (
        <div className={`notice ${message.error ? "error" : "success"}`} role={message.error ? "alert" : "status"}>
          <p>{message.text}</p>
          {message.link && <p className="link-box">{message.link}</p>}
          {message.link && <ShareLink link={message.link} />}
        </div>
      )}
      {people === null ? (
        <p className="starting">Loading…</p>
      ) : (
        <table>
          <caption className="visually-hidden">Everyone who may sign in to the editor</caption>
          <thead>
            <tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id}>
                <td>{person.name}{person.id === me.id ? " (you)" : ""}</td>
                <td>{person.email}</td>
                <td>
                  {person.role === "owner" ? "Owner" : "Editor"}
                  {person.role === "editor" && <EverydaySwitch person={person} onChange={act} />}
                  <ReaderSwitch person={person} />
                </td>
                <td>{person.joined ? `${person.sessions} active session${person.sessions === 1 ? "" : "s"}${person.passkeys ? `, ${person.passkeys} passkey${person.passkeys === 1 ? "" : "s"}` : ""}` : "Invited, has not chosen a password yet"}</td>
                <td>
                  <div className="row-actions">
                    <button type="button" onClick={act(async () => {
                      if (person.joined && !confirm(`Make a link that resets ${person.name}'s password? They will be told at their next sign-in that you made it.`)) return { text: "No link was made." };
                      const { link, expiresInHours } = await accountApi.newLink(person.id);
                      return { text: `A new link for ${person.name} (it works once, within ${expiresInHours} hours; earlier links no longer work). Send it to them privately:`, link };
                    })}>
                      {person.joined ? "Reset password" : "New link"}<span className="visually-hidden"> for {person.name}</span>
                    </button>
                    {person.id !== me.id && (
                      <>
                        <button type="button" onClick={act(async () => {
                          if (!confirm(`Sign ${person.name} out everywhere? Their sessions end and their passkeys are removed; they sign in again with their password.`)) return { text: "Nobody was signed out." };
                          const { ended, passkeysRemoved } = await accountApi.endSessions(person.id);
                          return { text: `${person.name} is signed out everywhere (${ended} session${ended === 1 ? "" : "s"} ended, ${passkeysRemoved} passkey${passkeysRemoved === 1 ? "" : "s"} removed).` };
                        })}>
                          Sign out everywhere<span className="visually-hidden"> for {person.name}</span>
                        </button>
                        <button type="button" className="danger" onClick={act(async () => {
                          if (!confirm(`Remove ${person.name}? They will no longer be able to sign in; their passkeys, unsaved drafts, waiting publish requests, scheduled publications and preview links end with them.`)) return { text: "Nobody was removed." };
                          const { ended } = await accountApi.remove(person.id);
                          return { text: `${person.name} was removed and can no longer sign in.${endedInWords(ended)}` };
                        })}>
                          Remove<span className="visually-hidden"> {person.name}</span>
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <InviteForm onInvited={(text, link) => { setMessage({ text, link }); refresh(); }} />
      <section aria-labelledby="publishing-heading">
        <h2 id="publishing-heading">Publishing</h2>
        {approval !== null && (
          <label className="switch-row">
            <input type="checkbox" checked={approval} onChange={act(async () => {
              const next = await accountApi.setApprovalRequired(!approval);
              const back = next.returnedToWaiting ? ` ${count(next.returnedToWaiting, "publication")} an editor had scheduled now ${next.returnedToWaiting === 1 ? "waits" : "wait"} for an owner to approve ${next.returnedToWaiting === 1 ? "it" : "them"}, on the Publish screen.` : "";
              return { text: next.approvalRequired ? `From now on, an editor's Publish asks an owner to approve it.${back}` : "Editors now publish without asking an owner." };
            })} />{" "}
            An owner approves each publication made by an editor
          </label>
        )}
      </section>
    </main>
  );
}

/** An editor's right to change the everyday facts (opening hours, closures, the notice), on unless an owner takes it away. */
function EverydaySwitch({ person, onChange }: { person: PersonOnList; onChange: (work: () => Promise<{ text: string }>) => () => Promise<void> }) {
  const allowed = person.everyday !== false;
  return (
    <label className="switch-row">
      <input type="checkbox" checked={allowed} onChange={onChange(async () => {
        await accountApi.setEveryday(person.id, !allowed);
        return { text: allowed ? `${person.name} can no longer change the opening hours, closures and the notice.` : `${person.name} may now change the opening hours, closures and the notice.` };
      })} />{" "}
      May change opening hours, closures and the notice{" "}<span className="visually-hidden">({person.name})</span>
    </label>
  );
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** What ended with a removed person, in words ("" when nothing did). */
function endedInWords(ended: { scheduled: number; waiting: number; previews: number }): string {
  const parts = [
    ended.scheduled ? count(ended.scheduled, "scheduled publication") : "",
    ended.waiting ? count(ended.waiting, "waiting request to publish") : "",
    ended.previews ? count(ended.previews, "preview link") : "",
  ].filter(Boolean);
  return parts.length ? ` Ended with them: ${parts.join(", ")}.` : "";
}

function InviteForm({ onInvited }: { onInvited: (text: string, link: string) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { link, expiresInHours } = await accountApi.invite(name, email, role);
      onInvited(`${name} is invited. Send them this link privately; it works once, within ${expiresInHours} hours:`, link);
      setName("");
      setEmail("");
    } catch (error) {
      setProblem({ text: messageOf(error), field: fieldOf(error) });
    }
  };
  const problemId = `${id}-problem`;
  const tied = (field: string) => (problem && (problem.field === field || problem.field === null) ? { "aria-invalid": problem.field === field ? true : undefined, "aria-describedby": problemId } : {});
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Invite someone</h2>
      <form onSubmit={submit} noValidate className="invite-form">
        <div className="front-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" autoComplete="off" required value={name} onChange={(event) => setName(event.target.value)} {...tied("name")} />
        </div>
        <div className="front-field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input id={`${id}-email`} type="email" name="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} {...tied("email")} />
        </div>
        <div className="front-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as Role)} aria-describedby={`${id}-roles`}>
            <option value="editor">Editor</option>
            <option value="owner">Owner</option>
          </select>
          <p id={`${id}-roles`} className="front-help">Editors change pages and pictures, the opening hours, closures and the notice, and publish. Owners can also change the rest of the practice details, invite and remove people, restore earlier versions and read the record.</p>
        </div>
        {problem && <p id={problemId} className="notice error" role="alert">{problem.text}</p>}
        <button type="submit" className="primary">Invite and show the link</button>
      </form>
    </section>
  );
}
