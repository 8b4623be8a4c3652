import { describe, expect, it } from "vitest";
import { busyShare, parseCpuTimes } from "../../engine/bench/quietCpu";

// Two readings of /proc/stat one second apart on a two-core machine (user nice system idle iowait irq softirq steal ...).
const BEFORE = "cpu  1000 0 500 8000 100 0 50 0 0 0\ncpu0 500 0 250 4000 50 0 25 0 0 0\nintr 12345\n";
const QUIET = "cpu  1004 0 502 8192 102 0 50 0 0 0\ncpu0 502 0 251 4096 51 0 25 0 0 0\n";
const BUSY = "cpu  1150 0 530 8018 101 0 51 0 0 0\ncpu0 600 0 265 4009 50 0 25 0 0 0\n";

describe("the bench's quiet-processor check", () => {
  it("counts idle and iowait as idle time, the rest as busy, over all cores", () => {
    expect(parseCpuTimes(BEFORE)).toEqual({ busy: 1550, total: 9650 });
  });

  it("tells a quiet second from a busy one", () => {
    expect(busyShare(parseCpuTimes(BEFORE), parseCpuTimes(QUIET))).toBeCloseTo(6 / 200, 5);
    expect(busyShare(parseCpuTimes(BEFORE), parseCpuTimes(BUSY))).toBeCloseTo(181 / 200, 5);
  });

  it("refuses a reading with no total line rather than guessing", () => {
    expect(() => parseCpuTimes("cpu0 1 2 3 4\n")).toThrow(/no cpu line/);
  });
});
