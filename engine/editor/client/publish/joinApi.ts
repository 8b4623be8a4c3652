/** Later changes to scheduled pages, and joining one to its publication (engine/editor/server/publish/joinRoutes.ts). */
import { call } from "../api";
import type { Joinable } from "../../server/publish/joinRoutes";

export type { Joinable };

export const joinApi = {
  joinable: () => call<{ joinable: Joinable[] }>("GET", "publish/joinable"),
  /** Sends back the publication's pinned version and the change's fingerprint as the screen showed them. */
  join: (entry: Joinable) => call<{ ok: true; message: string }>("POST", "publish/join", { id: entry.request, commit: entry.commit, file: entry.file, fingerprint: entry.fingerprint }),
};
