/**
 * Reads a form body (multipart/form-data or application/x-www-form-urlencoded)
 * into plain text fields, never holding more than `maxBodyBytes` of it.
 */
import type { IncomingMessage } from "node:http";
import busboy from "busboy";

export type ReadFormResult =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; error: string };

// Both forms have fewer than ten fields; anything far beyond that is not our site.
const MAX_FIELDS = 32;
// After refusing an oversized body we discard what is still arriving, but only this much.
const MAX_BYTES_DISCARDED = 1024 * 1024;

const FORM_CONTENT_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

function tooLarge(maxBodyBytes: number): ReadFormResult {
  return { ok: false, status: 413, error: `The form is too large: at most ${maxBodyBytes} bytes are accepted.` };
}

function badForm(error: string): ReadFormResult {
  return { ok: false, status: 400, error };
}

export function readForm(req: IncomingMessage, maxBodyBytes: number): Promise<ReadFormResult> {
  const declaredLength = Number(req.headers["content-length"]);
  if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
    return Promise.resolve(tooLarge(maxBodyBytes));
  }
  if (!FORM_CONTENT_TYPE.test(req.headers["content-type"] ?? "")) {
    return Promise.resolve({
      ok: false,
      status: 415,
      error: "The form must be sent as multipart/form-data or application/x-www-form-urlencoded.",
    });
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fieldSize: maxBodyBytes, fields: MAX_FIELDS, parts: MAX_FIELDS },
    });
  } catch {
    // busboy throws here when a multipart Content-Type has no boundary.
    return Promise.resolve(badForm("The form data could not be read: its multipart boundary is missing."));
  }

  return new Promise((resolve) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let problem: ReadFormResult | null = null;
    let settled = false;
    let bytesReceived = 0;

    const settle = (result: ReadFormResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    // Stop parsing at once; what is still in flight is counted and thrown away (unpipe pauses, so resume).
    const abandon = (result: ReadFormResult) => {
      req.unpipe(parser);
      parser.destroy();
      req.resume();
      settle(result);
    };

    req.on("data", (chunk: Buffer) => {
      bytesReceived += chunk.length;
      if (!settled && bytesReceived > maxBodyBytes) abandon(tooLarge(maxBodyBytes));
      else if (settled && bytesReceived > maxBodyBytes + MAX_BYTES_DISCARDED) req.destroy();
    });
    req.on("error", () => abandon(badForm("The form was cut off before it arrived in full.")));
    req.on("close", () => {
      if (!req.complete) abandon(badForm("The form was cut off before it arrived in full."));
    });

    parser.on("field", (name: string, value: string, info: busboy.FieldInfo) => {
      if (info.nameTruncated || info.valueTruncated) problem ??= tooLarge(maxBodyBytes);
      else if (name in fields) problem ??= badForm(`The field '${name.slice(0, 40)}' was sent more than once.`);
      else fields[name] = value;
    });
    parser.on("file", (name: string, stream: NodeJS.ReadableStream) => {
      problem ??= badForm(`File uploads are not accepted (the form sent a file as '${name.slice(0, 40)}').`);
      stream.resume();
    });
    const tooManyFields = () => {
      problem ??= badForm(`The form has too many fields: at most ${MAX_FIELDS} are accepted.`);
    };
    parser.on("fieldsLimit", tooManyFields);
    parser.on("partsLimit", tooManyFields);
    parser.on("filesLimit", tooManyFields);
    parser.on("error", (error: Error) => abandon(badForm(`The form data is malformed: ${error.message}.`)));
    parser.on("close", () => settle(problem ?? { ok: true, fields }));

    req.pipe(parser);
  });
}
