/** How the editor writes a moment for staff: British dates, the 24-hour clock, whatever the browser's language. */
export const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" });
