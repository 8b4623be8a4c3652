/**
 * A one-time link to pass on (an invitation, a new sign-in link): Copy puts it on the clipboard, and "Send by
 * email" opens the person's own e-mail program with the link in a message (nothing is sent by the editor).
 */
import { useState } from "react";

export function ShareLink({ link, subject = "Your link to the website editor" }: { link: string; subject?: string }) {
  const [said, setSaid] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid("Copied.");
    } catch {
      setSaid("This browser did not allow copying: select the link above and copy it.");
    }
    setTimeout(() => setSaid(""), 6000);
  };
  const body = `Here is your link to the practice's website editor. It works once, so open it yourself:\n\n${link}\n`;
  return (
    <div className="share-link">
      <button type="button" onClick={() => void copy()}>
        Copy the link
      </button>
      <a className="button-like" href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}>
        Send by email
      </a>
      <span role="status">{said}</span>
    </div>
  );
}
