/**
 * What a chosen unit of change brings with it (the Publish screen's choice, issue 48): every unit it needs, through
 * others too, each with the first reason found. Shared by the server, which adds them to a Publish (and refuses
 * one whose screen did not show them), and the screen, which ticks them as a person ticks (no request per tick).
 */
export interface UnitWithNeeds {
  id: string;
  needs: { id: string; why: string }[];
}

export interface GoesWith {
  id: string;
  /** The chosen unit that needs it. */
  for: string;
  why: string;
}

export function withNeeds(units: readonly UnitWithNeeds[], chosen: Iterable<string>): { ids: Set<string>; added: GoesWith[] } {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const ids = new Set([...chosen].filter((id) => byId.has(id)));
  const added: GoesWith[] = [];
  const queue = [...ids];
  while (queue.length) {
    const unit = byId.get(queue.shift()!)!;
    for (const need of unit.needs) {
      if (ids.has(need.id) || !byId.has(need.id)) continue;
      ids.add(need.id);
      added.push({ id: need.id, for: unit.id, why: need.why });
      queue.push(need.id);
    }
  }
  return { ids, added };
}
