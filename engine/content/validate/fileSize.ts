/**
 * The largest content file the validator reads. The biggest page of this site is about 7 KB; a file
 * past 1 MB is a pasted document or a file saved in the wrong place, and parsing and checking it would
 * only make every command slow. It is refused before it is read, with the limit named.
 */
export const CONTENT_FILE_LIMIT_BYTES = 1024 * 1024;

/** Why a file of `bytes` bytes is not read, or undefined when it is within the limit. */
export function tooLargeReason(bytes: number): string | undefined {
  if (bytes <= CONTENT_FILE_LIMIT_BYTES) return undefined;
  return `this file is ${bytes.toLocaleString("en-GB")} bytes, more than the 1 MB (1,048,576 bytes) a page, shared block or site.config.json may be, so it was not read; a text this long belongs on several pages, or the file was saved here by mistake`;
}
