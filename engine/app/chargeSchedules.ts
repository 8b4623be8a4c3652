/**
 * Charges set by someone else for a period (a public health service's national charges, a council's fees): each
 * schedule in site.config.json ("chargeSchedules") lists its periods with the day each starts, and the site shows
 * the period in force on the day it is built, never figures someone forgot to change. Plain data and small
 * functions: the block's renderer, the build, the checks and the editor read the same.
 */

export interface ChargePeriod {
  /** The day the charges start, "2026-04-01"; they last until the schedule's next period starts. */
  from: string;
  /** Each charge by its short name, with its price as shown: { charge: "band-1", price: "£27.90" }. */
  charges: readonly { charge: string; price: string }[];
}

/** A period's price of the charge named `charge`, "£27.90", if it gives one. */
export function priceOf(period: ChargePeriod, charge: string): string | undefined {
  return period.charges.find((entry) => entry.charge === charge)?.price;
}

export interface ChargeSchedule {
  key: string;
  periods: readonly ChargePeriod[];
}

/** The period in force on `day` ("2026-11-28"): the last to start on or before it. */
export function periodInForce(periods: readonly ChargePeriod[], day: string): ChargePeriod | undefined {
  return [...periods].sort((a, b) => a.from.localeCompare(b.from)).filter((period) => period.from <= day).at(-1);
}

/** The day in the UK, "2026-11-28": charges change at midnight UK time. */
export function ukDay(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(moment);
}

/**
 * The day the site is built or checked for: today in the UK, or SITE_BUILD_DATE ("2027-04-01") to see the site as
 * it will be built on another day (and for tests).
 */
export function buildDay(): string {
  const set = typeof process === "undefined" ? undefined : process.env.SITE_BUILD_DATE;
  return set && /^\d{4}-\d{2}-\d{2}$/.test(set) ? set : ukDay(new Date());
}

/** Each schedule's period in force on `day`, by its key, as the build hands it to the renderers (the config's chargesInForce). */
export function chargesInForce(schedules: readonly ChargeSchedule[], day: string): Record<string, ChargePeriod> {
  return Object.fromEntries(schedules.flatMap((schedule) => {
    const period = periodInForce(schedule.periods, day);
    return period ? [[schedule.key, period]] : [];
  }));
}
