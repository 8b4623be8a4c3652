/**
 * A charges block shows figures from site.config.json's charge schedules (engine/app/chargeSchedules.ts): its
 * schedule must exist, have a period in force on the day of the check, and give every charge its rows name, or
 * the published table would be missing or hold empty prices.
 */
import type { LintRule, Finding } from "./types";
import { blocksAsWritten, findingInBlock } from "./locate";
import { buildDay, periodInForce, priceOf } from "../../app/chargeSchedules";
import { formatDay } from "../../app/todaysDate";

export const chargesKnown: LintRule = {
  name: "charges-known",
  check: (input) => {
    const day = buildDay();
    const findings: Finding[] = [];
    for (const site of blocksAsWritten(input)) {
      if (site.block.type !== "chargesInForce") continue;
      const { schedule: key, rows } = site.block;
      const schedule = input.site.chargeSchedules.find((candidate) => candidate.key === key);
      if (!schedule) {
        findings.push(findingInBlock(site, ["schedule"], `there is no charge schedule "${key}" in the practice details; add it, or choose one of: ${input.site.chargeSchedules.map((s) => s.key).join(", ") || "(none yet)"}`));
        continue;
      }
      const period = periodInForce(schedule.periods, day);
      if (!period) {
        findings.push(findingInBlock(site, ["schedule"], `the charge schedule "${key}" has no charges in force on ${formatDay(day)} (its first period starts later): add the period in force now`));
        continue;
      }
      rows.forEach((row, i) => {
        if (priceOf(period, row.charge) === undefined) findings.push(findingInBlock(site, ["rows", i, "charge"], `the charges in force from ${formatDay(period.from)} in "${key}" give no "${row.charge}": add it to that period, or name one of: ${period.charges.map((entry) => entry.charge).join(", ")}`));
      });
    }
    return findings;
  },
};
