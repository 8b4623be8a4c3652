/** The History screen's requests (engine/editor/server/history/routes.ts). */
import { call } from "../api";
// The server's own declarations of what it answers (type-only: nothing of the server reaches the browser).
import type { HistoryAnswer, HistoryEntry, Publication } from "../../server/history/history";
import type { PageRestorePlan, SiteRestorePlan, UndoneWork } from "../../server/history/restorePlan";
import type { Answer, UndoPlan } from "../../server/history/undo";
import type { PublishOutcome } from "./publishApi";

export type { Answer, HistoryAnswer, HistoryEntry, PageRestorePlan, Publication, SiteRestorePlan, UndoPlan };

export interface HistoryQuery {
  file?: string;
  by?: string;
  limit?: number;
}

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const historyApi = {
  list: (filter: HistoryQuery) => call<HistoryAnswer>("GET", `history${query({ file: filter.file, by: filter.by, limit: filter.limit })}`),
  undoPlan: (commit: string, file: string) => call<UndoPlan>("GET", `history/undo${query({ commit, file })}`),
  undo: (plan: UndoPlan, answers: Answer[]) => call<PublishOutcome>("POST", "history/undo", { commit: plan.commit, file: plan.file, live: plan.live, answers }),
  pagePlan: (commit: string, file: string) => call<PageRestorePlan>("GET", `history/restore-page${query({ commit, file })}`),
  restorePage: (plan: PageRestorePlan) => call<PublishOutcome>("POST", "history/restore-page", { commit: plan.commit, file: plan.file, live: plan.live }),
  sitePlan: (commit: string) => call<SiteRestorePlan>("GET", `history/restore-site${query({ commit })}`),
  restoreSite: (plan: SiteRestorePlan) => call<PublishOutcome>("POST", "history/restore", { commit: plan.commit, live: plan.live }),
  /** By date: `on` is a UK date ("2026-04-15") or date and time ("2026-04-15T09:00"); the server finds the version then live. */
  pagePlanOn: (on: string, file: string) => call<PageRestorePlan>("GET", `history/restore-page-on${query({ on, file })}`),
  restorePageOn: (on: string, plan: PageRestorePlan) => call<PublishOutcome>("POST", "history/restore-page-on", { on, file: plan.file, live: plan.live }),
  sitePlanOn: (on: string) => call<SiteRestorePlan>("GET", `history/restore-site-on${query({ on })}`),
  restoreSiteOn: (on: string, plan: SiteRestorePlan) => call<PublishOutcome>("POST", "history/restore-on", { on, live: plan.live }),
};

/** "Sam Patel (27 Nov, 10:15) and Olu Adeyemi (28 Nov, 09:02)": whose published work something takes back. */
export function whoseWork(works: UndoneWork[], format: (iso: string) => string): string {
  const names = works.map((work) => `${work.by} (${format(work.at)})`);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
