/**
 * A link to pass on (an invitation, a new sign-in link, a preview): Copy puts it on the clipboard (where the
 * browser refuses, the link shown in `shown` is selected instead, for the person to copy), and "Send by email"
 * opens the person's own e-mail program with the link in a message (nothing is sent by the editor).
 */
import { useState, type RefObject } from "react";

interface Props {
  link: string;
  subject?: string;
  /** The message's words before the link. */
  intro?: string;
  /** Where the link is shown on the screen: selected when copying is not allowed. */
  shown?: RefObject<HTMLElement | null>;
}

export function ShareLink({ link, subject = "Your link to the website editor", intro = "Here is your link to the practice's website editor. It works once, so open it yourself:", shown }: Props) {
  const [said, setSaid] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid("Copied.");
    } catch {
      const selection = window.getSelection();
      if (shown?.current && selection) {
        selection.selectAllChildren(shown.current);
        setSaid("This browser did not allow copying: the link is selected, copy it from there.");
      } else setSaid("This browser did not allow copying: select the link above and copy it.");
    }
    setTimeout(() => setSaid(""), 6000);
  };
  const body = `${intro}\n\n${link}\n`;
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
