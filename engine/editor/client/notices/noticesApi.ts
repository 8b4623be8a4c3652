/** The signed-in person's own notices (engine/editor/server/notices/routes.ts). */
import type { Notice } from "../../server/notices/store";
import { call } from "../api";

export type { Notice };

export const noticesApi = {
  list: () => call<{ notices: Notice[] }>("GET", "notices"),
  dismiss: (id: number) => call<{ ok: true }>("POST", "notices/dismiss", { id }),
};
