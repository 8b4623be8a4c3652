/**
 * Nothing typed is lost: while a page has unsaved changes, they are sent to the editor's server as this person's
 * draft two seconds after typing pauses, and at once when the page is hidden or left (a reload, a closed tab,
 * another screen). On opening the page, a draft kept from before (a reload, a crashed tab, a lost network, a
 * restarted editor) is offered back. The server clears the draft when the page is saved.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { KeptDraft } from "../../model/api";
import { api } from "../api";

/** Typing pauses this long before the draft is sent. */
export const DRAFT_DELAY_MS = 2000;

export interface DraftState {
  /** A draft from before, waiting for the person to restore or discard it. */
  offer: KeptDraft | null;
  /** When the server last kept what is typed. */
  keptAt: string | null;
  /** The offer, taken: the caller puts its value in the form. */
  takeOffer(): KeptDraft | null;
  discardOffer(): void;
}

export function useDraft({ file, value, saved, dirty, baseVersion }: { file: string; value: unknown; saved: unknown; dirty: boolean; baseVersion: string | null | undefined }): DraftState {
  const [offer, setOffer] = useState<KeptDraft | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const ready = baseVersion !== undefined && value !== undefined;
  const asked = useRef(false);
  // While a draft from before waits for an answer, typing is not sent: it would replace that draft.
  const waiting = useRef(true);
  const latest = useRef({ value, dirty, baseVersion });
  latest.current = { value, dirty, baseVersion };
  const sent = useRef<unknown>(undefined);

  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    const opened = JSON.stringify(saved);
    api.draft(file).then(
      ({ draft }) => {
        if (draft && JSON.stringify(draft.value) !== opened) setOffer(draft);
        else waiting.current = false;
      },
      () => void (waiting.current = false),
    );
  }, [ready, file, saved]);

  const send = useCallback(
    (keepalive = false) => {
      const { value: now, dirty: unsaved, baseVersion: base } = latest.current;
      if (waiting.current || !unsaved || now === undefined || base === undefined || now === sent.current) return;
      sent.current = now;
      api.keepDraft(file, now, base, keepalive).then(
        (answer) => setKeptAt(answer.kept && answer.at ? answer.at : null),
        // Not kept (the network or the editor is down): try again with the next change or when the page is left.
        () => void (sent.current = undefined),
      );
    },
    [file],
  );

  useEffect(() => {
    if (!ready) return;
    if (!dirty) {
      if (sent.current !== undefined) {
        sent.current = undefined;
        setKeptAt(null);
        // Undone back to the file as it is: no draft to keep (after a save the server has cleared it already).
        void api.discardDraft(file).catch(() => {});
      }
      return;
    }
    const timer = setTimeout(() => send(), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, dirty, value, file, send]);

  useEffect(() => {
    const leaving = () => send(true);
    const hidden = () => document.visibilityState === "hidden" && send(true);
    window.addEventListener("pagehide", leaving);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leaving);
      document.removeEventListener("visibilitychange", hidden);
      // Leaving this page for another screen of the editor: keep what was typed.
      send(true);
    };
  }, [send]);

  const takeOffer = useCallback(() => {
    const taken = offer;
    waiting.current = false;
    sent.current = taken?.value;
    setOffer(null);
    return taken;
  }, [offer]);
  const discardOffer = useCallback(() => {
    waiting.current = false;
    setOffer(null);
    void api.discardDraft(file).catch(() => {});
  }, [file]);

  return { offer, keptAt, takeOffer, discardOffer };
}
