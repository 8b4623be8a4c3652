/**
 * "Last updated: today" on a legal page becomes the visitor's date once the page runs (the pre-rendered
 * HTML cannot know it). Part of the page's runtime, so it needs no React.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "22 November 2026": a long British date. Written out rather than through Intl.DateTimeFormat: the
 * browser's first formatter loads its locale data, ~18 ms of a cheap phone's main thread.
 */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "2026-04-01" (a calendar day as content and the build write it) as "1 April 2026": the day as written, which no time zone can move. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return formatLongDate(new Date(year!, month! - 1, date));
}

/** Replaces each [data-today] element with a <time> of today's date. */
export function writeTodaysDate(root: Document, today = new Date()): void {
  for (const element of root.querySelectorAll("[data-today]")) {
    const time = root.createElement("time");
    time.dateTime = today.toISOString().slice(0, 10);
    time.textContent = formatLongDate(today);
    element.replaceWith(time);
  }
}
