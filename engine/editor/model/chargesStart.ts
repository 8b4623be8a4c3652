/**
 * When a change to the practice details adds a period to a charge schedule (next year's NHS charges, say), the
 * Publish screen offers to publish on the day it starts, at midnight UK time: the site is built then, and shows the
 * new figures from the moment they apply (engine/app/chargeSchedules.ts). Read from the file's two versions.
 */

/** Each schedule's periods, as "key day", from a site config as written (anything unreadable gives none). */
function periodStarts(config: unknown): Map<string, string> {
  const starts = new Map<string, string>();
  const schedules = (config as { chargeSchedules?: unknown })?.chargeSchedules;
  if (!Array.isArray(schedules)) return starts;
  for (const schedule of schedules) {
    const { key, periods } = (schedule ?? {}) as { key?: unknown; periods?: unknown };
    if (typeof key !== "string" || !Array.isArray(periods)) continue;
    for (const period of periods) {
      const from = (period as { from?: unknown })?.from;
      if (typeof from === "string" && /^\d{4}-\d{2}-\d{2}$/.test(from)) starts.set(`${key} ${from}`, from);
    }
  }
  return starts;
}

/** The first day still to come ("2027-04-01") of a period `after` adds to `before`'s charge schedules, if any. */
export function addedChargesStart(before: unknown, after: unknown, today: string): string | undefined {
  const had = periodStarts(before);
  return [...periodStarts(after)]
    .filter(([id, from]) => !had.has(id) && from > today)
    .map(([, from]) => from)
    .sort()[0];
}
