/**
 * The Content-Security-Policy's allowance for the speculation rules the page's script adds
 * (engine/app/speculationRules.ts): an added <script> is held to script-src as an inline one.
 */
import { createHash } from "node:crypto";
import { SPECULATION_RULES } from "./speculationRules";

/** The CSP source that allows exactly these rules. */
export const SPECULATION_RULES_CSP_SOURCE = `'sha256-${createHash("sha256").update(SPECULATION_RULES).digest("base64")}'`;
