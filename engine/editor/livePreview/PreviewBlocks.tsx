/**
 * A page's blocks in the live preview: each valid block exactly as the site's BlockList draws it (its PageBlock:
 * the same island wrapper, error boundary and renderer), and in the place of a block that does not pass its schema
 * yet, a note saying so. tests/component/editor/previewBlocks.test.tsx keeps the two lists' markup equal.
 */
import type { Block } from "../../schema/blocks";
import { PageBlock } from "../../blocks/BlockList";

export type PreviewEntry = { block: Block } | { unfinished: string };

/** The attribute that marks a note in place of an unfinished block (the editor finds blocks by it and the markers React writes). */
export const UNFINISHED_MARK = "data-editor-unfinished";

const noteStyle = {
  margin: "1.5rem auto",
  maxWidth: "60rem",
  padding: "1.25rem 1.5rem",
  border: "2px dashed #b45309",
  borderRadius: "12px",
  background: "#fffbeb",
  color: "#78350f",
  fontFamily: "system-ui, sans-serif",
  fontSize: "1rem",
} as const;

export function PreviewBlocks({ entries, source }: { entries: PreviewEntry[]; source: string }) {
  return (
    <>
      {entries.map((entry, index) =>
        "unfinished" in entry ? (
          <div key={index} {...{ [UNFINISHED_MARK]: index }} style={noteStyle}>
            {entry.unfinished}
          </div>
        ) : (
          <PageBlock key={index} block={entry.block} index={index} source={source} />
        ),
      )}
    </>
  );
}
