/**
 * A waiting or scheduled publication's preview link: make one (shown once, with what it shows and a Copy button,
 * to send), see whether it was opened and by whom as far as the editor can tell, and stop it. The editor keeps
 * only a fingerprint of a link, so a link someone else made cannot be shown again: a new one replaces it.
 */
import { useRef, useState } from "react";
import { ShareLink } from "../ShareLink";
import { messageOf, WHEN } from "./publishApi";
import { scheduleApi, type PinnedPublication } from "./scheduleApi";

export function PreviewLinkControls({ publication, onChanged }: { publication: PinnedPublication; onChanged: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useRef<HTMLAnchorElement>(null);
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
        <>
          <p>{previewInWords(publication)}</p>
          <p>
            Preview link (send it to whoever should look):{" "}
            <a ref={shown} href={url} target="_blank" rel="noreferrer" className="preview-url">{url}</a>
          </p>
          <ShareLink link={url} shown={shown} subject="A preview of the website" intro={`${previewInWords(publication)} Here it is:`} />
        </>
      )}
      {!url && link?.createdBy && (
        <p className="publish-who">
          {link.createdBy} made its preview link on {WHEN.format(new Date(link.createdAt))}. The editor does not keep links to show them again: to send one from here, make a new
          one (the one made before then stops working).
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

/**
 * What a preview shows and to whom, in the screen's own facts: "A preview of the site with Sam Editor's 2 changes:
 * Prices, About us. Anyone with this link can see it, without signing in, until it is approved or declined (7
 * days at most)."
 */
export function previewInWords(publication: PinnedPublication): string {
  const whose = publication.mine ? "your" : `${publication.name}'s`;
  const pages = [...new Set(publication.change?.changes.map((file) => file.name) ?? [])];
  const count = publication.change?.changes.length ?? 0;
  const title = publication.message.split("\n")[0]?.trim();
  const what = count ? `${whose} ${count === 1 ? "change" : `${count} changes`}: ${pages.join(", ")}` : `${whose} changes${title ? ` (“${title}”)` : ""}`;
  const until = publication.status === "waiting" ? "until it is approved or declined" : `until it is published on ${publication.publishAtWords ?? "its date"} (UK time) or cancelled`;
  return `A preview of the site with ${what}. Anyone with this link can see it, without signing in, ${until} (7 days at most).`;
}
