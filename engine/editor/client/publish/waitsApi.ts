/** What waits, page by page, and why (GET publish/waits: engine/editor/server/publish/waits.ts). */
import { useEffect, useState } from "react";
import { call } from "../api";
import type { WaitingChange } from "../../server/publish/waits";

export type { WaitingChange };

export const waitsApi = { waits: () => call<{ waits: WaitingChange[] }>("GET", "publish/waits") };

/** The answer, asked again whenever `watch` changes; empty until it comes (and if it cannot be read). */
export function useWaits(watch?: unknown): WaitingChange[] {
  const [waits, setWaits] = useState<WaitingChange[]>([]);
  useEffect(() => {
    let current = true;
    waitsApi.waits().then(
      (answer) => current && setWaits(answer.waits),
      () => current && setWaits([]),
    );
    return () => {
      current = false;
    };
  }, [watch]);
  return waits;
}
