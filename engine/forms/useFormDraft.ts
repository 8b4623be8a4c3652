/**
 * Keeps what a patient has typed in sessionStorage (one draft per form kind,
 * this tab only), so an accidental reload loses nothing. The draft is read
 * after hydration, in an effect, so the pre-rendered HTML and the first
 * browser render agree; it is removed once the form has been sent.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { FormType } from "./contract";
import type { FormValues } from "./definitions";

export const draftKey = (kind: FormType) => `site-form-draft:${kind}`;

/** The stored draft, keeping only known fields of the right type; null when there is none or it is unreadable. */
export function readDraft<V extends FormValues>(kind: FormType, empty: V): V | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(kind));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== "object" || stored === null) return null;
    const draft: FormValues = { ...empty };
    for (const [name, fallback] of Object.entries(empty)) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === typeof fallback) draft[name] = value as string | boolean;
    }
    return draft as V;
  } catch {
    return null; // storage switched off, or a damaged draft: start empty
  }
}

function writeDraft(kind: FormType, values: FormValues, empty: FormValues) {
  try {
    const isEmpty = Object.entries(empty).every(([name, fallback]) => values[name] === fallback);
    if (isEmpty) window.sessionStorage.removeItem(draftKey(kind));
    else window.sessionStorage.setItem(draftKey(kind), JSON.stringify(values));
  } catch {
    // Storage full or switched off: the form still works, only the safety net is missing.
  }
}

export function useFormDraft<V extends FormValues>(kind: FormType, empty: V) {
  const [values, setValues] = useState<V>(empty);
  // Only the patient's own edits are saved: never the empty first render, never the cleared form.
  const edited = useRef(false);

  useEffect(() => {
    const draft = readDraft(kind, empty);
    if (draft) setValues(draft);
    // `empty` is a constant of the form definition.
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
