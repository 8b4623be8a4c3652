/** Making, moving and deleting a page. The server refuses whatever would break a link; these say so first. */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { LinkTo, Session, SiteIndex } from "../../model/api";
import { api, ApiError } from "../api";
import { Dialog } from "../Dialog";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "That did not work; the editor may have stopped on the computer that runs it.");

export function NewPageDialog({ session, onClose, onCreated }: { session: Session; onClose(): void; onCreated(file: string): void }) {
  const [route, setRoute] = useState("/");
  const [template, setTemplate] = useState(session.templates[0]?.name ?? "info");
  const [title, setTitle] = useState("");
  const [category, setCategory] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRequest(setError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const made = await api.createPage({ route, template, title: title || undefined, category: template === "treatment" ? category : undefined });
      onCreated(made.file);
    });
  };
  return (
    <Dialog title="New page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          Its address
          <input type="text" value={route} onChange={(event) => setRoute(event.target.value)} spellCheck={false} required aria-describedby="new-route-help" />
        </label>
        <p className="help" id="new-route-help">
          Lower-case letters, digits and hyphens, starting with /, e.g. “/home-visits” or “/about/our-team”.
        </p>
        <fieldset>
          <legend>Start from</legend>
          {session.templates.map((choice) => (
            <label key={choice.name} className="choice">
              <input type="radio" name="template" value={choice.name} checked={template === choice.name} onChange={() => setTemplate(choice.name)} />
              <span>
                <strong>{choice.name}</strong>: {choice.summary}
              </span>
            </label>
          ))}
        </fieldset>
        <label>
          Its name in words <span className="optional">(optional)</span>
          <input type="text" value={title} onChange={(event) => setTitle(event.target.value)} placeholder="made from the address if left empty" />
        </label>
        {template === "treatment" && session.person.role !== "owner" && (
          <p className="notice" role="note">
            A treatment page also joins the practice&apos;s services list (the Services menu), which only an owner can change. Ask an owner to create it, or start from another template.
          </p>
        )}
        {template === "treatment" && (
          <label>
            Column of the Services menu
            <select value={category} onChange={(event) => setCategory(event.target.value)} required>
              <option value="">Choose…</option>
              {session.categories.map((group) => (
                <option key={group.key} value={group.key}>
                  {group.heading}
                </option>
              ))}
            </select>
          </label>
        )}
        <DialogActions error={error} onClose={onClose}>
          <button type="submit" className="primary" disabled={busy}>
            Create the page
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What went wrong (if anything), then Cancel and the dialog's own buttons. */
function DialogActions({ error, onClose, children }: { error: string | null; onClose(): void; children: ReactNode }) {
  return (
    <>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        {children}
      </div>
    </>
  );
}

/** What staff call the pages and parts of the site a dialog names (the index of the Pages screen). */
export type KnownFiles = Pick<SiteIndex, "pages" | "shared">;

/** A file as staff know it: a page by its name and address, a shared block by its name, the practice details. */
export function fileInWords(known: KnownFiles, file: string): string {
  const page = known.pages.find((entry) => entry.file === file);
  if (page) return page.route ? `${page.name} (${page.route})` : `${page.name} (the “not found” page)`;
  const shared = known.shared.find((entry) => entry.file === file);
  if (shared) return `Shared block “${shared.ref}”`;
  return file === "site.config.json" ? "Practice details" : "Another page";
}

/** The places that link to a page, each named as staff know it and opening at the field. */
function LinkList({ links, known, openLink }: { links: LinkTo[]; known: KnownFiles; openLink(file: string, where: string): void }) {
  return (
    <ul className="link-list">
      {links.map((link, index) => (
        <li key={index}>
          <button type="button" className="link" onClick={() => openLink(link.file, link.where)}>
            {fileInWords(known, link.file)}
          </button>{" "}
          — {link.place}
        </li>
      ))}
    </ul>
  );
}

/** Sends a dialog's request: its buttons held while it is under way, its failure put in words. */
function useRequest(setError: (error: string | null) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function useLinks(route: string, file: string) {
  const [links, setLinks] = useState<LinkTo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.linksTo(route).then(({ links: found }) => setLinks(found.filter((link) => link.file !== file)), (failure: unknown) => setError(messageOf(failure)));
  }, [route, file]);
  return { links, error, setError };
}

export function MovePageDialog({ file, route, known, onClose, onMoved, openLink }: { file: string; route: string; known: KnownFiles; onClose(): void; onMoved(text: string): void; openLink(file: string, where: string): void }) {
  const { links, error, setError } = useLinks(route, file);
  const [to, setTo] = useState(route);
  const [update, setUpdate] = useState(true);
  const { busy, run } = useRequest(setError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const moved = await api.movePage(file, to, update);
      onMoved(`Moved ${route} to ${moved.route}${moved.updated.length ? `; links updated in ${moved.updated.map((changed) => fileInWords(known, changed)).join(", ")}` : ""}.`);
    });
  };
  return (
    <Dialog title={`Move ${route}`} onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          New address
          <input type="text" value={to} onChange={(event) => setTo(event.target.value)} spellCheck={false} required />
        </label>
        {links === null ? (
          <p>Looking for links to {route}…</p>
        ) : links.length === 0 ? (
          <p>No other page links to {route}.</p>
        ) : (
          <>
            <p>
              {links.length === 1 ? "1 place links" : `${links.length} places link`} to {route}:
            </p>
            <LinkList links={links} known={known} openLink={openLink} />
            <label className="choice">
              <input type="checkbox" checked={update} onChange={(event) => setUpdate(event.target.checked)} />
              <span>Change these links to the new address (otherwise the page is not moved, since they would break)</span>
            </label>
          </>
        )}
        <DialogActions error={error} onClose={onClose}>
          <button type="submit" className="primary" disabled={busy || links === null}>
            Move the page
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeletePageDialog({ file, route, known, onClose, onDeleted, openLink }: { file: string; route: string; known: KnownFiles; onClose(): void; onDeleted(text: string): void; openLink(file: string, where: string): void }) {
  const { links, error, setError } = useLinks(route, file);
  const { busy, run } = useRequest(setError);
  const remove = () =>
    run(async () => {
      await api.deletePage(file);
      onDeleted(`Deleted ${fileInWords(known, file)}.`);
    });
  return (
    <Dialog title={`Delete ${route}`} onClose={onClose}>
      {links === null ? (
        <p>Looking for links to {route}…</p>
      ) : links.length > 0 ? (
        <>
          <p>
            {route} cannot be deleted while {links.length === 1 ? "1 place links" : `${links.length} places link`} to it; those links would break. Change or remove them first:
          </p>
          <LinkList links={links} known={known} openLink={openLink} />
        </>
      ) : (
        <p>
          Delete {fileInWords(known, file)}? No other page links to it. It goes from the website when the changes are next published.
        </p>
      )}
      <DialogActions error={error} onClose={onClose}>
        {links !== null && links.length === 0 && (
          <button type="button" className="primary danger" disabled={busy} onClick={() => void remove()}>
            Delete the page
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}
