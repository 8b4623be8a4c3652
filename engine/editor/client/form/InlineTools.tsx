/**
 * Bold, Italic and Link buttons beside a paragraph box (richText/RichTextBox.tsx): they format the selected
 * words as the page will show them; the box writes them as the markers the page reads (engine/ui/inlineText.ts).
 * A link goes to a page of the site (chosen by its title), the practice's phone number (from the site's
 * settings), another phone number or another website; the validator checks the result like any other link.
 * The link's questions open under the box, each choice a row a finger can press.
 */
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useForm } from "./FormContext";
import type { RichTextHandle } from "./richText/RichTextBox";
import { readHtml } from "./richText/readHtml";

type Target = "page" | "practicePhone" | "phone" | "website";

interface Props {
  box: RefObject<RichTextHandle | null>;
  label: string;
}

/** What goes between ( and ) for each kind of link. */
function targetOf(kind: Target, page: string, phone: string, website: string): string {
  if (kind === "page") return page;
  if (kind === "practicePhone") return "phone";
  if (kind === "phone") return `tel:${phone.replace(/[^0-9+]/g, "")}`;
  return website.trim();
}

/** A link's target read back into the questions. */
function kindOf(href: string): Target {
  if (href === "phone") return "practicePhone";
  if (href.startsWith("tel:")) return "phone";
  if (href.startsWith("/")) return "page";
  return "website";
}

const CHOICES: Record<Target, string> = {
  page: "A page of this site",
  practicePhone: "The practice's phone number",
  phone: "Another phone number",
  website: "Another website",
};

/** A press on a button keeps the box's selection (the button never takes the focus from the words). */
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

export function InlineTools({ box, label }: Props) {
  const form = useForm();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<HTMLAnchorElement | null>(null);
  const [selected, setSelected] = useState<Range | null>(null);
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

  const startLink = () => {
    const handle = box.current;
    const element = handle?.element();
    if (!handle || !element) return;
    const range = handle.savedRange();
    const inside = range?.startContainer;
    const existing = (inside instanceof Element ? inside : inside?.parentElement)?.closest("a");
    const link = existing && element.contains(existing) ? existing : null;
    setEditing(link);
    setSelected(range ? range.cloneRange() : null);
    setWords(link ? (link.textContent ?? "") : (range?.toString() ?? ""));
    if (link) {
      const href = link.getAttribute("data-href") ?? "";
      const found = kindOf(href);
      setKind(found);
      if (found === "page") setPage(href);
      if (found === "phone") setPhone(href.slice(4));
      if (found === "website") setWebsite(href);
    }
    setOpen(true);
  };

  const insert = () => {
    const handle = box.current;
    if (!handle) return;
    const target = targetOf(kind, page, phone, website);
    const shown = words.trim() || target;
    setOpen(false);
    if (editing) {
      editing.setAttribute("data-href", target);
      if (shown !== editing.textContent) editing.textContent = shown;
      handle.commit();
      handle.element()?.focus();
      return;
    }
    // The selected words keep their bold and italics when they are what the link shows.
    const kept = selected && shown === selected.toString() ? (readHtml(selected.cloneContents(), { keepParagraphs: false, ownBox: true, trim: false }).paragraphs[0] ?? [shown]) : [shown];
    handle.insert([{ kind: "link", href: target, children: kept }]);
  };

  const unlink = () => {
    const handle = box.current;
    if (!editing || !handle) return;
    editing.replaceWith(...editing.childNodes);
    setOpen(false);
    handle.commit();
    handle.element()?.focus();
  };

  return (
    <div className="inline-tools">
      <button type="button" onPointerDown={keepSelection} onMouseDown={keepSelection} onClick={() => box.current?.toggle("bold")}>
        <b>Bold</b>
        <span className="visually-hidden"> in {label}</span>
      </button>
      <button type="button" onPointerDown={keepSelection} onMouseDown={keepSelection} onClick={() => box.current?.toggle("italic")}>
        <i>Italic</i>
        <span className="visually-hidden"> in {label}</span>
      </button>
      <button type="button" ref={linkButton} onPointerDown={keepSelection} onMouseDown={keepSelection} onClick={startLink} aria-expanded={open} aria-controls={`${id}-link`}>
        Link<span className="visually-hidden"> in {label}</span>
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
              <label key={choice} className="link-choice">
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
            <button type="button" className="primary" onClick={insert}>
              {editing ? "Change link" : "Add link"}
            </button>
            {editing && (
              <button type="button" className="danger" onClick={unlink}>
                Remove link
              </button>
            )}
            <button type="button" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
