/**
 * A waiting or scheduled publication's preview link: make one (shown once, to copy and send), see whether it was
 * opened and by whom as far as the editor can tell, and stop it.
 */
import { useState } from "react";
import { messageOf, WHEN } from "./publishApi";
import { scheduleApi, type PinnedPublication } from "./scheduleApi";

export function PreviewLinkControls({ publication, onChanged }: { publication: PinnedPublication; onChanged: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const link = publication.preview;
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onChanged();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="preview-link">
      {url && (
        <p>
          Preview link (send it to whoever should look; it works for 7 days, without signing in):{" "}
          <a href={url} target="_blank" rel="noreferrer" className="preview-url">{url}</a>
        </p>
      )}
      {link && (
        <p className="publish-who">
          {link.status === "building" ? "The preview is being prepared. " : link.status === "failed" ? `${link.failure ?? "The preview could not be made."} ` : ""}
          {link.opens === 0
            ? "Not opened yet."
            : `Opened ${link.opens === 1 ? "once" : `${link.opens} times`} (${[...new Set(link.openedBy)].join("; ")}), last on ${WHEN.format(new Date(link.lastOpenedAt!))}.`}{" "}
          Works until {WHEN.format(new Date(link.expiresAt))}.
        </p>
      )}
      <div className="row-actions">
        <button type="button" disabled={busy} onClick={() => void act(async () => setUrl((await scheduleApi.makePreview(publication.id)).url))}>
          {link ? "Make a new preview link" : "Make a preview link"}
        </button>
        {link && (
          <button type="button" disabled={busy} onClick={() => void act(async () => { await scheduleApi.stopPreview(publication.id); setUrl(null); })}>
            Stop the preview link
          </button>
        )}
      </div>
      {failure && <p className="notice error" role="alert">{failure}</p>}
    </div>
  );
}
