/**
 * What a preview's reader is shown of the change itself: each page of the preview that the publication changes
 * starts with a banner (a labelled region) saying so, with its changes in the before → after words of the
 * Publish screen (words.ts, as the approver reads them there). The practice details and shared blocks, seen on
 * many pages, are told on the home page. The banner is put into the preview's answers only (previewRoutes.ts),
 * never into a build, so it can never go live.
 */
import { relative } from "node:path";
import { routeForFile } from "../../../content/routes";
import { ukTimeInWords } from "../../model/ukTime";
import type { EditorContext } from "../routing";
import { describePinned, type PinnedFileInWords } from "./pinnedInWords";
import { publishSiteOf, requestsOf } from "./publishContext";
import { showFile } from "./git";
import { inRepo, liveRef, openRepository, resolveCommit } from "./repository";
import type { RequestStatus } from "./requests";

export interface PageMark {
  /** One line per change: "Fees (block 2), Examination: Price: £27.40 → £27.90". */
  lines: string[];
  /** The blocks changed or added (their places, from 0) of the page's `count`, to outline. */
  blocks?: { changed: number[]; count: number };
}

/** What the banner says the change waits for. */
export interface Waiting {
  status: RequestStatus;
  publishAtWords: string | null;
}

/** The pages a publication changes, by address ("/", "/pricing"). */
export function marksByAddress(changes: readonly PinnedFileInWords[]): Map<string, PageMark> {
  const marks = new Map<string, PageMark>();
  const add = (address: string, lines: string[]) => {
    const mark = marks.get(address) ?? { lines: [] };
    mark.lines.push(...lines);
    marks.set(address, mark);
  };
  for (const change of changes) {
    if (change.kind === "page" && change.status !== "deleted") {
      const address = routeForFile(change.file.slice("pages/".length));
      if (address) add(address, change.lines);
    } else if (change.kind === "site" || change.kind === "shared") {
      add("/", change.lines.map((line) => `${change.name}: ${line}`));
    }
    // A picture or file is shown by the pages that use it; on its own it has no page.
  }
  return marks;
}

/** The address a built page is served at: "about.html" is /about, "a/index.html" is /a, "index.html" is /. */
export function addressOfBuiltFile(relativePath: string): string {
  const path = relativePath.replace(/\\/g, "/").replace(/\.html$/, "");
  return `/${path === "index" ? "" : path.replace(/\/index$/, "")}`;
}

/**
 * The blocks of a page's new version (`after`) that its version before does not have as they are: changed, or
 * added (a block only moved is not). Undefined when either is not a page of blocks (a new page: all of it is new).
 */
export function changedBlocks(before: Buffer | null, after: Buffer | null): PageMark["blocks"] {
  const blocksOf = (bytes: Buffer | null): string[] | undefined => {
    try {
      const blocks = bytes ? (JSON.parse(bytes.toString("utf8")) as { blocks?: unknown }).blocks : undefined;
      return Array.isArray(blocks) ? blocks.map((block) => JSON.stringify(block)) : undefined;
    } catch {
      return undefined;
    }
  };
  const [was, is] = [blocksOf(before), blocksOf(after)];
  if (!was || !is) return undefined;
  const kept = new Set(was);
  return { changed: is.flatMap((block, place) => (kept.has(block) ? [] : [place])), count: is.length };
}

/** `html` with the banner of `mark` first in its body and its blocks outlined; as it was when the page has no change. */
export function markedPage(html: string, mark: PageMark | undefined, waiting: Waiting): string {
  if (!mark?.lines.length) return html;
  const body = /<body\b[^<>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return withOutlines(html.slice(0, at) + banner(mark, waiting) + html.slice(at), mark.blocks);
}

/**
 * Each changed block is its page's main's child of the same place (the engine renders one element per block);
 * the rule asks for exactly `count` children too, so a page built otherwise is outlined nowhere, never wrongly.
 */
function withOutlines(html: string, blocks: PageMark["blocks"]): string {
  const end = html.search(/<\/head\s*>/i);
  if (!blocks?.changed.length || end < 0) return html;
  const selectors = blocks.changed.map((place) => `main > :nth-child(${place + 1}):nth-last-child(${blocks.count - place})`);
  const style = `<style data-preview-changes>${selectors.join(", ")} { outline: 3px dashed #7a5a00; outline-offset: -3px; }</style>`;
  return html.slice(0, end) + style + html.slice(end);
}

function banner(mark: PageMark, waiting: Waiting): string {
  const what =
    waiting.status === "scheduled" && waiting.publishAtWords
      ? `This page has changes to be published on ${waiting.publishAtWords} (UK time):`
      : "This page has changes waiting for approval:";
  // Styled inline (the page's own styles know nothing of it); dark on pale yellow, well above 4.5:1.
  const items = mark.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  return (
    '<section aria-label="Changes waiting on this page" data-preview-changes ' +
    'style="margin:0;padding:0.75rem 1rem;background:#fff4c2;color:#1a1a1a;border-bottom:4px solid #7a5a00;font:1rem/1.5 system-ui,sans-serif">' +
    `<p style="margin:0;font-weight:bold">${escapeHtml(what)}</p>` +
    `<ul style="margin:0.25rem 0 0;padding-left:1.25rem">${items}</ul>` +
    "</section>"
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Marks {
  marks: Map<string, PageMark>;
  waiting: Waiting;
}

const made = new Map<string, Marks>();
const MOST_KEPT = 50;

/** A built page of a preview link (`file`, inside `dist`) with the banner of its publication's changes, if any. */
export async function withMarks(context: EditorContext, requestId: number, dist: string, file: string, html: string): Promise<string> {
  const found = await marksOfRequest(context, requestId);
  return found ? markedPage(html, found.marks.get(addressOfBuiltFile(relative(dist, file))), found.waiting) : html;
}

/**
 * The marks of a preview link's publication and what it waits for, or null when they cannot be read (the page is
 * then shown unmarked: the preview itself matters more). Against the live version last fetched, never fetching
 * again: a reader's page does not wait for the network. describePinned keeps what it described.
 */
async function marksOfRequest(context: EditorContext, requestId: number): Promise<Marks | null> {
  const row = requestsOf(context).get(requestId);
  if (!row?.commit) return null;
  const repo = await openRepository(context.root);
  if (!repo) return null;
  const live = await resolveCommit(repo, liveRef(publishSiteOf(context).settings)).catch(() => null);
  // Both versions are fixed, so the marks are too: each page a reader opens does not ask git again.
  const key = [repo.top, row.commit, live ?? "", row.status, row.publishAt ?? "", context.siteName ?? ""].join("\0");
  const kept = made.get(key);
  if (kept) return kept;
  const described = await describePinned(context, repo, row.commit, live).catch(() => null);
  if (!described) return null;
  const waiting = { status: row.status, publishAtWords: row.publishAt ? ukTimeInWords(new Date(row.publishAt)) : null };
  const marks = marksByAddress(described.changes);
  for (const change of described.changes) {
    const address = change.kind === "page" && change.status === "changed" ? routeForFile(change.file.slice("pages/".length)) : null;
    const mark = address ? marks.get(address) : undefined;
    if (!mark || !live) continue;
    const path = inRepo(repo, change.file);
    const [was, is] = await Promise.all([showFile(repo.top, live, path), showFile(repo.top, row.commit, path)]).catch(() => [null, null]);
    mark.blocks = changedBlocks(was, is);
  }
  if (made.size >= MOST_KEPT) made.delete(made.keys().next().value!);
  made.set(key, { marks, waiting });
  return { marks, waiting };
}
