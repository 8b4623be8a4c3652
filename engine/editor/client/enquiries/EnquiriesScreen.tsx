/**
 * The practice's enquiries (#/enquiries), for the people an owner allows: newest first, a page at a time; one
 * opened to read and marked handled (from the status the person saw); one person's enquiries exported (a subject
 * access request) or erased. The server writes each read, export and erasure in the record.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { WHEN } from "../clock";
import { messageOf } from "../api";
import { enquiriesApi } from "./enquiriesApi";
import type { Enquiry, EnquirySummary } from "../../server/enquiries/store";
import "../account/account.css";

export function EnquiriesScreen() {
  const [pages, setPages] = useState<EnquirySummary[][]>([]);
  const [more, setMore] = useState(false);
  const [counts, setCounts] = useState<{ all: number; new: number } | null>(null);
  const [open, setOpen] = useState<Enquiry | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const load = useCallback(() => {
    enquiriesApi.list().then((answer) => {
      setPages([answer.enquiries]);
      setMore(answer.more);
      setCounts(answer.counts);
    }, (error: unknown) => setMessage({ text: messageOf(error), error: true }));
  }, []);
  useEffect(load, [load]);

  const next = () => {
    const last = pages.at(-1)?.at(-1);
    if (!last) return;
    enquiriesApi.list(last.id).then((answer) => {
      setPages([...pages, answer.enquiries]);
      setMore(answer.more);
    }, (error: unknown) => setMessage({ text: messageOf(error), error: true }));
  };

  const read = (id: number) => enquiriesApi.read(id).then((answer) => setOpen(answer.enquiry), (error: unknown) => setMessage({ text: messageOf(error), error: true }));

  const toggle = async (enquiry: Enquiry) => {
    try {
      const answer = await enquiriesApi.setStatus(enquiry.id, enquiry.status, enquiry.status === "new" ? "handled" : "new");
      setOpen(answer.enquiry);
      setMessage({ text: answer.enquiry.status === "handled" ? "Marked handled." : "Marked new again." });
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    }
    load();
  };

  const all = pages.flat();
  return (
    <main className="account-screen">
      <h1>Enquiries</h1>
      <p>What visitors sent through the site's forms, newest first.{counts ? ` ${counts.new} new of ${counts.all}.` : ""} Answer by telephone or from the practice's own e-mail; then mark it handled.</p>
      {message && <p className={`notice ${message.error ? "error" : "success"}`} role={message.error ? "alert" : "status"}>{message.text}</p>}
      {open && (
        <section aria-labelledby="enquiry-heading" className="enquiry">
          <h2 id="enquiry-heading">{open.name || "An enquiry"} · {open.form} form</h2>
          <p>Received <time dateTime={open.receivedAt}>{WHEN.format(new Date(open.receivedAt))}</time>. {open.status === "handled" ? `Handled${open.handledBy ? ` by ${open.handledBy}` : ""}.` : "Not handled yet."}</p>
          <dl>
            {Object.entries(open.fields).map(([name, value]) => (
              <div key={name}><dt>{name}</dt><dd style={{ whiteSpace: "pre-wrap" }}>{value}</dd></div>
            ))}
          </dl>
          <div className="row-actions">
            <button type="button" onClick={() => void toggle(open)}>{open.status === "new" ? "Mark handled" : "Mark new again"}</button>
            <button type="button" onClick={() => setOpen(null)}>Close</button>
          </div>
        </section>
      )}
      {counts === null ? (
        !message && <p className="starting">Loading…</p>
      ) : all.length === 0 ? (
        <p>No enquiries are kept at the moment.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Enquiries, newest first</caption>
          <thead>
            <tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">Form</th><th scope="col">Status</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {all.map((enquiry) => (
              <tr key={enquiry.id}>
                <td><time dateTime={enquiry.receivedAt}>{WHEN.format(new Date(enquiry.receivedAt))}</time></td>
                <td>{enquiry.name || enquiry.email || "(no name given)"}</td>
                <td>{enquiry.form}</td>
                <td>{enquiry.status === "new" ? "New" : `Handled${enquiry.handledBy ? ` by ${enquiry.handledBy}` : ""}`}</td>
                <td><button type="button" onClick={() => void read(enquiry.id)}>Read</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && <button type="button" onClick={next}>Show older enquiries</button>}
      <OnePerson onErased={load} />
    </main>
  );
}

/** A person's own request: a copy of everything kept about them, or erasing it all. */
function OnePerson({ onErased }: { onErased: () => void }) {
  const id = useId();
  const [person, setPerson] = useState("");
  const [found, setFound] = useState<{ person: string; count: number } | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setFound({ person, count: (await enquiriesApi.find(person)).found });
      setMessage(null);
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    }
  };
  const erase = async () => {
    if (!found || !confirm(`Erase all ${found.count} enquiries of ${found.person}? This cannot be undone.`)) return;
    try {
      const { erased } = await enquiriesApi.erase(found.person, found.count);
      setMessage({ text: `Erased ${erased} ${erased === 1 ? "enquiry" : "enquiries"}.` });
      setFound(null);
      onErased();
    } catch (error) {
      setMessage({ text: messageOf(error), error: true });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>One person's enquiries</h2>
      <p>When someone asks for a copy of what the practice keeps about them, or for it to be erased: their e-mail address or their name, as they wrote it.</p>
      <form onSubmit={(event) => void find(event)} className="front-form">
        <label htmlFor={`${id}-person`}>E-mail address or name</label>
        <input id={`${id}-person`} value={person} onChange={(event) => setPerson(event.target.value)} required />
        <button type="submit">Find</button>
      </form>
      {message && <p className={`notice ${message.error ? "error" : "success"}`} role={message.error ? "alert" : "status"}>{message.text}</p>}
      {found && (
        <div role="status">
          <p>{found.count === 0 ? `No enquiries are kept for ${found.person}.` : `${found.count} ${found.count === 1 ? "enquiry" : "enquiries"} of ${found.person}.`}</p>
          {found.count > 0 && (
            <div className="row-actions">
              <a href={enquiriesApi.exportLink(found.person, "json")} download>Download a copy (JSON)</a>
              <a href={enquiriesApi.exportLink(found.person, "csv")} download>Download a copy (spreadsheet, CSV)</a>
              <button type="button" onClick={() => void erase()}>Erase them all</button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
