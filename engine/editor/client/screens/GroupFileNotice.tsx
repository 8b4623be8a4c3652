/**
 * What a page (or a shared block) is to the practice's group, said above its form in a group's editor: the group
 * locks it (read-only here, with who may change it), it is the group's default (a save makes this practice's own
 * version), or it is this practice's own version in place of the group's (with "Go back to the group's version").
 */
import type { DocumentKind, GroupFileState } from "../../model/api";

export interface GroupFileNoticeProps {
  group: GroupFileState;
  kind: DocumentKind | undefined;
  /** Removes this practice's own version; absent while it is being done. */
  onGoBack?: () => void;
}

export function GroupFileNotice({ group, kind, onGoBack }: GroupFileNoticeProps) {
  const what = kind === "shared" ? "block" : kind === "site" ? "file" : "page";
  if (group.status === "locked") {
    return (
      <div className="notice" role="note" data-group-file="locked">
        <p>
          <strong>The group locks this {what}.</strong> Every practice of {group.groupName} shows the group's version, so it cannot be changed here. Only the group's owners
          ({group.owners}) can change it.
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
