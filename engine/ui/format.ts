/** Display formats shared by blocks and the layout (no React here, so anything may import it). */
import type { OpeningHoursRow } from "../schema/site";

/** "08:00" -> "8:00 AM", "13:30" -> "1:30 PM": the 12-hour clock patients read on the site. */
export function formatTime(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const hours = Number(h);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${m} ${suffix}`;
}

/** "8:00 AM – 6:00 PM", or `closed` (the site's word, "Closed") for a row without opening and closing times. */
export function formatHoursRow(row: Pick<OpeningHoursRow, "opens" | "closes">, closed: string): string {
  if (!row.opens || !row.closes) return closed;
  return `${formatTime(row.opens)} – ${formatTime(row.closes)}`;
}

/** "1 High Street, Riverside, Exampleshire AB1 2CD, United Kingdom" from the config's address parts. */
export function formatAddress(address: { street: string; locality: string; region: string; postcode: string; country: string }): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postcode}, ${address.country}`;
}
