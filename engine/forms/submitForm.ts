/**
 * Posts one form to its endpoint as multipart form data and reads the answer
 * the way the contract says: success only when the reply is JSON whose
 * `result` is exactly "success". Anything else (another result, a reply that
 * is not JSON, an HTTP error, no network, or no complete answer within the
 * time limit) is a failure, with a short reason for the console.
 */
import { isSuccessResponse } from "./contract";

export type SendOutcome = { ok: true } | { ok: false; reason: string };

export async function sendForm(endpoint: string, fields: Record<string, string>, timeoutMs: number): Promise<SendOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);

  const controller = new AbortController();
  let timedOut = false;
  // The limit covers the whole exchange, reading the reply included.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    const response = await fetch(endpoint, { method: "POST", body, signal: controller.signal, credentials: "omit" });
    const text = await response.text();
    if (!response.ok) return { ok: false, reason: `the form service answered HTTP ${response.status}` };
    let reply: unknown;
    try {
      reply = JSON.parse(text);
    } catch {
      return { ok: false, reason: "the form service's answer was not JSON" };
    }
    if (isSuccessResponse(reply)) return { ok: true };
    const error = typeof reply === "object" && reply !== null ? (reply as { error?: unknown }).error : undefined;
    return { ok: false, reason: `the form service did not accept it${typeof error === "string" ? `: ${error}` : ""}` };
  } catch (error) {
    if (timedOut) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    return { ok: false, reason: `the request failed (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    clearTimeout(timer);
  }
}
