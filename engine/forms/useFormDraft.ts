/**
 * Keeps what a visitor has typed in sessionStorage (one draft per form, by its name,
 * this tab only), so an accidental reload loses nothing. The draft is read
 * after hydration, in an effect, so the pre-rendered HTML and the first
 * browser render agree; it is removed once the form has been sent.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { FormValues } from "./checks";

export const draftKey = (form: string) => `site-form-draft:${form}`;

/** Whether a stored value may come back into a field (the form may have changed since it was stored). */
export type KeepValue = (name: string, value: unknown) => boolean;

/** The stored draft, keeping only known fields with values they accept; null when there is none or it is unreadable. */
export function readDraft<V extends FormValues>(kind: string, empty: V, keep: KeepValue = () => true): V | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(kind));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== "object" || stored === null) return null;
    const draft: FormValues = { ...empty };
    for (const [name, fallback] of Object.entries(empty)) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === typeof fallback && keep(name, value)) draft[name] = value as string | boolean;
    }
    return draft as V;
  } catch {
    return null; // storage switched off, or a damaged draft: start empty
  }
}

function writeDraft(kind: string, values: FormValues, empty: FormValues) {
  try {
    const isEmpty = Object.entries(empty).every(([name, fallback]) => values[name] === fallback);
    if (isEmpty) window.sessionStorage.removeItem(draftKey(kind));
    else window.sessionStorage.setItem(draftKey(kind), JSON.stringify(values));
  } catch {
    // Storage full or switched off: the form still works, only the safety net is missing.
  }
}

export function useFormDraft<V extends FormValues>(kind: string, empty: V, keep?: KeepValue) {
  const [values, setValues] = useState<V>(empty);
  // Only the visitor's own edits are saved: never the empty first render, never the cleared form.
  const edited = useRef(false);

  useEffect(() => {
    const draft = readDraft(kind, empty, keep);
    if (draft) setValues(draft);
    // `empty` and `keep` are constants of the form's definition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  useEffect(() => {
    if (edited.current) writeDraft(kind, values, empty);
  }, [kind, values, empty]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    edited.current = true;
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  /** After a successful send: empty form, no draft. */
  const clear = useCallback(() => {
    edited.current = false;
    try {
      window.sessionStorage.removeItem(draftKey(kind));
    } catch {
      // nothing stored
    }
    setValues(empty);
  }, [kind, empty]);

  return { values, setValue, clear };
}
