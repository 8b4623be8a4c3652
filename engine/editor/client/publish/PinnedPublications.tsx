/**
 * On the Publish screen: the publications asked for and waiting for an owner, and those scheduled for a date.
 * Each holds the versions of the moment it was asked for; changes saved since wait for their own. A waiting one is
 * shown by what it would publish, as the server describes it (the person's words are only a note beside that).
 * Owners approve (sending back what they were shown) or decline; whoever asked (or an owner) withdraws, changes
 * the date, cancels, and shares a preview link.
 */
import { useState } from "react";
import { messageOf, WHEN } from "./publishApi";
import { PreviewLinkControls } from "./PreviewLinkControls";
import { FileChangeWords } from "./FileChangeWords";
import { toUkTime } from "../../model/ukTime";
import { scheduleApi, type PinnedPublication } from "./scheduleApi";
import type { PinnedInWords } from "../../server/publish/pinnedInWords";

interface Props {
  waiting: PinnedPublication[];
  scheduled: PinnedPublication[];
  isOwner: boolean;
  approvalRequired: boolean;
  busy: boolean;
  onDecide: (id: number, approve: boolean, shown?: PinnedInWords) => void;
  onChanged: () => void;
}

export function PinnedPublications({ waiting, scheduled, isOwner, approvalRequired, busy, onDecide, onChanged }: Props) {
  return (
    <>
      {waiting.length > 0 && (
        <section aria-labelledby="waiting-title">
          <h2 id="waiting-title">{isOwner ? "Waiting for an owner" : "You asked to publish"}</h2>
          <ul className="publish-waiting">
            {waiting.map((request) => (
              <li key={request.id}>
                <p>
                  <strong>{request.name}</strong> asked on <time dateTime={request.at}>{WHEN.format(new Date(request.at))}</time>
                  {request.publishAtWords && <> to go live on {request.publishAtWords} (UK time)</>}.
                </p>
                <PinnedChange request={request} />
                <p className="publish-who">Only the changes saved when it was asked for; anything saved since waits for its own request.</p>
                <div className="row-actions">
                  {isOwner && (
                    <>
                      <button type="button" className="primary" disabled={busy || !request.change} onClick={() => onDecide(request.id, true, request.change)}>
                        {request.publishAt && Date.parse(request.publishAt) > Date.now() ? `Approve for ${request.publishAtWords}` : `Publish ${whoseChanges(request.name, request.credits ?? [])}`}
                      </button>
                      <button type="button" disabled={busy} onClick={() => onDecide(request.id, false)}>
                        Decline
                      </button>
                    </>
                  )}
                  {!isOwner && request.mine && <CancelButton publication={request} label="Withdraw this request" onChanged={onChanged} />}
                </div>
                {(isOwner || request.mine) && <PreviewLinkControls publication={request} onChanged={onChanged} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {scheduled.length > 0 && (
        <section aria-labelledby="scheduled-title">
          <h2 id="scheduled-title">Scheduled</h2>
          <ul className="publish-waiting">
            {scheduled.map((publication) => (
              <li key={publication.id}>
                <p>
                  <strong>{publication.message.split("\n")[0]}</strong>:{" "}
                  {publication.status === "publishing" ? <>being published now, for {publication.name}.</> : <>to be published on {publication.publishAtWords} (UK time), for {publication.name}.</>}
                </p>
                {publication.status === "scheduled" && (isOwner || (publication.mine && !approvalRequired)) && <DateChange publication={publication} onChanged={onChanged} />}
                {(isOwner || publication.mine) && <PreviewLinkControls publication={publication} onChanged={onChanged} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** What a waiting request would publish, page by page in words, and its person's own words as a note. */
function PinnedChange({ request }: { request: PinnedPublication }) {
  const { change } = request;
  const note = request.message.split("\n")[0]?.trim();
  return (
    <>
      {change ? (
        <>
          <p>
            It would publish: <strong>{change.title}</strong>
          </p>
          {change.changes.length > 0 && (
            <ul className="publish-changes" aria-label={`What ${request.name}'s request would publish`}>
              {change.changes.map((file) => (
                <li key={file.file}>
                  <FileChangeWords change={file} />
                </li>
              ))}
            </ul>
          )}
          {change.clash && <p className="notice">The same part of the site was changed on the live site since this was asked for, so publishing it would stop. Decline it and ask {request.name} to ask again.</p>}
        </>
      ) : (
        <p className="notice">What this request would publish cannot be read just now, so it cannot be approved. Open Publish again in a moment.</p>
      )}
      {note && note !== change?.title && (
        <p className="publish-note">
          {request.mine ? "Your note" : `${request.name}'s note`}: “{note}”
        </p>
      )}
    </>
  );
}

function CancelButton({ publication, label, onChanged }: { publication: PinnedPublication; label: string; onChanged: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (!window.confirm("Cancel it? The changes stay saved here, unpublished.")) return;
          scheduleApi.cancel(publication.id, publication.status).then(onChanged, (error: unknown) => setFailure(messageOf(error)));
        }}
      >
        {label}
      </button>
      {failure && <span className="notice error" role="alert">{failure}</span>}
    </>
  );
}

function DateChange({ publication, onChanged }: { publication: PinnedPublication; onChanged: () => void }) {
  const [value, setValue] = useState(publication.publishAt ? toUkTime(new Date(publication.publishAt)) : "");
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="row-actions publish-date-change"
      onSubmit={(event) => {
        event.preventDefault();
        scheduleApi.reschedule(publication.id, publication.status, value).then(onChanged, (error: unknown) => setFailure(messageOf(error)));
      }}
    >
      <label>
        New date and time (UK time){" "}
        <input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} required />
      </label>
      <button type="submit">Change the date</button>
      <CancelButton publication={publication} label="Cancel this publication" onChanged={onChanged} />
      {failure && <p className="notice error" role="alert">{failure}</p>}
    </form>
  );
}

/** "Sam's changes", or "the changes of Sam and Olu" when the request holds others' saved changes too. */
function whoseChanges(asker: string, credits: string[]): string {
  const others = credits.filter((name) => name !== asker);
  if (!others.length) return `${asker}'s changes`;
  const names = [asker, ...others];
  return `the changes of ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
