/**
 * The closures and the notice as a build shows them: only what is still in force on the build's day. A closure
 * over (its last day before today) is left out, and so is a notice before its first day or after its last, so
 * the pages and the browser's copy of the site config agree (nothing is decided again in the visitor's browser).
 * Days are the practice's calendar days (YYYY-MM-DD, compared as text), in the UK.
 */
import type { SiteConfig } from "../schema/site";

/** The site config with only the closures still to come (or under way) on `day`, and the notice only while in force. */
export function inForceOn<T extends Pick<SiteConfig, "closures" | "notice">>(site: T, day: string): T {
  const { closures, notice, ...rest } = site;
  const upcoming = (closures ?? []).filter((closure) => (closure.until ?? closure.from) >= day);
  const noticeInForce = notice && (!notice.from || notice.from <= day) && (!notice.until || notice.until >= day);
  return { ...rest, ...(upcoming.length ? { closures: upcoming } : {}), ...(noticeInForce ? { notice } : {}) } as T;
}
