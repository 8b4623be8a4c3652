/**
 * A change saved after its page was scheduled for a date asks which way it goes: now, separately (the Publish
 * screen's own Publish, with only that page ticked), or with the publication on the date (it joins that one). A
 * change to a field the publication changes too cannot go separately, and says so; someone who may not add to
 * that publication is told whom to ask.
 */
import { useState } from "react";
import { messageOf } from "../api";
import { joinApi, type Joinable } from "./joinApi";
import { useAsked } from "./useAsked";

export function JoinOrSeparate({ joinable, onSeparate, onJoined }: { joinable: Joinable[]; onSeparate?: (file: string) => void; onJoined: () => void }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ words: string; failed: boolean } | null>(null);
  if (!joinable.length && !said) return null;

  const join = async (entry: Joinable) => {
    setBusy(true);
    try {
      setSaid({ words: (await joinApi.join(entry)).message, failed: false });
      onJoined();
    } catch (error) {
      setSaid({ words: messageOf(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="notice publish-join" aria-labelledby="join-title">
      <h2 id="join-title">Saved after its page was scheduled</h2>
      {said && <p role={said.failed ? "alert" : "status"}>{said.words}</p>}
      <ul>
        {joinable.map((entry) => (
          <li key={`${entry.file}-${entry.request}`} aria-label={entry.name}>
            <p>
              <strong>{entry.name}</strong>
              {entry.lines.length > 0 && <>: {entry.lines.join("; ")}</>}
            </p>
            <p>
              {entry.separable
                ? `You saved this after the page was scheduled for ${entry.day}. It can go live now, on its own, or join the publication on ${entry.day} and go live then with the rest.`
                : `This changes what the publication on ${entry.day} changes too, so it cannot go live on its own: it joins that publication, or it waits.`}
            </p>
            <p>
              {entry.separable && onSeparate && (
                <>
                  <button type="button" onClick={() => onSeparate(entry.file)} disabled={busy}>
                    Publish now, separately
                  </button>{" "}
                </>
              )}
              {entry.mayJoin ? (
                <button type="button" onClick={() => void join(entry)} disabled={busy}>
                  Join the publication on {entry.day}
                </button>
              ) : (
                <span className="publish-note">Only an owner (or whoever scheduled it) can add it to the publication on {entry.day}: ask them.</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The later changes, asked again whenever `watch` changes; none until they come (and if they cannot be read). */
export const useJoinable = (watch?: unknown): Joinable[] => useAsked(() => joinApi.joinable().then((answer) => answer.joinable), [], watch);
