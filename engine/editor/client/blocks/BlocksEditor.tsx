/**
 * A page's blocks in order, each a card that opens onto its fields. Blocks are added from the catalogue,
 * duplicated, removed, and reordered by dragging the handle, by the keyboard (Space on the handle picks a
 * block up, arrows move it, Space drops it: @dnd-kit's accessible sensors, with what happens read out), or
 * with the Move up / Move down buttons. A shared block shows as a reference, edited in its own file.
 */
import { useState } from "react";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { FormModels, ObjectSpec } from "../../model/formModel";
import type { SharedSummary } from "../../model/api";
import { emptyObject, isRecord } from "../../model/values";
import { newBlockId } from "../state/history";
import { ObjectFields } from "../form/FieldView";
import { FieldProblems } from "../form/FieldFrame";
import { RemoveButton } from "../form/RemoveButton";
import { AddBlockDialog, pagesCount, type NewEntry } from "./AddBlockDialog";

export interface BlocksEditorProps {
  blocks: unknown[];
  ids: string[];
  models: FormModels;
  shared: SharedSummary[];
  expanded: ReadonlySet<string>;
  toggle(id: string, open?: boolean): void;
  /** Replaces the list of blocks (and their ids); `open` is a block to open and bring into view. */
  setBlocks(blocks: unknown[], ids: string[], open?: string): void;
  problemCount(index: number): { errors: number; warnings: number };
  /** A block's fields got the focus: the preview shows that block. */
  onBlockFocus(index: number): void;
  openShared(file: string): void;
}

export function BlocksEditor(props: BlocksEditorProps) {
  const { blocks, ids, models, setBlocks } = props;
  const [adding, setAdding] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Read out as a block is moved by the keyboard: its name, and positions counted from 1.
  const nameOf = (id: UniqueIdentifier) => blockTitle(models, blocks[ids.indexOf(String(id))]);
  const positionOf = (over: { id: UniqueIdentifier; data: { current?: { sortable?: { index: number } } } }) => (over.data.current?.sortable?.index ?? ids.indexOf(String(over.id))) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, block ${ids.indexOf(String(active.id)) + 1} of ${ids.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${positionOf(over)} of ${ids.length}.` : `${nameOf(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} at position ${positionOf(over)} of ${ids.length}.` : `Dropped ${nameOf(active.id)} where it was.`),
    onDragCancel: ({ active }) => `Moving was cancelled; ${nameOf(active.id)} stays where it was.`,
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    setBlocks(arrayMove(blocks, from, to), arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const insert = (at: number, entry: NewEntry) => {
    const model = "type" in entry ? models.blocks.find((block) => block.type === entry.type) : undefined;
    const block = model ? emptyObject(model.spec) : entry;
    const id = newBlockId();
    setBlocks([...blocks.slice(0, at), block, ...blocks.slice(at)], [...ids.slice(0, at), id, ...ids.slice(at)], id);
    setAdding(null);
  };
  const duplicate = (index: number) => {
    const id = newBlockId();
    setBlocks([...blocks.slice(0, index + 1), structuredClone(blocks[index]), ...blocks.slice(index + 1)], [...ids.slice(0, index + 1), id, ...ids.slice(index + 1)], id);
  };
  const remove = (index: number) => setBlocks(blocks.filter((_, i) => i !== index), ids.filter((_, i) => i !== index));

  return (
    <section className="blocks" aria-labelledby="blocks-heading">
      <div className="section-head">
        <h2 id="blocks-heading">Blocks</h2>
        <button type="button" className="add" onClick={() => setAdding(blocks.length)}>
          Add block
        </button>
      </div>
      <FieldProblems where="blocks" />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: "To move a block with the keyboard, press Space on its handle, then the arrow keys, then Space again to drop it. Escape cancels." },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="block-list">
            {blocks.map((block, index) => (
              <BlockCard key={ids[index]} id={ids[index]!} index={index} block={block} count={blocks.length} {...props} move={move} duplicate={duplicate} remove={remove} addAfter={() => setAdding(index + 1)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {adding !== null && <AddBlockDialog blocks={models.blocks} shared={props.shared} onAdd={(entry) => insert(adding, entry)} onClose={() => setAdding(null)} />}
    </section>
  );
}

interface CardProps extends BlocksEditorProps {
  id: string;
  index: number;
  block: unknown;
  count: number;
  move(from: number, to: number): void;
  duplicate(index: number): void;
  remove(index: number): void;
  addAfter(): void;
}

function BlockCard({ id, index, block, count, models, shared, expanded, toggle, problemCount, onBlockFocus, openShared, move, duplicate, remove, addAfter }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const open = expanded.has(id);
  const title = blockTitle(models, block);
  const summary = summaryOf(block);
  const { errors, warnings } = problemCount(index);
  const ref = isRecord(block) && typeof block.ref === "string" ? block.ref : undefined;
  const sharedEntry = ref ? shared.find((entry) => entry.ref === ref) : undefined;
  const model = isRecord(block) ? models.blocks.find((entry) => entry.type === block.type) : undefined;
  const label = `block ${index + 1}: ${title}`;
  return (
    <li
      ref={setNodeRef}
      className={`block-card${open ? " open" : ""}${isDragging ? " dragging" : ""}${errors ? " has-error" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-block-index={index}
      data-block-id={id}
      onFocus={() => onBlockFocus(index)}
    >
      <div className="block-head">
        <button type="button" className="handle" ref={setActivatorNodeRef} aria-label={`Drag to reorder ${label}`} {...attributes} {...listeners}>
          ⠿
        </button>
        <button type="button" className="block-toggle" aria-expanded={open} aria-controls={`block-body-${id}`} onClick={() => toggle(id)}>
          <span className="block-title">{title}</span>
          {summary && <span className="block-summary">{summary}</span>}
          {errors > 0 && <span className="badge error">{errors === 1 ? "1 problem" : `${errors} problems`}</span>}
          {!errors && warnings > 0 && <span className="badge warning">{warnings} to fix before publishing</span>}
        </button>
        <div className="block-actions">
          <button type="button" className="icon" aria-label={`Move ${label} up`} title="Move up" disabled={index === 0} onClick={() => move(index, index - 1)}>
            ↑
          </button>
          <button type="button" className="icon" aria-label={`Move ${label} down`} title="Move down" disabled={index === count - 1} onClick={() => move(index, index + 1)}>
            ↓
          </button>
        </div>
      </div>
      {open && (
        <div className="block-body" id={`block-body-${id}`}>
          <FieldProblems where={`blocks[${index}]`} />
          {ref !== undefined ? (
            <div className="shared-ref">
              <p>
                {sharedEntry
                  ? `A shared block${sharedEntry.heading ? ` (“${sharedEntry.heading}”)` : ""}: its words are kept once and used on ${pagesCount(sharedEntry.usedBy.length)}. A change there changes every one of them.`
                  : "A shared block that no longer exists: remove this block, or choose another shared block."}
              </p>
              {sharedEntry && (
                <button type="button" onClick={() => openShared(sharedEntry.file)}>
                  Edit the shared block
                </button>
              )}
              <ObjectFields spec={sharedRefSpec(models)} path={["blocks", index]} value={block} />
            </div>
          ) : model ? (
            <ObjectFields spec={model.spec} path={["blocks", index]} value={block} />
          ) : (
            <p className="unsupported">This block's type is not one the engine knows; remove it, or choose a type in VS Code.</p>
          )}
          <div className="block-foot">
            <button type="button" className="quiet add add-after" onClick={addAfter}>
              Add a block after this one
            </button>
            <button type="button" className="quiet" aria-label={`Duplicate ${label}`} onClick={() => duplicate(index)}>
              Duplicate
            </button>
            {/* Kept away from the move arrows, and asking first when the block holds words. */}
            <RemoveButton name={label} value={ref !== undefined ? undefined : block} onRemove={() => remove(index)} />
          </div>
        </div>
      )}
    </li>
  );
}

/** "FAQ", "Shared block", from the schema's titles. */
function blockTitle(models: FormModels, block: unknown): string {
  if (isRecord(block) && typeof block.ref === "string") return "Shared block";
  const type = isRecord(block) ? block.type : undefined;
  return models.blocks.find((model) => model.type === type)?.title ?? (typeof type === "string" ? type : "Block");
}

/** The words that tell a block from its neighbours: its heading, or its first text. */
function summaryOf(block: unknown): string {
  if (!isRecord(block)) return "";
  if (typeof block.ref === "string") return block.ref;
  for (const key of ["heading", "title", "code"]) if (typeof block[key] === "string" && block[key]) return block[key] as string;
  const first = Object.entries(block).find(([key, value]) => key !== "type" && typeof value === "string" && value);
  return first ? String(first[1]) : "";
}

/** The model of a page's { "ref": … } entry, from the page's model. */
function sharedRefSpec(models: FormModels): ObjectSpec {
  const blocks = models.page.fields.find((field) => field.key === "blocks")?.spec;
  const entry = blocks?.kind === "list" ? blocks.item : undefined;
  const option = entry?.kind === "variants" ? entry.options.find((choice) => choice.spec.kind === "object" && choice.spec.fields.some((field) => field.key === "ref")) : undefined;
  return (option?.spec as ObjectSpec | undefined) ?? { kind: "object", fields: [] };
}
