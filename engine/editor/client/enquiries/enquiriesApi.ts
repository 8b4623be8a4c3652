/** The inbox's requests (engine/editor/server/enquiries/routes.ts). */
import { call, siteAddress } from "../api";

// The server's own declarations of what it answers (type-only: nothing of the server reaches the browser).
import type { Enquiry, EnquiryStatus, EnquirySummary } from "../../server/enquiries/store";

export const enquiriesApi = {
  list: (before?: number) => call<{ enquiries: EnquirySummary[]; more: boolean; counts: { all: number; new: number } }>("GET", `enquiries/list${before ? `?before=${before}` : ""}`),
  read: (id: number) => call<{ enquiry: Enquiry }>("GET", `enquiries/read?id=${id}`),
  setStatus: (id: number, seen: EnquiryStatus, status: EnquiryStatus) => call<{ enquiry: Enquiry }>("POST", "enquiries/status", { id, seen, status }),
  find: (person: string) => call<{ found: number }>("GET", `enquiries/find?person=${encodeURIComponent(person)}`),
  erase: (person: string, expected: number) => call<{ erased: number }>("POST", "enquiries/erase", { person, expected }),
  /** The address of one person's export: opened as a download, so the browser saves the file itself. */
  exportLink: (person: string, format: "json" | "csv") => `${siteAddress("/_editor/api/enquiries/export")}?person=${encodeURIComponent(person)}&format=${format}`,
  readers: () => call<{ on: boolean; allowed: string[] }>("GET", "enquiries/readers"),
  setReader: (id: string, allowed: boolean) => call<{ allowed: boolean }>("POST", "enquiries/readers", { id, allowed }),
};
