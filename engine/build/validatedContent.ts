/**
 * One validation per build. `npm run build` validates the content before it starts Vite, and Vite then
 * loads the content plugin afresh for each of its two builds (the config runs in a module runner, so no
 * module state is shared), where each would validate the same files again: ~2.5 s apiece at 4,000 pages.
 * The build hands its result over through a process-wide slot instead; the dev server, which has none,
 * validates as before.
 */
import type { ValidationResult } from "../content/validate";

const SLOT = Symbol.for("site-engine.validated-content");
/** `imageSizes`: the pictures' sizes the build read, for virtual:site/images (engine/build/bundler.ts hands them over). */
type Handover = { root: string; result: ValidationResult; imageSizes?: unknown };
const slots = globalThis as unknown as Record<symbol, Handover | undefined>;

/** Offers `result` to content plugins building `root`; call the returned function when the build is over. */
export function handOverValidation(root: string, result: ValidationResult): () => void {
  const handover = { root, result };
  slots[SLOT] = handover;
  return () => {
    if (slots[SLOT] === handover) slots[SLOT] = undefined;
  };
}

/** The validation a build of `root` handed over, if one is under way. */
export function handedOverValidation(root: string): ValidationResult | undefined {
  const handover = slots[SLOT];
  return handover?.root === root ? handover.result : undefined;
}

/** The pictures' sizes a build of `root` handed over with its content, if any. */
export function handedOverImageSizes(root: string): unknown {
  const handover = slots[SLOT];
  return handover?.root === root ? handover.imageSizes : undefined;
}
