/**
 * What a page (or a shared block) is to the practice's group, said above its form in a group's editor: the group
 * locks it (read-only here, with who may change it), it is the group's default (a save makes this practice's own
 * version), or it is this practice's own version in place of the group's (with "Go back to the group's version").
 * To someone who may change the group's shared content, a locked file says that a save changes the group's version,
 * and a default offers to change the group's version in place of making this practice's own.
 */
import type { DocumentKind, GroupFileState } from "../../model/api";

export interface GroupFileNoticeProps {
  group: GroupFileState;
  kind: DocumentKind | undefined;
  /** Removes this practice's own version; absent while it is being done. */
  onGoBack?: () => void;
  /** A group's default: whether a save changes the group's version (chosen by someone who may), and the choice. */
  changingGroup?: boolean;
  onChangingGroup?: (changing: boolean) => void;
}

export function GroupFileNotice({ group, kind, onGoBack, changingGroup = false, onChangingGroup }: GroupFileNoticeProps) {
  const what = kind === "shared" ? "block" : kind === "site" ? "file" : "page";
  const reach = `every practice of ${group.groupName} that shows it, once the group's shared content is published (The group's shared content, beside the practice switch)`;
  if (group.status === "locked" && group.mayChangeGroup) {
    return (
      <div className="notice" role="note" data-group-file="locked">
        <p>
          <strong>The group locks this {what}, and you may change the group's version.</strong> Saving a change here changes {group.groupName}'s version, not this
          practice's: it reaches {reach}.
        </p>
      </div>
    );
  }
  if (group.status === "locked") {
    return (
      <div className="notice" role="note" data-group-file="locked">
        <p>
          <strong>The group locks this {what}.</strong> Every practice of {group.groupName} shows the group's version, so it cannot be changed here. Only the group's owners
          ({group.owners}) and the people they give the role over the group's shared content can change it.
        </p>
      </div>
    );
  }
  if (group.status === "default") {
    return (
      <div className="notice" role="note" data-group-file="default">
        <p>
          This is {group.groupName}'s version of this {what}, shown by every practice of the group. Saving a change here makes this practice's own version, in place of the
          group's, for this practice only.
        </p>
        {group.mayChangeGroup && (
          <label className="notice-choice">
            <input type="checkbox" checked={changingGroup} disabled={!onChangingGroup} onChange={(event) => onChangingGroup?.(event.target.checked)} /> Change the group's version
            instead: a save then reaches {reach}, and this practice gets no copy of its own.
          </label>
        )}
      </div>
    );
  }
  return (
    <div className="notice" role="note" data-group-file="override">
      <p>
        <strong>This practice's own version</strong>, in place of {group.groupName}'s version of this {what}. The other practices still show the group's.
      </p>
      <div className="notice-actions">
        <button type="button" onClick={onGoBack} disabled={!onGoBack}>
          Go back to the group's version
        </button>
      </div>
    </div>
  );
}
