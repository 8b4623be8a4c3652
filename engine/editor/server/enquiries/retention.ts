/**
 * How long each form's enquiries are kept, and the timer that deletes older ones: at the editor's start and every
 * hour after, as the publication scheduler keeps its own timer. Each deletion is written in the record as a count,
 * never what was deleted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EventRecord } from "../record";
import type { EnquiryStore } from "./store";

/** Kept this long when site.config.json's forms say nothing (the practice confirms it in its privacy notice). */
export const DEFAULT_RETENTION_MONTHS = 12;
const LOOK_EVERY_MS = 60 * 60_000;

/**
 * A form's retention in months, from site.config.json's `forms` (engine/schema/formPrivacy.ts): the form's own entry
 * in `forms.privacy`, else `forms.retentionMonths`, else 12: the same months the form's privacy notice states.
 */
export function retentionMonthsOf(forms: unknown, form: string): number {
  const months = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined);
  if (typeof forms !== "object" || forms === null) return DEFAULT_RETENTION_MONTHS;
  const { privacy, retentionMonths } = forms as { privacy?: unknown; retentionMonths?: unknown };
  const entry = Array.isArray(privacy) ? (privacy as { name?: unknown; retentionMonths?: unknown }[]).find((candidate) => candidate?.name === form) : undefined;
  return months(entry?.retentionMonths) ?? months(retentionMonths) ?? DEFAULT_RETENTION_MONTHS;
}

/** The moment `months` calendar months before `nowMs` (UTC): an enquiry received before it is due for deletion. */
export function monthsBefore(nowMs: number, months: number): number {
  const date = new Date(nowMs);
  const whole = Math.floor(months);
  date.setUTCMonth(date.getUTCMonth() - whole);
  return date.getTime() - Math.round((months - whole) * 30 * 24 * 60 * 60_000);
}

function siteForms(root: string): unknown {
  try {
    return (JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as { forms?: unknown }).forms;
  } catch {
    return undefined;
  }
}

export class RetentionSchedule {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly root: string,
    private readonly store: EnquiryStore,
    private readonly record: EventRecord,
    private readonly now: () => number = Date.now,
  ) {}

  /** Deletes what is past its form's retention now; how many went, by form (each recorded as a count). */
  runNow(): Record<string, number> {
    const forms = siteForms(this.root);
    const deleted: Record<string, number> = {};
    for (const form of this.store.forms()) {
      const months = retentionMonthsOf(forms, form);
      const count = this.store.deleteOlder(form, monthsBefore(this.now(), months));
      if (count === 0) continue;
      deleted[form] = count;
      this.record.add("The editor", "deleted old enquiries", `${count} ${form} ${count === 1 ? "enquiry" : "enquiries"} older than ${months} ${months === 1 ? "month" : "months"}, as the site's retention says`);
    }
    return deleted;
  }

  /** At the start, then every hour; the timer never keeps the process alive on its own. */
  start(): void {
    this.runSafely();
    this.timer = setInterval(() => this.runSafely(), LOOK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private runSafely(): void {
    try {
      this.runNow();
    } catch (error) {
      console.error(`Old enquiries could not be deleted this time: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
