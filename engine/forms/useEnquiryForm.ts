/**
 * The state of one form: its values (kept as a draft), its field errors, and whether it is sending.
 * Validation runs on submit; nothing is sent while a check fails, and focus moves to the first field
 * that needs attention. A second submit while one is on its way is ignored. Everything about the form
 * comes from its block: its fields, its address (site.config.json, forms.addresses) and its notices.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useSite } from "../app/SiteContext";
import type { FormBlock } from "../schema/blocks/form";
import type { SiteConfig } from "../schema/site";
import { showToast, type ToastMessage } from "../ui/toast";
import { checkSubmission, ELAPSED_FIELD, HONEYPOT_FIELD } from "./contract";
import { checkValues, emptyValues, fieldProblem, fitsField, toSubmission, type FieldErrors, type FormValues } from "./checks";
import { formAddressOf, receiverDefinition, withSiteWords } from "./definition";
import { clearFormStarted, msSinceStarted, noteFormStarted } from "./fillTime";
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

/** The form's notices: its own, else the site's defaults; {phone} and {name} filled in. */
export function formMessages(block: FormBlock, site: SiteConfig): FormMessages {
  const { strings } = site;
  const success = block.success ?? { title: strings.formSuccessTitle, description: strings.formSuccessText };
  const failure = block.failure ?? { title: strings.formFailureTitle, description: strings.formFailureText };
  const words = ({ title, description }: { title: string; description: string }) => ({ title: withSiteWords(title, site), description: withSiteWords(description, site) });
  return { success: { ...words(success), variant: "success" }, failure: { ...words(failure), variant: "error" } };
}

export function useEnquiryForm(block: FormBlock) {
  const site = useSite();
  const form = block.name;
  const endpoint = formAddressOf(site, block.sendTo) ?? "";
  const empty = useMemo(() => emptyValues(block.fields), [block.fields]);
  const definition = useMemo(() => receiverDefinition(block, site), [block, site]);
  const messages = useMemo(() => formMessages(block, site), [block, site]);
  const keep = useCallback((name: string, value: unknown) => block.fields.some((field) => field.name === name && fitsField(field, value, site)), [block.fields, site]);
  const { values, setValue, clear } = useFormDraft(form, empty, keep);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The problems found by the last submit, for the announced summary; cleared once they are all put right. */
  const [summary, setSummary] = useState<string[]>([]);
  const [status, setStatus] = useState<FormStatus>("idle");
  const sending = useRef(false);
  const fields = useRef(new Map<string, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);

  // The form is usable from here: the receivers drop what is sent too soon after this (engine/forms/fillTime.ts).
  useEffect(() => noteFormStarted(form), [form]);

  // Focus after the errors are on screen, so the field is read out with its message.
  useEffect(() => {
    if (focusRequest) fields.current.get(focusRequest.name)?.focus();
  }, [focusRequest]);

  /** A ref callback per field, used to move focus to it. */
  const fieldRef = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    [],
  );

  const change = useCallback(
    (name: string, value: string | boolean) => {
      setValue(name, value);
      // A field already marked wrong is re-checked as it is corrected; untouched fields are not nagged.
      if (!(name in errors)) return;
      const field = block.fields.find((candidate) => candidate.name === name);
      const next = { ...errors };
      const message = field && fieldProblem(field, value, site);
      if (message) next[name] = message;
      else delete next[name];
      setErrors(next);
      if (Object.keys(next).length === 0) setSummary([]);
    },
    [block.fields, errors, setValue, site],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;

      const found = checkValues(block.fields, values as FormValues, site);
      const invalid = block.fields.map((field) => field.name).filter((name) => name in found);
      setErrors(found);
      setSummary(invalid.map((name) => found[name]!));
      const submission = toSubmission(block, values as FormValues);
      if (invalid.length > 0) {
        setFocusRequest({ name: invalid[0]! });
        return;
      }
      // The browser's checks and the receivers' are the same contract; never send what they would refuse.
      const checked = checkSubmission(definition, submission);
      if (!checked.ok) {
        setSummary([checked.error]);
        return;
      }

      // The hidden trap's value (empty unless a robot filled it) and how long the form was open go with it.
      const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      const sent = { ...submission, [HONEYPOT_FIELD]: typeof trap === "string" ? trap : "", [ELAPSED_FIELD]: String(msSinceStarted(form)) };
      sending.current = true;
      setStatus("sending");
      const outcome = await sendForm(endpoint, sent, site.forms.timeoutMs);
      sending.current = false;
      setStatus("idle");
      if (outcome.ok) {
        clear();
        clearFormStarted(form);
        setErrors({});
        setSummary([]);
        showToast(messages.success);
      } else {
        console.warn(`The ${form} form was not sent: ${outcome.reason}.`);
        showToast(messages.failure);
      }
    },
    [block, clear, definition, endpoint, form, messages, site, values],
  );

  return { values, errors, summary, status, change, submit, fieldRef };
}
