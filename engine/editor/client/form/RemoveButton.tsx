/**
 * Remove, kept apart from the move arrows, that asks first when what it removes holds words a person wrote
 * (an empty entry goes at once). The question stays in place of the button, so a finger that slipped loses nothing.
 */
import { useEffect, useRef, useState } from "react";

/** True when `value` holds anything a person filled in (a word, a number, a tick). */
export function holdsContent(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number" || value === true) return true;
  if (Array.isArray(value)) return value.some(holdsContent);
  if (value && typeof value === "object") return Object.entries(value).some(([key, inner]) => key !== "type" && holdsContent(inner));
  return false;
}

interface Props {
  /** What is removed, in words: "question 2", "block 3: FAQ". */
  name: string;
  value: unknown;
  onRemove(): void;
  /** The button's own words ("Remove"); an icon-only button says its name to screen readers. */
  children?: string;
}

export function RemoveButton({ name, value, onRemove, children = "Remove" }: Props) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className="quiet danger remove" aria-label={`Remove ${name}`} onClick={() => (holdsContent(value) ? setAsking(true) : onRemove())}>
        {children}
      </button>
    );
  }
  return (
    <span className="remove-confirm" role="group" aria-label={`Remove ${name} and its words?`}>
      <span className="remove-question">Remove {name} and its words?</span>
      {/* The question ends with the removal: lists are keyed by place, so the entry that moves up into this
          place would otherwise inherit it, and a second tap would remove that one too. */}
      <button type="button" className="primary danger" onClick={() => {
        setAsking(false);
        onRemove();
      }}>
        Remove
      </button>
      <button type="button" ref={keep} onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}
