/**
 * The cross-page checks (does this address exist, is this picture in public/…), each telling `note` what it was
 * asked and what it answered, so that the validation caches (fileCache.ts in memory, diskCache.ts on disk) keep a
 * file's findings with the questions they depend on, and trust them only while every answer stays the same.
 */
import type { CrossChecks } from "../../schema/common";

/** A question a file's checks asked: the check's name, its arguments, and its answer as JSON (undefined: none). */
export type NoteQuestion = (name: keyof CrossChecks, args: unknown[], answer: string | undefined) => void;

export function notingCrossChecks(real: CrossChecks, note: NoteQuestion): CrossChecks {
  const noted = {} as Record<string, unknown>;
  for (const [name, check] of Object.entries(real) as [keyof CrossChecks, (...args: unknown[]) => unknown][]) {
    if (typeof check !== "function") continue;
    noted[name] = (...args: unknown[]) => {
      const answer = check(...args);
      note(name, args, JSON.stringify(answer));
      return answer;
    };
  }
  return noted as unknown as CrossChecks;
}
