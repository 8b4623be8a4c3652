/**
 * The state of one form: its values (kept as a draft), its field errors, and
 * whether it is sending. Validation runs on submit; nothing is sent while a
 * check fails, and focus moves to the first field that needs attention. A
 * second submit while one is on its way is ignored.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useSite } from "../app/SiteContext";
import { showToast, type ToastMessage } from "../ui/toast";
import { checkSubmission, ELAPSED_FIELD, HONEYPOT_FIELD } from "./contract";
import { clearFormStarted, msSinceStarted, noteFormStarted } from "./fillTime";
import type { FieldErrors, FormDefinition, FormValues } from "./definitions";
import { sendForm } from "./submitForm";
import { useFormDraft } from "./useFormDraft";

export type FormStatus = "idle" | "sending";

export interface FormMessages {
  success: ToastMessage;
  failure: ToastMessage;
}

const subscribeNever = () => () => {};

/** False in the pre-rendered HTML and while hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

export function useEnquiryForm<V extends FormValues, S extends Record<string, string>>(
  definition: FormDefinition<V, S>,
  messages: FormMessages,
) {
  const site = useSite();
  const endpoint = site.forms[definition.kind];
  const { values, setValue, clear } = useFormDraft(definition.kind, definition.empty);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  /** The problems found by the last submit, for the announced summary; cleared once they are all put right. */
  const [summary, setSummary] = useState<string[]>([]);
  const [status, setStatus] = useState<FormStatus>("idle");
  const sending = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  // The form is usable from here: the receivers drop what is sent too soon after this (engine/forms/fillTime.ts).
  useEffect(() => noteFormStarted(definition.kind), [definition.kind]);

  // Focus after the errors are on screen, so the field is read out with its message.
  useEffect(() => {
    if (focusRequest) fields.current.get(focusRequest.name)?.focus();
  }, [focusRequest]);

  /** A ref callback per field, used to move focus to it. */
  const fieldRef = useCallback(
    (name: keyof V & string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    [],
  );

  const change = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValue(name, value);
      // A field already marked wrong is re-checked as it is corrected; untouched fields are not nagged.
      if (!(name in errors)) return;
      const next = { ...errors };
      const message = definition.validate({ ...values, [name]: value })[name];
      if (message) next[name] = message;
      else delete next[name];
      setErrors(next);
      if (Object.keys(next).length === 0) setSummary([]);
    },
    [definition, errors, setValue, values],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;

      const found = definition.validate(values);
      const invalid = Object.keys(definition.empty).filter((name) => name in found);
      setErrors(found);
      setSummary(invalid.map((name) => found[name as keyof V & string]!));
      const submission = definition.toSubmission(values);
      if (invalid.length > 0) {
        setFocusRequest({ name: invalid[0]! });
        return;
      }
      // The browser's checks and the receivers' are the same contract; never send what they would refuse.
      const checked = checkSubmission(submission);
      if (!checked.ok) {
        setSummary([checked.error]);
        return;
      }

      // The hidden trap's value (empty unless a robot filled it) and how long the form was open go with it.
      const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      const sent = { ...submission, [HONEYPOT_FIELD]: typeof trap === "string" ? trap : "", [ELAPSED_FIELD]: String(msSinceStarted(definition.kind)) };
      sending.current = true;
      setStatus("sending");
      const outcome = await sendForm(endpoint, sent, site.forms.timeoutMs);
      sending.current = false;
      setStatus("idle");
      if (outcome.ok) {
        clear();
        clearFormStarted(definition.kind);
        setErrors({});
        setSummary([]);
        showToast(messages.success);
      } else {
        console.warn(`The ${definition.kind} form was not sent: ${outcome.reason}.`);
        showToast(messages.failure);
      }
    },
    [clear, definition, endpoint, messages, site.forms.timeoutMs, values],
  );

  return { values, errors, summary, status, change, submit, fieldRef };
}
