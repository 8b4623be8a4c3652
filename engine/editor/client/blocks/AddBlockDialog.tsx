/** The block catalogue: every block type with its one-line description (from its schema), and the shared blocks. */
import { useState } from "react";
import type { BlockTypeModel } from "../../model/formModel";
import type { SharedSummary } from "../../model/api";
import { Dialog } from "../Dialog";

export type NewEntry = { type: string } | { ref: string };

export function AddBlockDialog({ blocks, shared, onAdd, onClose }: { blocks: BlockTypeModel[]; shared: SharedSummary[]; onAdd: (entry: NewEntry) => void; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const matches = (...texts: (string | undefined)[]) => !needle || texts.some((text) => text?.toLowerCase().includes(needle));
  const types = blocks.filter((block) => matches(block.title, block.type, block.description));
  const shares = shared.filter((entry) => matches(entry.ref, entry.heading, entry.type));
  return (
    <Dialog title="Add a block" onClose={onClose} wide>
      <label className="search">
        Find a block
        <input type="search" autoFocus value={search} onChange={(event) => setSearch(event.target.value)} placeholder="e.g. questions, prices, pictures" />
      </label>
      <ul className="catalogue" aria-label="Block types">
        {types.map((block) => (
          <li key={block.type}>
            <button type="button" className="catalogue-entry" onClick={() => onAdd({ type: block.type })}>
              <strong>{block.title}</strong>
              <span>{block.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {shares.length > 0 && (
        <>
          <h3>Shared blocks</h3>
          <p className="help">Kept once and shown on every page that uses it: change it there, and every page changes.</p>
          <ul className="catalogue" aria-label="Shared blocks">
            {shares.map((entry) => (
              <li key={entry.ref}>
                <button type="button" className="catalogue-entry" onClick={() => onAdd({ ref: entry.ref })}>
                  <strong>Shared: {entry.ref.slice("shared/".length)}</strong>
                  <span>
                    {entry.heading ? `“${entry.heading}” · ` : ""}used on {pagesCount(entry.usedBy.length)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {!types.length && !shares.length && <p className="empty">No block matches “{search}”.</p>}
    </Dialog>
  );
}

export const pagesCount = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`;
