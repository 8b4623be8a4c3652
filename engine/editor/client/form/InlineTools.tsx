/**
 * Link and Bold buttons beside a paragraph field: they wrap the selected words in the markers the page reads
 * (engine/ui/inlineText.ts), so nobody has to remember them. A link goes to a page of the site (chosen by its
 * title), the practice's phone number (from the site's settings), another phone number or another website; the validator checks the result like any other link.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm } from "./FormContext";

type Target = "page" | "practicePhone" | "phone" | "website";

interface Props {
  /** The id of the field's text box, whose selection is wrapped. */
  boxId: string;
  text: string;
  label: string;
  set: (next: string) => void;
}

function selectionOf(boxId: string, text: string) {
  const box = document.getElementById(boxId) as HTMLTextAreaElement | HTMLInputElement | null;
  const start = box?.selectionStart ?? text.length;
  const end = box?.selectionEnd ?? text.length;
  return { start, end, words: text.slice(start, end) };
}

/** What goes between ( and ) for each kind of link. */
function targetOf(kind: Target, page: string, phone: string, website: string): string {
  if (kind === "page") return page;
  if (kind === "practicePhone") return "phone";
  if (kind === "phone") return `tel:${phone.replace(/[^0-9+]/g, "")}`;
  return website.trim();
}

const CHOICES: Record<Target, string> = {
  page: "A page of this site",
  practicePhone: "The practice's phone number",
  phone: "Another phone number",
  website: "Another website",
};

export function InlineTools({ boxId, text, label, set }: Props) {
  const form = useForm();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ start: 0, end: 0 });
  const [words, setWords] = useState("");
  const [kind, setKind] = useState<Target>("page");
  const [page, setPage] = useState(form.site.routes[0]?.route ?? "/");
  const [phone, setPhone] = useState("");
  const [website, setWebsite] = useState("https://");
  const wordsBox = useRef<HTMLInputElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  // Opening the link's questions takes the keyboard there; closing them brings it back to the Link button.
  useEffect(() => {
    if (open) wordsBox.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    linkButton.current?.focus();
  };

  const wrap = (start: number, end: number, replacement: string) => {
    set(text.slice(0, start) + replacement + text.slice(end));
    const caret = start + replacement.length;
    requestAnimationFrame(() => {
      const box = document.getElementById(boxId) as HTMLTextAreaElement | null;
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  const bold = () => {
    const { start, end, words: selected } = selectionOf(boxId, text);
    wrap(start, end, `**${selected || "bold words"}**`);
  };

  const startLink = () => {
    const selection = selectionOf(boxId, text);
    setRange(selection);
    setWords(selection.words);
    setOpen(true);
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    const target = targetOf(kind, page, phone, website);
    const shown = words.trim() || target;
    setOpen(false);
    wrap(range.start, range.end, `[${shown.replace(/[[\]]/g, "\\$&")}](${target})`);
  };

  return (
    <div className="inline-tools">
      <button type="button" ref={linkButton} onClick={startLink} aria-expanded={open} aria-controls={`${id}-link`}>
        Link<span className="visually-hidden"> in {label}</span>
      </button>
      <button type="button" onClick={bold}>
        Bold<span className="visually-hidden"> in {label}</span>
      </button>
      {open && (
        // A group, not a <form>: it sits inside the page's own form.
        <div role="group" aria-label={`Link in ${label}`} id={`${id}-link`} className="inline-link" onKeyDown={(event) => event.key === "Escape" && close()}>
          <label>
            Words to press
            <input type="text" ref={wordsBox} value={words} onChange={(event) => setWords(event.target.value)} />
          </label>
          <fieldset>
            <legend>Goes to</legend>
            {(["page", "practicePhone", "phone", "website"] as const).map((choice) => (
              <label key={choice}>
                <input type="radio" name={`${id}-kind`} checked={kind === choice} onChange={() => setKind(choice)} />
                {CHOICES[choice]}
              </label>
            ))}
          </fieldset>
          {kind === "page" && (
            <label>
              Page
              <select value={page} onChange={(event) => setPage(event.target.value)}>
                {form.site.routes.map((route) => (
                  <option key={route.route} value={route.route}>
                    {route.route === "/" ? `The home page (${route.title})` : route.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === "phone" && (
            <label>
              Phone number
              <input type="tel" value={phone} placeholder="e.g. 01632 960123" onChange={(event) => setPhone(event.target.value)} />
            </label>
          )}
          {kind === "website" && (
            <label>
              Website address
              <input type="url" value={website} onChange={(event) => setWebsite(event.target.value)} />
            </label>
          )}
          <div className="inline-link-actions">
            <button type="button" onClick={insert}>
              Add link
            </button>
            <button type="button" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
