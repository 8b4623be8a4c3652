/**
 * The document's bar, which stays at the top: the page's name and web address, whether everything is saved,
 * Undo, Redo and Save (one group at the right, Save last; the status has a width of its own, so Save never moves
 * as it changes), and on a narrow screen the Form / Preview tabs. Its height is measured (stickyHeight.ts).
 */
import type { ReactNode } from "react";
import { TOOLBAR_HEIGHT } from "../stickyHeight";
import { DraftKept } from "../drafts/DraftOffer";

interface Props {
  heading: string;
  /** A page's address on the site ("/about"); none for the practice details or a shared block. */
  address?: string;
  status: string;
  dirty: boolean;
  draftKeptAt: string | null;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  saving: boolean;
  /** Saving is refused while there are problems (said to screen readers at the button). */
  blocked: boolean;
  tabs: ReactNode;
}

export function DocumentBar({ heading, address, status, dirty, draftKeptAt, canUndo, canRedo, onUndo, onRedo, onSave, saving, blocked, tabs }: Props) {
  return (
    <div className="toolbar" ref={TOOLBAR_HEIGHT}>
      <div className="toolbar-title">
        <h1 id="document-heading" tabIndex={-1}>
          {heading}
        </h1>
        {address && <span className="file-name">{address}</span>}
      </div>
      <div className="toolbar-actions">
        <span className={`status${dirty ? " dirty" : ""}`} role="status">
          {status}
        </span>
        <DraftKept at={draftKeptAt} />
        <button type="button" className="undo-redo" aria-label="Undo" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          <span className="glyph" aria-hidden="true">↶</span>
          <span className="word">Undo</span>
        </button>
        <button type="button" className="undo-redo" aria-label="Redo" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          <span className="glyph" aria-hidden="true">↷</span>
          <span className="word">Redo</span>
        </button>
        <button type="button" className={`primary save${dirty ? " dirty" : ""}`} onClick={onSave} disabled={saving} aria-keyshortcuts="Control+S" aria-describedby={blocked ? "save-blocked" : undefined}>
          {/* On a phone, where the status gives way, a dot says there is something to save. */}
          {dirty && <span className="dirty-dot" aria-hidden="true">●</span>}
          Save
        </button>
      </div>
      {blocked && (
        <span id="save-blocked" className="visually-hidden">
          Saving is refused while there are problems.
        </span>
      )}
      {tabs}
    </div>
  );
}
