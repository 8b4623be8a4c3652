/**
 * A text, drawn by what it holds: words (a box that grows with them), a page of the site (a list of the
 * site's pages), a treatment of the catalogue, a shared block, a file under public/ (a picker, with a
 * picture's thumbnail), a time, a colour, an address. An optional text left empty is left out of the file.
 */
import { useContext, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from "react";
import { parseInline } from "../../../ui/inlineText";
import type { TextSpec } from "../../model/formModel";
import { jsonPathOf } from "../../model/values";
import { describedBy, FieldFrame } from "./FieldFrame";
import { fieldId, useForm } from "./FormContext";
import type { FieldProps } from "./FieldView";
import { clipboardFormatted, clipboardText, pasted, pastedFormatted, ParagraphsContext } from "./paste";
import { tidyTime } from "./time";
import { InlineTools } from "./InlineTools";
import { RichTextBox, type RichTextHandle } from "./richText/RichTextBox";
import { toMarkers } from "./richText/markers";
import { LengthAdvice } from "./LengthAdvice";

export function TextField({ spec, path, value, label, required }: FieldProps<TextSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  const text = typeof value === "string" ? value : "";
  const set = (next: string) => form.change(path, next === "" && !required ? undefined : next);
  const paragraphs = useContext(ParagraphsContext);
  const [pasteNote, setPasteNote] = useState<string | undefined>();
  const entry = path.at(-1);
  const rich = useRef<RichTextHandle>(null);
  const several = paragraphs !== null && typeof entry === "number";
  // Text pasted into a paragraph of a list of paragraphs may become several entries; anywhere else it is one line.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const raw = clipboardText(event.clipboardData);
    const { pieces, note } = pasted(raw, several);
    const dropped = clipboardFormatted(event.clipboardData) ? "Bold, italics and links were left out: this box holds plain words." : undefined;
    setPasteNote([note, dropped].filter(Boolean).join(" ") || undefined);
    if (!raw || (!note && pieces[0] === raw)) return; // nothing to change: the browser pastes it, with its own undo
    event.preventDefault();
    const box = event.currentTarget;
    const before = text.slice(0, box.selectionStart ?? text.length);
    const after = text.slice(box.selectionEnd ?? text.length);
    if (several && pieces.length > 1 && paragraphs) {
      paragraphs.splitEntry(entry, [before + pieces[0], ...pieces.slice(1, -1), pieces.at(-1) + after]);
      return;
    }
    set(before + pieces[0] + after);
    const caret = (before + pieces[0]).length;
    requestAnimationFrame(() => box.setSelectionRange(caret, caret));
  };
  // Into a paragraph box, the clipboard's bold, italics and links come too (paste.ts says what could not).
  const onRichPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = rich.current;
    if (!handle) return;
    const { pieces, note } = pastedFormatted(event.clipboardData, several);
    setPasteNote(note);
    if (several && pieces.length > 1 && paragraphs && typeof entry === "number") {
      const { before, after } = handle.around();
      const first = toMarkers([...before, ...parseInline(pieces[0]!).nodes]);
      const last = toMarkers([...parseInline(pieces.at(-1)!).nodes, ...after]);
      paragraphs.splitEntry(entry, [first, ...pieces.slice(1, -1), last]);
      return;
    }
    handle.insert(parseInline(pieces[0] ?? "").nodes);
  };
  const common = {
    id: fieldId(where),
    ...describedBy(where, (form.problems.get(where) ?? []).some((problem) => problem.severity === "error")),
  };
  // What is typed into (not chosen from a list) has its paste made fit.
  const typed = { ...common, onPaste, onInput: () => setPasteNote(undefined) };
  const placeholder = typeof spec.default === "string" ? `${spec.default} (if left empty)` : undefined;
  let control;
  switch (spec.format) {
    case "route":
      control = (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">Choose a page…</option>
          {!form.site.routes.some((page) => page.route === text) && text !== "" && <option value={text}>{text} (there is no such page)</option>}
          {form.site.routes.map((page) => (
            <option key={page.route} value={page.route}>
              {pageChoiceName(page, form.site.routes)}
            </option>
          ))}
        </select>
      );
      break;
    case "serviceKey":
      control = (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">Choose a treatment…</option>
          {!form.site.services.some((service) => service.key === text) && text !== "" && <option value={text}>{text} (not in the catalogue)</option>}
          {form.site.services.map((service) => (
            <option key={service.key} value={service.key}>
              {service.title} ({service.key})
            </option>
          ))}
        </select>
      );
      break;
    case "sharedRef":
      control = (
        <select {...common} value={text} onChange={(event) => set(event.target.value)}>
          <option value="">Choose a shared block…</option>
          {!form.site.shared.some((shared) => shared.ref === text) && text !== "" && <option value={text}>{text} (there is no such shared block)</option>}
          {form.site.shared.map((shared) => (
            <option key={shared.ref} value={shared.ref}>
              {shared.ref}
              {shared.heading ? ` — ${shared.heading}` : ""}
            </option>
          ))}
        </select>
      );
      break;
    case "asset":
      control = (
        <div className="asset">
          {spec.assetKind === "picture" && text && <img className="thumbnail" src={text} alt="" />}
          <input {...typed} type="text" value={text} spellCheck={false} onChange={(event) => set(event.target.value)} />
          <button type="button" onClick={() => form.pickFile(spec.assetKind ?? "file", text, set)}>
            Choose…
          </button>
        </div>
      );
      break;
    case "time":
      // A text box, not the browser's time box, which some languages show as "02:00 PM".
      control = (
        <input {...typed} type="text" inputMode="numeric" className="time" placeholder="e.g. 08:30 or 17:00" autoComplete="off" value={text} onChange={(event) => set(event.target.value)} onBlur={() => text !== tidyTime(text) && set(tidyTime(text))} />
      );
      break;
    case "colour":
      control = (
        <div className="colour">
          <input type="color" aria-label={`${label}: colour picker`} value={/^#[0-9a-f]{6}$/i.test(text) ? text : "#000000"} onChange={(event) => set(event.target.value)} />
          <input {...typed} type="text" value={text} spellCheck={false} onChange={(event) => set(event.target.value)} />
        </div>
      );
      break;
    case "url":
    case "email":
    case "tel":
    case "key":
      control = <input {...typed} type="text" inputMode={spec.format === "url" ? "url" : spec.format === "email" ? "email" : spec.format === "tel" ? "tel" : "text"} value={text} spellCheck={false} onChange={(event) => set(event.target.value)} />;
      break;
    default:
      // Paragraph text may hold links, bold and italics: shown as such, written as the site's markers.
      control = spec.inline ? (
        <>
          <RichTextBox ref={rich} id={common.id} value={text} set={set} labelledBy={`${common.id}-label`} describedBy={common["aria-describedby"]} invalid={"aria-invalid" in common} placeholder={placeholder} onPaste={onRichPaste} onTyped={() => setPasteNote(undefined)} />
          <InlineTools box={rich} label={label} />
        </>
      ) : (
        <Words common={typed} text={text} placeholder={placeholder} onChange={(event) => set(event.target.value)} />
      );
  }
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec}>
      {control}
      <LengthAdvice spec={spec} path={path} text={text} />
      {pasteNote && (
        <p className="paste-note" role="status">
          {pasteNote}
        </p>
      )}
    </FieldFrame>
  );
}

/** Words: a box that grows with the text. A text is one paragraph, so Enter adds no line break. */
function Words({ common, text, placeholder, onChange }: { common: Record<string, unknown>; text: string; placeholder?: string; onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void }) {
  const noLineBreak = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter") event.preventDefault();
  };
  return <textarea {...common} rows={1} value={text} placeholder={placeholder} onChange={onChange} onKeyDown={noLineBreak} />;
}

/**
 * A page as the list of pages names it: by its name, as the pages screen does ("/pricing" puzzled staff); by its
 * address too only when another page has the same name.
 */
export function pageChoiceName(page: { route: string; title: string }, all: readonly { route: string; title: string }[]): string {
  if (page.route === "/") return `The home page (${page.title})`;
  return all.some((other) => other !== page && other.title === page.title) ? `${page.title} (at ${page.route})` : page.title;
}
