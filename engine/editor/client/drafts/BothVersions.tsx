/**
 * Two people changed the same field: both versions side by side, with who saved the other one and when, and the
 * person chooses, field by field. Everything else both of them changed is already merged; nothing is written
 * until every field is chosen and "Save with these choices" is pressed.
 */
import { useEffect, useRef, useState } from "react";
import type { ChangedBy, DocumentKind, FieldConflict } from "../../model/api";
import { changedByWords, shownValue, theirVersionName } from "./words";
import "./drafts.css";

export type Choice = "mine" | "theirs" | "both";

/** Both texts in one, to edit into one: words one after the other, lists one after the other; undefined when they cannot be put together. */
export function combined(mine: unknown, theirs: unknown): unknown {
  if (typeof mine === "string" && typeof theirs === "string") return `${mine} ${theirs}`;
  if (Array.isArray(mine) && Array.isArray(theirs)) return [...mine, ...theirs];
  return undefined;
}

export function BothVersions({ conflicts, by, kind, saving, onSave, onCancel, placeOf }: {
  conflicts: FieldConflict[];
  /** The field's place in the form's words ("Hero (block 1): Heading"), when the form can name it. */
  placeOf?(where: string): string | undefined;
  by: ChangedBy | null | undefined;
  kind?: DocumentKind;
  saving: boolean;
  onSave(choices: Choice[]): void;
  onCancel(): void;
}) {
  const [choices, setChoices] = useState<(Choice | undefined)[]>(() => conflicts.map(() => undefined));
  const theirs = theirVersionName(by);
  const missing = choices.filter((choice) => !choice).length;
  const heading = useRef<HTMLHeadingElement>(null);
  // The choice appears where Save was pressed: the keyboard and a screen reader are taken to it.
  useEffect(() => heading.current?.focus(), []);
  const fields = conflicts.length === 1 ? "the same field" : `the same ${conflicts.length} fields`;
  return (
    <section className="both-versions" aria-labelledby="both-versions-heading">
      <h2 id="both-versions-heading" ref={heading} tabIndex={-1}>Not saved yet: choose between two versions</h2>
      <p>
        {by ? `${changedByWords(by, kind)}, since you opened it, ` : "This page was changed since you opened it, "}
        and you both changed {fields}. Your other changes and theirs are kept. For each field below, choose which version to keep.
      </p>
      {conflicts.map((conflict, index) => (
        <fieldset key={conflict.where} className="both-versions-field" data-where={conflict.where}>
          <legend>{placeOf?.(conflict.where) ?? conflict.place}</legend>
          <div className="both-versions-pair">
            {(["mine", "theirs"] as const).map((side) => (
              <label key={side} className={`both-versions-side${choices[index] === side ? " chosen" : ""}`}>
                <span className="both-versions-name">
                  <input
                    type="radio"
                    name={`both-versions-${index}`}
                    value={side}
                    checked={choices[index] === side}
                    onChange={() => setChoices((current) => current.map((choice, at) => (at === index ? side : choice)))}
                  />{" "}
                  {side === "mine" ? "Your version" : theirs}
                </span>
                <span className="both-versions-value">{shownValue(side === "mine" ? conflict.mine : conflict.theirs)}</span>
              </label>
            ))}
            {combined(conflict.mine, conflict.theirs) !== undefined && (
              <label className={`both-versions-side both${choices[index] === "both" ? " chosen" : ""}`}>
                <span className="both-versions-name">
                  <input
                    type="radio"
                    name={`both-versions-${index}`}
                    value="both"
                    checked={choices[index] === "both"}
                    onChange={() => setChoices((current) => current.map((choice, at) => (at === index ? "both" : choice)))}
                  />{" "}
                  Combine both
                </span>
                <span className="both-versions-value">Both texts in the field, one after the other, for you to edit into one before saving.</span>
              </label>
            )}
          </div>
        </fieldset>
      ))}
      <div className="notice-actions">
        <button type="button" className="primary" disabled={saving || missing > 0} aria-describedby={missing ? "both-versions-missing" : undefined} onClick={() => onSave(choices as Choice[])}>
          {choices.includes("both") ? "Put both in the field" : "Save with these choices"}
        </button>
        <button type="button" onClick={onCancel}>
          Not now
        </button>
        {missing > 0 && (
          <span id="both-versions-missing" className="help">
            {missing === 1 ? "Choose a version for the field above first." : `Choose a version for each of the ${missing} fields above first.`}
          </span>
        )}
      </div>
    </section>
  );
}
