/**
 * Waiting for a quiet processor before a timed run. Lighthouse's blocking time is the main thread's
 * work scaled four times; on a two-core machine, one other busy process (a test run, a build, the
 * previous Chromium still shutting down) can double it. A run started on a busy machine measures the
 * machine, not the site, so the bench waits for the processor to settle first, and says when it could not.
 */
import { readFileSync } from "node:fs";

export interface CpuTimes { busy: number; total: number }

/** Reads the "cpu" line of /proc/stat (all cores): idle and iowait count as idle, the rest as busy. */
export function parseCpuTimes(procStat: string): CpuTimes {
  const line = procStat.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) throw new Error("no cpu line in /proc/stat");
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share of processor time (0–1) spent busy between two readings. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once a one-second sample shows the processor at most `maxBusy` busy, or after `timeoutMs`.
 * Returns the last sample's busy share and whether it was quiet, so the caller can report noisy runs.
 * Where /proc/stat does not exist (not Linux), it does not wait.
 */
export async function waitForQuietCpu(maxBusy = 0.15, timeoutMs = 60_000): Promise<{ quiet: boolean; busy: number }> {
  const read = () => parseCpuTimes(readFileSync("/proc/stat", "utf8"));
  let before: CpuTimes;
  try {
    before = read();
  } catch {
    return { quiet: true, busy: 0 };
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sleep(1000);
    const after = read();
    const busy = busyShare(before, after);
    if (busy <= maxBusy) return { quiet: true, busy };
    if (Date.now() >= deadline) return { quiet: false, busy };
    before = after;
  }
}
