/** site.config.json's "chargeSchedules": charges set by someone else, each period with the day it starts (engine/app/chargeSchedules.ts). */
import { z } from "zod";
import { describe, day, KEY_PATTERN, type SchemaContext } from "./common";

const key = (description: string, examples: string[]) => describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), description, examples);

const period = z.strictObject({
  from: day("The day these charges start, year-month-day.", ["2027-04-01"]),
  charges: describe(
    z.array(z.strictObject({
      charge: key("The charge's short name, as a charges block's row gives it.", ["band-1"]),
      price: describe(z.string().regex(/^£\d{1,5}\.\d{2}$/, { message: "price-format" }), "The charge in pounds and pence, as it was announced.", ["£27.90"]),
    })).min(1),
    "Each charge of the period, by its short name, with its price.",
  ),
});

export function chargeSchedulesSchema(ctx: SchemaContext) {
  const schedule = z.strictObject({
    key: key("The schedule's short name, which a charges block gives.", ["national-fees"]),
    periods: describe(z.array(period).min(1), "Its periods, each with the day it starts; the one in force is the last to have started."),
  });
  const list = describe(
    z.array(schedule).default([]),
    "Charges that someone else sets for a period (national fees that change on a known day each year): each schedule with its periods. A charges block shows the period in force on the day the site is published; add next year's as soon as it is announced.",
  );
  if (!ctx.crossChecks) return list;
  return list.superRefine((schedules, issue) => {
    schedules.forEach((entry, i) => {
      const first = schedules.findIndex((other) => other.key === entry.key);
      if (first < i) issue.addIssue({ code: "custom", path: [i, "key"], message: `schedule ${first + 1} is already named "${entry.key}"; each schedule needs a name of its own` });
      entry.periods.forEach((one, j) => {
        const earlier = entry.periods.findIndex((other) => other.from === one.from);
        if (earlier < j) issue.addIssue({ code: "custom", path: [i, "periods", j, "from"], message: `period ${earlier + 1} already starts on ${one.from}; each day starts one period` });
        one.charges.forEach((charge, k) => {
          const named = one.charges.findIndex((other) => other.charge === charge.charge);
          if (named < k) issue.addIssue({ code: "custom", path: [i, "periods", j, "charges", k, "charge"], message: `charge ${named + 1} of this period is already "${charge.charge}"; each charge needs a name of its own` });
        });
      });
    });
  });
}
