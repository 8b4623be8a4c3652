/** "You have changes from 10:38 that were not saved: Restore them / Discard", with who changed the page since. */
import type { DocumentKind, KeptDraft } from "../../model/api";
import { changedByWords, timeOf } from "./words";

export function DraftOffer({ draft, kind, onRestore, onDiscard }: { draft: KeptDraft; kind?: DocumentKind; onRestore(): void; onDiscard(): void }) {
  return (
    <section className="notice draft-offer" aria-labelledby="draft-offer-text">
      <p id="draft-offer-text">
        You have changes from {timeOf(draft.updatedAt)} that were not saved.
        {draft.changedSince && ` ${changedByWords(draft.changedSince, kind)} since your draft; restoring keeps both, and asks you only about a field you both changed.`}
      </p>
      <div className="notice-actions">
        <button type="button" className="primary" onClick={onRestore}>
          Restore them
        </button>
        <button type="button" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </section>
  );
}

/** "Draft kept at 10:41" beside the status: what is typed is safe even before Save. */
export function DraftKept({ at }: { at: string | null }) {
  if (!at) return null;
  return <span className="draft-kept">Draft kept at {timeOf(at)}</span>;
}
