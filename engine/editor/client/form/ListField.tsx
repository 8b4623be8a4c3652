/**
 * A list: its entries in order, each of which can be moved up or down or removed, and a button that adds one
 * (named after what an entry is: "Add question"). Each entry's bar names it by what it holds (model/entryNames.ts:
 * "Row 3: Scale and polish: £55"); a long list folds its entries to those names. An optional list emptied is left out of the file.
 */
import type { ListSpec, TupleSpec } from "../../model/formModel";
import { emptyValue, jsonPathOf, setIn, type Path } from "../../model/values";
import { RemoveButton } from "./RemoveButton";
import { FieldFrame } from "./FieldFrame";
import { FormContext, fieldId, useForm } from "./FormContext";
import { FieldView, type FieldProps } from "./FieldView";
import { ParagraphsContext } from "./paste";
import { freshEntries } from "./fresh";
import { entryNameOf } from "../../model/entryNames";
import { FOLD_AFTER, openFoldsAround } from "./folds";

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ListField({ spec, path, value, label, required }: FieldProps<ListSpec>) {
  const { change } = useForm();
  const items = Array.isArray(value) ? value : [];
  const noun = spec.noun === "entry" ? "entry" : spec.noun;
  const full = spec.maxItems !== undefined && items.length >= spec.maxItems;
  const set = (next: unknown[]) => change(path, next.length === 0 && !required ? undefined : next);
  const where = jsonPathOf(path);
  const move = (from: number, to: number) => {
    freshEntries.forgetWithin(where);
    const next = items.slice();
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  // A list of paragraphs: text pasted into an entry may become several entries, the last of which takes the focus.
  const paragraphs = spec.item.kind === "text" && spec.item.format === "plain" ? {
    splitEntry(index: number, texts: string[]) {
      set([...items.slice(0, index), ...texts, ...items.slice(index + 1)]);
      const last = jsonPathOf([...path, index + texts.length - 1]);
      requestAnimationFrame(() => document.getElementById(fieldId(last))?.focus());
    },
  } : null;
  // A new entry is brought into view and its first field focused; its empty fields are to fill in, not errors, yet.
  const addEntry = () => {
    const entry = jsonPathOf([...path, items.length]);
    freshEntries.add(entry);
    set([...items, emptyValue(spec.item)]);
    requestAnimationFrame(() => {
      const element = document.querySelector(`[data-path="${entry.replace(/["\\]/g, "\\$&")}"]`);
      openFoldsAround(element);
      // Its first field is brought to the middle of the screen (an entry may be taller than the screen).
      const first = element?.querySelector<HTMLElement>("input, textarea, select, [contenteditable]");
      (first ?? element)?.scrollIntoView({ block: "center" });
      first?.focus({ preventScroll: true });
    });
  };
  // A long list shows its entries folded to their names: the one wanted is found by name and opened with a press.
  const folded = items.length > FOLD_AFTER;
  const fields = (item: unknown, index: number) => (
    <ParagraphsContext.Provider value={paragraphs}>
      <FieldView spec={spec.item} path={[...path, index]} value={item} label={`${capital(noun)} ${index + 1}`} required />
    </ParagraphsContext.Provider>
  );
  const add = (
    <button type="button" className="quiet add" disabled={full} title={full ? `At most ${spec.maxItems}` : undefined} onClick={() => addEntry()}>
      Add {noun}
    </button>
  );
  return (
    <FieldFrame where={jsonPathOf(path)} label={label} required={required} spec={spec} group actions={add}>
      {items.length === 0 && <p className="empty">None yet.</p>}
      <ol className="entries">
        {items.map((item, index) => (
          <li key={index} className="entry" onBlur={(event) => {
            const left = (event.target as Element).closest("[data-path]")?.getAttribute("data-path");
            if (left) freshEntries.leave(left);
          }}>
            <div className="entry-bar">
              {!folded && (
                <span className="entry-name">
                  {capital(noun)} {index + 1}
                  {entryNameOf(item) && <span className="entry-content">: {entryNameOf(item)}</span>}
                </span>
              )}
              <button type="button" className="icon" aria-label={`Move ${noun} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                ↑
              </button>
              <button type="button" className="icon" aria-label={`Move ${noun} ${index + 1} down`} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                ↓
              </button>
              <RemoveButton name={`${noun} ${index + 1}`} value={item} onRemove={() => {
                freshEntries.forgetWithin(where);
                set(items.filter((_, i) => i !== index));
              }} />
            </div>
            {folded ? (
              <details className="entry-fold">
                <summary className="entry-name">
                  {capital(noun)} {index + 1}
                  {entryNameOf(item) && <span className="entry-content">: {entryNameOf(item)}</span>}
                </summary>
                {fields(item, index)}
              </details>
            ) : (
              fields(item, index)
            )}
          </li>
        ))}
      </ol>
    </FieldFrame>
  );
}

/** A list of a fixed length whose entries each have their place (a price table's two column headings). */
export function TupleField({ spec, path, value, label, required }: FieldProps<TupleSpec>) {
  const form = useForm();
  const { change } = form;
  const items = Array.isArray(value) ? value : Array.isArray(spec.default) ? spec.default : [];
  const present = Array.isArray(value);
  // Left out, the list shows its default; changing one entry writes the whole list.
  const inner = present ? form : { ...form, change: (at: Path, next: unknown) => change(path, setIn(items, at.slice(path.length), next)) };
  const actions = !required && present ? (
    <button type="button" className="quiet" onClick={() => change(path, undefined)}>
      Use the default
    </button>
  ) : null;
  return (
    <FieldFrame where={jsonPathOf(path)} label={label} required={required} spec={spec} group actions={actions}>
      <FormContext.Provider value={inner}>
      <div className="fields">
        {spec.items.map((item, index) => (
          <FieldView
            key={index}
            spec={item}
            path={[...path, index]}
            value={items[index]}
            label={`${capital(spec.noun)} ${index + 1}`}
            required
          />
        ))}
      </div>
      </FormContext.Provider>
    </FieldFrame>
  );
}
