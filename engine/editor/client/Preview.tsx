/**
 * The live preview: the page drawn by the site's own renderers on the server, shown in a frame at a phone's
 * or a desktop's width. Each update is patched into the frame with morphdom, so only what changed is redrawn
 * and the scroll position, open answers and loaded pictures stay. The frame runs no script (sandboxed);
 * its links go nowhere, and a press on a block opens that block's fields. It is kept out of the keyboard's
 * way (the frame and everything in it out of the Tab order): a picture of the page, read but not worked.
 * On a narrow screen it is the second of two tabs, drawn at the phone's width.
 */
import { entryRunsOf, type EntryRun } from "./previewEntries";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import morphdom from "morphdom";
import type { PreviewResult } from "../model/api";
import { siteAddress } from "./api";

export type PreviewWidth = "phone" | "desktop";
const WIDTHS: Record<PreviewWidth, number> = { phone: 390, desktop: 1280 };
const UNFINISHED_MARK = "data-editor-unfinished";

export interface PreviewProps {
  result: PreviewResult | null;
  /** The block whose fields have the focus: brought into view when it changes. */
  focusBlock: number | null;
  /** A block pressed, with the runs of like elements the press was in (a list's entries: previewEntries.ts). */
  onBlockClick(index: number, entries?: EntryRun[]): void;
  /** Told when an update is on the screen (the editor measures how long updates take). */
  onDrawn?(): void;
  /** On a narrow screen: the preview is a tab's panel, shown or not. */
  tab?: { shown: boolean; labelledBy: string };
}

export function Preview({ result, focusBlock, onBlockClick, onDrawn, tab }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<PreviewWidth>(tab ? "phone" : "desktop");
  const asTab = tab !== undefined;
  // A narrow screen shows the page as a phone does.
  useEffect(() => {
    if (asTab) setWidth("phone");
  }, [asTab]);
  const [ready, setReady] = useState(false);
  const [scale, setScale] = useState(1);
  const clickRef = useRef(onBlockClick);
  clickRef.current = onBlockClick;
  // The block to bring into view, kept until an update has drawn it (a new block appears a moment later).
  const scrollTo = useRef<number | null>(null);

  // Fit the chosen width into the space beside the form.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Not measured while hidden (the form's tab on a narrow screen): it is measured again when shown.
    const fit = () => element.clientWidth && setScale(Math.min(1, element.clientWidth / WIDTHS[width]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const loaded = () => {
      const doc = iframe.contentDocument;
      if (!doc) return;
      // The preview is a picture of the page: links and buttons do nothing (an FAQ's answers still open), and a
      // press opens the block's fields.
      doc.addEventListener("click", (event) => {
        const target = event.target as Element | null;
        if (target?.closest("a, button, form, input, label")) event.preventDefault();
        const index = blockIndexOf(doc, target);
        const block = index === null ? null : blockElements(doc)[index];
        if (index !== null) clickRef.current(index, block && target ? entryRunsOf(block, target) : []);
      });
      doc.addEventListener("submit", (event) => event.preventDefault());
      setReady(true);
    };
    iframe.addEventListener("load", loaded);
    if (iframe.contentDocument?.readyState === "complete" && iframe.contentDocument.getElementById("root")) loaded();
    return () => iframe.removeEventListener("load", loaded);
  }, []);

  const bringIntoView = (doc: Document) => {
    const element = scrollTo.current === null ? undefined : blockElements(doc)[scrollTo.current];
    if (!element) return;
    // Scrolled inside the frame only: scrollIntoView would also scroll the editor's own page, moving the
    // button being pressed out from under the pointer (focus comes on press, the click on release).
    const view = doc.defaultView;
    if (view) view.scrollTo({ top: element.getBoundingClientRect().top + view.scrollY });
    scrollTo.current = null;
  };

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!ready || !doc || !result) return;
    drawInto(doc, result);
    outOfTabOrder(doc);
    markKept(doc, result.kept ?? []);
    bringIntoView(doc);
    onDrawn?.();
  }, [ready, result, onDrawn]);

  useEffect(() => {
    scrollTo.current = focusBlock;
    const doc = frame.current?.contentDocument;
    if (ready && doc) bringIntoView(doc);
  }, [ready, focusBlock]);

  return (
    <section className="preview" aria-label="Preview" id="preview-pane" {...(tab ? { role: "tabpanel", "aria-labelledby": tab.labelledBy, hidden: !tab.shown } : {})}>
      <div className="preview-bar">
        <span className="preview-title">Preview</span>
        <div role="group" aria-label="Preview width" className="segmented">
          {(Object.keys(WIDTHS) as PreviewWidth[]).map((name) => (
            <button key={name} type="button" aria-pressed={width === name} onClick={() => setWidth(name)}>
              {name === "phone" ? `Phone (${WIDTHS.phone} px)` : `Desktop (${WIDTHS.desktop} px)`}
            </button>
          ))}
        </div>
      </div>
      {result?.notice && <p className="notice">{result.notice}</p>}
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          title="Preview of the page"
          src={siteAddress("/_editor/frame")}
          sandbox="allow-same-origin"
          tabIndex={-1}
          data-width={width}
          style={{ width: WIDTHS[width], height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}

/** Puts the rendered page into the frame, changing only what differs from what is there. */
function drawInto(doc: Document, result: PreviewResult): void {
  let styles = doc.getElementById("page-styles");
  if (!styles) {
    styles = doc.createElement("div");
    styles.id = "page-styles";
    styles.hidden = true;
    doc.head.append(styles);
  }
  if (styles.dataset.source !== result.styles) {
    // Style tags are moved into the head; the source is remembered so an unchanged sheet is not touched.
    for (const old of doc.head.querySelectorAll("style")) old.remove();
    const holder = doc.createElement("template");
    holder.innerHTML = result.styles;
    doc.head.append(holder.content);
    styles.dataset.source = result.styles;
  }
  const root = doc.getElementById("root");
  if (!root) return;
  const next = doc.createElement("div");
  next.id = "root";
  next.innerHTML = result.html;
  morphdom(root, next, {
    onBeforeElUpdated(from: HTMLElement, to: HTMLElement) {
      // An answer the person opened stays open while they type. (Nodes of the frame are of its own window's
      // classes, so they are told apart by their names, never with instanceof.)
      if (from.tagName === "DETAILS" && from.hasAttribute("open")) to.setAttribute("open", "");
      return !from.isEqualNode(to);
    },
  });
}

/** The page's links, buttons and fields do nothing here: Tab goes from the width buttons on to the editor, not through them. */
function outOfTabOrder(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]")) element.tabIndex = -1;
}

const KEPT_MARK = "data-editor-kept";
const KEPT_STYLE = `[${KEPT_MARK}] { outline: 3px dashed #b45309; outline-offset: -3px; position: relative; }
[${KEPT_MARK}]::before { content: attr(${KEPT_MARK}); position: absolute; z-index: 10; top: 0; right: 0; padding: 4px 8px;
  background: #fffbeb; color: #78350f; border: 1px solid #b45309; font: 600 14px/1.3 system-ui, sans-serif; }`;

/** Marks the blocks drawn as they last passed (they have a problem in the form), so nobody takes them for the change. */
function markKept(doc: Document, kept: number[]): void {
  if (!doc.getElementById("editor-kept-style")) {
    const style = doc.createElement("style");
    style.id = "editor-kept-style";
    style.textContent = KEPT_STYLE;
    doc.head.append(style);
  }
  for (const old of doc.querySelectorAll(`[${KEPT_MARK}]`)) old.removeAttribute(KEPT_MARK);
  blockElements(doc).forEach((element, index) => {
    if (element && kept.includes(index)) element.setAttribute(KEPT_MARK, "Shown as it was before: fix this block's problem in the form to see the change");
  });
}

/**
 * The first element of each block in the page's main area. A block is drawn inside React's markers of a
 * finished part of the page (<!--$--> … <!--/$-->), or is an island's <div class="island">, or the editor's
 * note in place of an unfinished block.
 */
export function blockElements(doc: Document): (Element | null)[] {
  const main = doc.querySelector("main");
  if (!main) return [];
  const out: (Element | null)[] = [];
  let pending = false;
  for (const node of main.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === "$") {
      out.push(null);
      pending = true;
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.classList.contains("island") || element.hasAttribute(UNFINISHED_MARK)) {
        out.push(element);
        pending = false;
      } else if (pending) {
        out[out.length - 1] = element;
        pending = false;
      }
    }
  }
  return out;
}

function blockIndexOf(doc: Document, target: Element | null): number | null {
  const main = doc.querySelector("main");
  if (!main || !target || !main.contains(target)) return null;
  let top: Node = target;
  while (top.parentNode && top.parentNode !== main) top = top.parentNode;
  const elements = blockElements(doc);
  // The block is the last one that starts at or before the pressed element's top-level ancestor.
  let found: number | null = null;
  elements.forEach((element, index) => {
    if (element && (element === top || element.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING)) found = index;
  });
  return found;
}
