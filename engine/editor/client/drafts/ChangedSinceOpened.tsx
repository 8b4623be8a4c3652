/**
 * The page was saved by someone else (or changed outside the editor) while this person has unsaved changes:
 * who and when, and what saving will do (keep both; ask only about a field both changed).
 */
import { useEffect, useState } from "react";
import type { ChangedBy, DocumentKind } from "../../model/api";
import { api } from "../api";
import { changedByWords, documentNoun } from "./words";

export function ChangedSinceOpened({ file, kind, version, deleted, onShowTheirs, onSaveAgain }: {
  file: string;
  kind?: DocumentKind;
  /** The version now on disk: asked about again when it changes. */
  version: string | null;
  deleted: boolean;
  onShowTheirs(): void;
  onSaveAgain(): void;
}) {
  const by = useChangedBy(file, version);
  if (deleted) {
    return (
      <div className="notice error conflict" role="alert">
        <p>{`${documentNoun(kind).replace(/^./, (first) => first.toUpperCase())} was deleted since you opened it.`}</p>
        <div className="notice-actions">
          <button type="button" onClick={onSaveAgain}>Save it again with my changes</button>
        </div>
      </div>
    );
  }
  return (
    <div className="notice conflict" role="status">
      <p>
        {by ? `${changedByWords(by, kind)}, since you opened it.` : `${documentNoun(kind).replace(/^./, (first) => first.toUpperCase())} was changed since you opened it.`} When you save, both your
        changes and theirs are kept; if you both changed the same field, you will see both versions and choose.
      </p>
      <div className="notice-actions">
        <button type="button" onClick={onShowTheirs}>
          Discard my changes and show theirs
        </button>
      </div>
    </div>
  );
}

/** Who made `file` what it is at `version` (asked of the server once per version). */
export function useChangedBy(file: string, version: string | null): ChangedBy | null {
  const [by, setBy] = useState<ChangedBy | null>(null);
  useEffect(() => {
    let current = true;
    setBy(null);
    if (version !== null) api.changedBy(file).then((answer) => current && setBy(answer.by), () => {});
    return () => void (current = false);
  }, [file, version]);
  return by;
}
