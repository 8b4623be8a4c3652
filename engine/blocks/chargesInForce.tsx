/**
 * Charges in force: the price table's look, with each row's figure from the schedule's period in force on the day
 * the site was built (stamped on the site's config by the build; the editor's preview works it out for today),
 * and a first note saying since when those charges apply.
 */
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { fillIn } from "../ui/fillIn";
import { buildDay, periodInForce, priceOf } from "../app/chargeSchedules";
import { formatDay } from "../app/todaysDate";
import PriceTableBlock from "./priceTable";

export default function ChargesInForceBlock({ block }: { block: BlockOf<"chargesInForce"> }) {
  const site = useSite();
  const schedule = site.chargeSchedules.find((candidate) => candidate.key === block.schedule);
  const period = site.chargesInForce?.[block.schedule] ?? (schedule && periodInForce(schedule.periods, buildDay()));
  // No figures known for the day (the editorial checks say so): a table without them would mislead.
  if (!period) return null;
  return (
    <PriceTableBlock
      block={{
        type: "priceTable",
        heading: block.heading,
        intro: block.intro,
        columns: block.columns,
        rows: block.rows.map((row) => ({ label: row.label, price: priceOf(period, row.charge) ?? "", description: row.description })),
        notes: [fillIn(site.strings.chargesSince, { date: formatDay(period.from) }), ...block.notes],
        actions: block.actions,
      }}
    />
  );
}
