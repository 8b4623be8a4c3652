/** What waits, page by page, and why (GET publish/waits: engine/editor/server/publish/waits.ts). */
import { call } from "../api";
import { useAsked } from "./useAsked";
import type { WaitingChange } from "../../server/publish/waits";

export type { WaitingChange };

export const waitsApi = { waits: () => call<{ waits: WaitingChange[] }>("GET", "publish/waits") };

/** The answer, asked again whenever `watch` changes; empty until it comes (and if it cannot be read). */
export const useWaits = (watch?: unknown): WaitingChange[] => useAsked(() => waitsApi.waits().then((answer) => answer.waits), [], watch);
