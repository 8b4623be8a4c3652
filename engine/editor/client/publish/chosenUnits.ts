/**
 * The Publish screen's ticks, worked out in the browser from publish/changes' answer (no request per tick): what
 * is ticked by default, what a ticked unit brings with it (and why), and what Publish sends back.
 */
import type { UnitShown } from "../../server/publish/publishChoice";
import { withNeeds, type GoesWith } from "../../model/unitNeeds";

export type Unit = UnitShown;

/** Ticked as the screen opens: everything for someone who may publish, their own changes for someone who asks; never an unused picture. */
export function defaultTicks(units: Unit[], mayPublish: boolean): Set<string> {
  return new Set(units.filter((unit) => !unit.unused && (mayPublish || unit.mine)).map((unit) => unit.id));
}

/** The ticked units and every unit they need (with the first reason found), until nothing more is needed. */
export const withWhatTheyNeed = (units: Unit[], ticked: Set<string>) => withNeeds(units, ticked);
export type { GoesWith };

/** What Publish sends: each unit going live with the fingerprint the screen showed. */
export const chosenOf = (units: Unit[], ids: Set<string>) => units.filter((unit) => ids.has(unit.id)).map(({ id, fingerprint }) => ({ id, fingerprint }));

/**
 * The note the publish dialog starts with for a choice that is not everything: the chosen units by name, then a line
 * per change ("- Veneers: Hero (block 1): Heading changed"), as the server's own description of a publication reads.
 */
export function noteFor(units: Unit[], ids: Set<string>): string {
  const chosen = units.filter((unit) => ids.has(unit.id));
  if (!chosen.length) return "";
  const names = [...new Set(chosen.map((unit) => unit.name))];
  const title = names.length <= 3 ? names.join(", ").replace(/, ([^,]*)$/, " and $1") : `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
  return [title, "", ...chosen.flatMap((unit) => unit.lines.map((line) => `- ${unit.name}: ${line}`))].join("\n");
}
