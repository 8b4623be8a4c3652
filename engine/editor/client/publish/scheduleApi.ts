/**
 * Publications pinned when asked for: waiting for an owner, or scheduled for a date (UK time), their preview
 * links, and the notices of scheduled ones that could not go live (engine/editor/server/publish/scheduleRoutes.ts,
 * previewRoutes.ts).
 */
import type { PreviewLinkState } from "../../model/api";
import type { PinnedInWords } from "../../server/publish/pinnedInWords";
import { call } from "../api";

export interface PinnedPublication {
  id: number;
  at: string;
  name: string;
  message: string;
  /** "publishing": its time came and it is being published now (too late to change). */
  status: "waiting" | "scheduled" | "publishing";
  /** For a waiting request: what it would publish, described by the server from its pinned commit against live. */
  change?: PinnedInWords;
  /** Asked for, or made, by the person looking. */
  mine: boolean;
  publishAt: string | null;
  publishAtWords?: string;
  /** Its preview link, and who made it (never the link itself: only its maker is shown it, once). */
  preview?: PreviewLinkState & { createdBy?: string };
  /** For a waiting request: the others whose saved changes it holds besides the person asking (its credits). */
  credits?: string[];
}

export interface ScheduleNotice {
  id: number;
  message: string;
  publishAtWords: string;
  outcome: string;
}

export const scheduleApi = {
  /** Each change carries the status the screen showed: the server makes it only if that is still so. */
  reschedule: (id: number, status: PinnedPublication["status"], publishAt: string) => call<{ ok: true; message: string }>("POST", "publish/reschedule", { id, status, publishAt }),
  cancel: (id: number, status: PinnedPublication["status"]) => call<{ ok: true; message: string }>("POST", "publish/cancel", { id, status }),
  makePreview: (id: number) => call<{ url: string; link: PreviewLinkState }>("POST", "publish/preview", { id }),
  stopPreview: (id: number) => call<{ ok: true; message: string }>("POST", "publish/preview/revoke", { id }),
  scheduled: () => call<{ scheduled: { id: number; name: string; message: string; publishAtWords: string }[] }>("GET", "publish/scheduled"),
  notices: () => call<{ notices: ScheduleNotice[] }>("GET", "publish/notices"),
  noticesSeen: (ids: number[]) => call<{ ok: true }>("POST", "publish/notices/seen", { ids }),
};
