/**
 * A paragraph box that shows bold, italics and links as they will look, and keeps the field's text in the
 * site's markers (engine/ui/inlineText.ts). Built on the browser's own editable text, limited to what the
 * site's words allow: no line breaks, no underlining, no other markup (whatever arrives is read back as words,
 * bold, italics and links, and drawn again when the box is left). A paragraph nobody changed is written back
 * byte for byte (markers.ts).
 */
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, type ClipboardEvent } from "react";
import { parseInline, type InlineNode } from "../../../../ui/inlineText";
import { toMarkers } from "./markers";
import { readHtml } from "./readHtml";

export interface RichTextBoxProps {
  id: string;
  value: string;
  set(next: string): void;
  labelledBy: string;
  describedBy: string;
  invalid?: boolean;
  placeholder?: string;
  /** Something is pasted: the field reads the clipboard (paste.ts) and puts it in through the box's handle. */
  onPaste(event: ClipboardEvent<HTMLDivElement>): void;
  onTyped?(): void;
}

/** What the format buttons and the paste need from the box. */
export interface RichTextHandle {
  element(): HTMLDivElement | null;
  /** The words before and after the selection, as markers (to split a paragraph where something was pasted). */
  around(): { before: InlineNode[]; after: InlineNode[] };
  /** Puts `nodes` where the selection is (replacing it), and writes the field. */
  insert(nodes: InlineNode[]): void;
  /** Bold or italics on the selected words, or off again (the browser's own command, as Ctrl+B does). */
  toggle(kind: "bold" | "italic"): void;
  /** The selection the box last had (kept when a button or the link's questions take the focus). */
  savedRange(): Range | null;
  /** Reads the box and writes the field (after a change made to its elements). */
  commit(): void;
}

/** Draws `nodes` into `parent`: a link is an <a> that carries its target in data-href (never followed from the box). */
export function drawNodes(nodes: InlineNode[], parent: Node) {
  const doc = parent.ownerDocument ?? document;
  for (const node of nodes) {
    if (typeof node === "string") {
      parent.appendChild(doc.createTextNode(node));
      continue;
    }
    const element = doc.createElement(node.kind === "link" ? "a" : node.kind);
    if (node.kind === "link") element.setAttribute("data-href", node.href);
    drawNodes(node.children, element);
    parent.appendChild(element);
  }
}

const ALLOWED_INPUT = new Set(["insertText", "insertReplacementText", "insertCompositionText", "insertFromPaste", "deleteContentBackward", "deleteContentForward", "deleteWordBackward", "deleteWordForward", "deleteSoftLineBackward", "deleteSoftLineForward", "deleteHardLineBackward", "deleteHardLineForward", "deleteByCut", "deleteContent", "formatBold", "formatItalic", "historyUndo", "historyRedo"]);

export const RichTextBox = forwardRef<RichTextHandle, RichTextBoxProps>(function RichTextBox({ id, value, set, labelledBy, describedBy, invalid, placeholder, onPaste, onTyped }, handle) {
  const box = useRef<HTMLDivElement>(null);
  /** The text the box last wrote (or was drawn from): a different value came from outside (undo, a paste that split). */
  const shown = useRef<string | undefined>(undefined);
  const latest = useRef(value);
  latest.current = value;
  const range = useRef<Range | null>(null);

  const redraw = (text: string) => {
    const element = box.current;
    if (!element) return;
    element.replaceChildren();
    drawNodes(parseInline(text).nodes, element);
    shown.current = text;
  };
  useLayoutEffect(() => {
    if (value !== shown.current) redraw(value);
  }, [value]);

  const commit = () => {
    const element = box.current;
    if (!element) return;
    const nodes = readHtml(element, { keepParagraphs: false, ownBox: true }).paragraphs[0] ?? [];
    const next = toMarkers(nodes, latest.current);
    shown.current = next;
    if (next !== latest.current) set(next);
  };

  // Keep the selection the box last had, so a button press or the link's questions can act on it.
  useEffect(() => {
    const keep = () => {
      const selection = document.getSelection();
      const element = box.current;
      if (!selection?.rangeCount || !element) return;
      const current = selection.getRangeAt(0);
      if (element.contains(current.commonAncestorContainer)) range.current = current.cloneRange();
    };
    document.addEventListener("selectionchange", keep);
    // What the site's words cannot hold is refused before the browser does it: line breaks, underlining, other formats.
    const element = box.current;
    const refuse = (event: InputEvent) => {
      if (!ALLOWED_INPUT.has(event.inputType) && event.inputType !== "insertFromDrop") event.preventDefault();
    };
    element?.addEventListener("beforeinput", refuse);
    return () => {
      document.removeEventListener("selectionchange", keep);
      element?.removeEventListener("beforeinput", refuse);
    };
  }, []);

  const restore = () => {
    const element = box.current;
    if (!element) return null;
    const selection = document.getSelection();
    // The box still has the keyboard and a selection: that one (the kept one may be a moment old).
    const live = document.activeElement === element && selection?.rangeCount && element.contains(selection.getRangeAt(0).commonAncestorContainer);
    if (live) return selection.getRangeAt(0);
    if (document.activeElement !== element) element.focus({ preventScroll: true });
    if (range.current && selection && element.contains(range.current.commonAncestorContainer)) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    return selection?.rangeCount ? selection.getRangeAt(0) : null;
  };

  useImperativeHandle(handle, () => ({
    element: () => box.current,
    savedRange: () => range.current,
    commit,
    around() {
      const element = box.current!;
      const at = restore();
      const read = (start: boolean) => {
        const part = document.createRange();
        part.selectNodeContents(element);
        if (at) {
          if (start) part.setEnd(at.startContainer, at.startOffset);
          else part.setStart(at.endContainer, at.endOffset);
        }
        return readHtml(part.cloneContents(), { keepParagraphs: false, ownBox: true, trim: false }).paragraphs[0] ?? [];
      };
      return { before: read(true), after: at ? read(false) : [] };
    },
    insert(nodes) {
      const at = restore();
      const element = box.current!;
      const fragment = document.createDocumentFragment();
      drawNodes(nodes, fragment);
      const last = fragment.lastChild;
      if (at) {
        at.deleteContents();
        at.insertNode(fragment);
      } else element.appendChild(fragment);
      if (last) {
        const selection = document.getSelection();
        const caret = document.createRange();
        caret.setStartAfter(last);
        caret.collapse(true);
        selection?.removeAllRanges();
        selection?.addRange(caret);
      }
      commit();
    },
    toggle(kind) {
      restore();
      document.execCommand(kind);
      commit();
    },
  }));

  return (
    <div
      ref={box}
      id={id}
      className="rich-text"
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-placeholder={placeholder}
      spellCheck
      onInput={() => {
        onTyped?.();
        commit();
      }}
      onPaste={onPaste}
      onKeyDown={(event) => {
        // One paragraph: Enter adds no line break; Ctrl+U would underline, which the site does not.
        if (event.key === "Enter") event.preventDefault();
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "u") event.preventDefault();
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) event.preventDefault();
      }}
      // Drawn again from the field's text when left, if the browser put in what the text cannot hold (a dropped picture).
      onBlur={() => box.current && untidy(box.current) && redraw(latest.current)}
    />
  );
});

const TIDY = new Set(["STRONG", "EM", "A", "B", "I"]);
const untidy = (element: HTMLElement) => [...element.querySelectorAll("*")].some((inner) => !TIDY.has(inner.tagName));
