/** Later changes to scheduled pages, and joining one to its publication (engine/editor/server/publish/joinRoutes.ts). */
import { useEffect, useState } from "react";
import { call } from "../api";
import type { Joinable } from "../../server/publish/joinRoutes";

export type { Joinable };

export const joinApi = {
  joinable: () => call<{ joinable: Joinable[] }>("GET", "publish/joinable"),
  /** Sends back the publication's pinned version and the change's fingerprint as the screen showed them. */
  join: (entry: Joinable) => call<{ ok: true; message: string }>("POST", "publish/join", { id: entry.request, commit: entry.commit, file: entry.file, fingerprint: entry.fingerprint }),
};

/** The later changes, asked again whenever `watch` changes; empty until they come (and if they cannot be read). */
export function useJoinable(watch?: unknown): Joinable[] {
  const [joinable, setJoinable] = useState<Joinable[]>([]);
  useEffect(() => {
    let current = true;
    joinApi.joinable().then(
      (answer) => current && setJoinable(answer.joinable),
      () => current && setJoinable([]),
    );
    return () => {
      current = false;
    };
  }, [watch]);
  return joinable;
}
