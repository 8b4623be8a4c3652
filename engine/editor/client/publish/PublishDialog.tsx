/**
 * The publish dialog: the message (in words, editable), then the publication with its stage shown as it goes
 * (checking, building, sending), and what it came to: live with links, or what to fix, at the fields.
 */
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../Dialog";
import { messageOf, publishApi, type ChosenUnit, type Progress, type PublishOutcome } from "./publishApi";
import { PublishOutcomeView } from "./PublishOutcomeView";
import { toUkTime } from "../../model/ukTime";
import { ChargesStartOffer, chargesStartTime } from "./ChargesStartOffer";

const STAGES: Record<Progress["stage"], string> = {
  fetching: "Looking at the live version…",
  committing: "Putting your changes together…",
  checking: "Checking every page…",
  building: "Building the site…",
  sending: "Sending it live…",
  placing: "Putting the new site in place…",
  finishing: "Finishing…",
};

export function PublishDialog({ initialMessage, fingerprint, chosen, asksApproval, onDate = false, chargesStartOn, onClose, onDone }: { initialMessage: string; fingerprint: string; chosen?: ChosenUnit[]; asksApproval: boolean; onDate?: boolean; chargesStartOn?: string; onClose: () => void; onDone: () => void }) {
  const [message, setMessage] = useState(initialMessage);
  // "Publish on…": a date and time in UK time (the practice's clock, whatever this device's is).
  const [when, setWhen] = useState<"now" | "date">(onDate ? "date" : "now");
  const [date, setDate] = useState(() => (chargesStartOn ? chargesStartTime(chargesStartOn) : toUkTime(new Date(Date.now() + 86_400_000)).slice(0, 11) + "09:00"));
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<string>("");
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const polling = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(polling.current), []);

  const start = async () => {
    setRunning(true);
    setFailure(null);
    setStage(asksApproval ? "Sending your request…" : STAGES.fetching);
    polling.current = window.setInterval(() => {
      publishApi.progress().then(({ progress }) => progress && setStage(STAGES[progress.stage]), () => {});
    }, 700);
    try {
      setOutcome(await publishApi.publish(message, fingerprint, when === "date" ? date : undefined, chosen));
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      window.clearInterval(polling.current);
      setRunning(false);
    }
  };

  return (
    <Dialog title={asksApproval ? "Ask to publish" : "Publish"} onClose={running ? () => {} : onClose} wide>
      {!outcome ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <label className="publish-message">
            <span>What changed (the note kept with this version)</span>
            <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={6} disabled={running} required />
          </label>
          <fieldset className="publish-when" disabled={running}>
            <legend>When</legend>
            <label>
              <input type="radio" name="when" checked={when === "now"} onChange={() => setWhen("now")} /> {asksApproval ? "As soon as an owner approves" : "Now"}
            </label>
            <label>
              <input type="radio" name="when" checked={when === "date"} onChange={() => setWhen("date")} /> On a date
            </label>
            {when === "date" && (
              <label className="publish-date">
                Date and time (UK time){" "}
                <input type="datetime-local" value={date} onChange={(event) => setDate(event.target.value)} required />
              </label>
            )}
          </fieldset>
          {chargesStartOn && <ChargesStartOffer startsOn={chargesStartOn} onDate={when === "date"} onChooseDate={() => setWhen("date")} />}
          {when === "date" && <p className="publish-note">The changes saved now are the ones published then, even if nobody is signed in; anything saved afterwards waits for its own publication.</p>}
          {asksApproval && <p>An owner approves each publication here: your changes go live when an owner publishes them.</p>}
          <p className="publish-stage" role="status" aria-live="polite">
            {running ? stage : ""}
          </p>
          {failure && (
            <p className="notice error" role="alert">
              {failure}
            </p>
          )}
          <div className="dialog-actions">
            <button type="submit" className="primary" disabled={running || !message.trim()}>
              {running ? "Publishing…" : asksApproval ? (when === "date" ? "Ask an owner to publish on that date" : "Ask an owner to publish") : when === "date" ? "Publish on that date" : "Publish now"}
            </button>
            <button type="button" onClick={onClose} disabled={running}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <PublishOutcomeView outcome={outcome} />
          <div className="dialog-actions">
            <button type="button" className="primary" autoFocus onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
