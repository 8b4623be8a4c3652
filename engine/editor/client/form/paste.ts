/**
 * Text pasted from Word, a web page or an e-mail, made into what a field can hold: in a list of paragraphs each
 * paragraph becomes an entry; in a one-line box line breaks and tabs become spaces; characters the validator
 * refuses (invisible control characters) are left out. What was changed is said in words.
 */
import { createContext } from "react";
import { toMarkers } from "./richText/markers";
import { lostNote, readHtml } from "./richText/readHtml";

/** Invisible characters the validator refuses (NO_CONTROL_CHARACTERS), but for line breaks and tabs, which are handled as spacing. */
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u000b\u000c]/;

export interface Pasted {
  /** The pasted text in pieces: one per paragraph, or a single one for a one-line box. */
  pieces: string[];
  /** What was changed from the clipboard's text, for the person; undefined when nothing was. */
  note?: string;
}

/** The clipboard's text: its plain text, or, when only a web page's markup is there, that markup's words with paragraphs kept. */
export function clipboardText(data: Pick<DataTransfer, "getData">): string {
  const plain = data.getData("text/plain");
  if (plain) return plain;
  const html = data.getData("text/html");
  if (!html) return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const element of doc.body.querySelectorAll("p, li, h1, h2, h3, h4, h5, h6, div, tr, br")) element.after(doc.createTextNode("\n"));
  return doc.body.textContent ?? "";
}

/** `raw` as paragraphs (`several`: the field holds a list of them) or as one line. */
export function pasted(raw: string, several: boolean): Pasted {
  const removed = raw.match(INVISIBLE)?.length ?? 0;
  const clean = raw.replace(INVISIBLE, "");
  const lines = clean.split(LINE_BREAKS);
  const tidy = (text: string) => text.replace(/[\t ]+/g, " ");
  const notes: string[] = [];
  let pieces: string[];
  if (several) {
    const paragraphs = lines.map((line) => tidy(line).trim()).filter((line) => line !== "");
    pieces = paragraphs.length ? paragraphs : [""];
    if (pieces.length > 1) notes.push(`Pasted as ${pieces.length} paragraphs.`);
  } else {
    const filled = lines.map((part) => part.trim()).filter((part) => part !== "");
    pieces = [lines.length > 1 ? tidy(filled.join(" ")) : tidy(clean)];
    if (filled.length > 1) notes.push("The line breaks in the pasted text became spaces: this box holds one line.");
  }
  if (removed) notes.push(`${removed === 1 ? "1 invisible character" : `${removed} invisible characters`} from the pasted text ${removed === 1 ? "was" : "were"} left out (a page cannot show ${removed === 1 ? "it" : "them"}).`);
  return { pieces, note: notes.length ? notes.join(" ") : undefined };
}

/**
 * The clipboard pasted into a paragraph box, whose words may be bold, in italics or linked: from markup (Word,
 * Google Docs, a web page), its formatting written as the site's markers and what could not be kept named;
 * from plain text, the words as they are (a "*" stays a "*"). `several`: the field holds a list of paragraphs.
 */
export function pastedFormatted(data: Pick<DataTransfer, "getData">, several: boolean): Pasted {
  const html = data.getData("text/html");
  if (!html) {
    const plain = pasted(data.getData("text/plain"), several);
    return { ...plain, pieces: plain.pieces.map((piece) => toMarkers([piece])) };
  }
  const doc = new DOMParser().parseFromString(html, "text/html");
  const reading = readHtml(doc.body, { keepParagraphs: several });
  let removed = 0;
  const pieces = reading.paragraphs.map((nodes) => {
    const text = toMarkers(nodes);
    const clean = text.replace(INVISIBLE, "");
    removed += text.length - clean.length;
    return clean;
  });
  const notes: string[] = [];
  if (pieces.length > 1) notes.push(`Pasted as ${pieces.length} paragraphs.`);
  const lost = lostNote(reading.lost, several);
  if (lost) notes.push(lost);
  if (removed) notes.push(`${removed === 1 ? "1 invisible character" : `${removed} invisible characters`} from the pasted text ${removed === 1 ? "was" : "were"} left out (a page cannot show ${removed === 1 ? "it" : "them"}).`);
  return { pieces, note: notes.length ? notes.join(" ") : undefined };
}

/** True when the clipboard's markup holds bold, italics or links, which a box of plain words cannot keep. */
export function clipboardFormatted(data: Pick<DataTransfer, "getData">): boolean {
  const html = data.getData("text/html");
  return html !== "" && readHtml(new DOMParser().parseFromString(html, "text/html").body, { keepParagraphs: true }).formatted;
}

/**
 * Given to each entry of a list of paragraphs by its list: replaces entry `index` with `texts` (the entry's
 * text with the first pasted paragraph, then one new entry for each further paragraph).
 */
export const ParagraphsContext = createContext<{ splitEntry(index: number, texts: string[]): void } | null>(null);
