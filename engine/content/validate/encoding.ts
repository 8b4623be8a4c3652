/**
 * A content file's bytes as text. Files must be UTF-8: an older desktop editor may save "£" as
 * the single byte A3 (Windows-1252), which Node would silently turn into "�" and publish. A
 * byte-order mark (Notepad writes one) is harmless and dropped; the validator says so (BYTE_ORDER_MARK_NOTICE).
 */
import type { JsonMistake } from "./json";

export type DecodeResult = { ok: true; text: string } | { ok: false; mistake: JsonMistake };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Said at line 1 of a file that starts with a byte-order mark: a notice, not a fault. */
export const BYTE_ORDER_MARK_NOTICE =
  'this file starts with a byte-order mark (an invisible mark some editors, such as Notepad, put before the text); it was ignored and the file was read as UTF-8. To drop it, click "UTF-8 with BOM" in VS Code\'s status bar and choose "Save with Encoding" › UTF-8';

export function startsWithByteOrderMark(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

export function decodeContentFile(bytes: Uint8Array): DecodeResult {
  try {
    return { ok: true, text: strictUtf8.decode(bytes) };
  } catch {
    return { ok: false, mistake: notUtf8(bytes) };
  }
}

function notUtf8(bytes: Uint8Array): JsonMistake {
  const bad = firstInvalidByte(bytes);
  // Count lines and columns over the valid text before the bad byte, as an editor opened as UTF-8 shows it.
  const before = new TextDecoder("utf-8").decode(bytes.subarray(0, bad));
  const lines = before.split("\n");
  const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, "0");
  const guess = bytes[bad] === 0xa3 ? ' (in older Windows files that byte is "£")' : "";
  return {
    line: lines.length,
    column: lines[lines.length - 1]!.length + 1,
    reason: `this file is not saved as UTF-8: the byte ${hex} here is not a UTF-8 character${guess}. Re-save the file as UTF-8 (in VS Code: click the encoding in the status bar, choose "Reopen with Encoding" › Western (Windows 1252), fix anything odd, then "Save with Encoding" › UTF-8)`,
  };
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    try {
      strictUtf8.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return Math.max(0, bytes.length - 1);
}
