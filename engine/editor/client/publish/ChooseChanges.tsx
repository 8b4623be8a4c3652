/**
 * The saved changes as a list to tick (a page, a part of the practice details, a picture): real checkboxes in a
 * group with a legend, "Select all" and "Select none", and beside a unit that goes along with a ticked one, why.
 */
import { WHEN } from "./publishApi";
import type { GoesWith, Unit } from "./chosenUnits";

export function ChooseChanges({ units, ticked, going, onChange }: { units: Unit[]; ticked: Set<string>; going: { ids: Set<string>; added: GoesWith[] }; onChange: (ticked: Set<string>) => void }) {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else {
      next.delete(id);
      // Unticking what a ticked unit needs unticks that unit too: it cannot go without it.
      for (const unit of units) if (next.has(unit.id) && unit.needs.some((need) => need.id === id)) next.delete(unit.id);
    }
    onChange(next);
  };
  return (
    <fieldset className="publish-choose">
      <legend>Choose what goes live</legend>
      <p className="publish-choose-all">
        <button type="button" onClick={() => onChange(new Set(units.filter((unit) => !unit.unused).map((unit) => unit.id)))}>
          Select all
        </button>{" "}
        <button type="button" onClick={() => onChange(new Set())}>
          Select none
        </button>{" "}
        <span role="status">{going.ids.size} of {units.length} chosen</span>
      </p>
      <ul className="publish-changes">
        {units.map((unit) => {
          const withOther = going.added.find((entry) => entry.id === unit.id);
          const checked = going.ids.has(unit.id);
          const box = `choose-${unit.id}`;
          return (
            <li key={unit.id}>
              <h3>
                <input type="checkbox" id={box} checked={checked} onChange={() => toggle(unit.id, !checked)} />{" "}
                <label htmlFor={box}>{unit.name}</label>
              </h3>
              <ul>
                {unit.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {withOther && (
                <p className="publish-note">
                  Goes with {byId.get(withOther.for)?.name}: {withOther.why}.
                </p>
              )}
              {unit.unused && <p className="publish-note">Unused: no page shows it now, so it is published only if you tick it.</p>}
              {unit.savedBy.length > 0 && (
                <p className="publish-who">
                  Saved by {[...new Set(unit.savedBy.map((save) => save.name))].join(", ")}, last on{" "}
                  <time dateTime={unit.savedBy.at(-1)!.at}>{WHEN.format(new Date(unit.savedBy.at(-1)!.at))}</time>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
