/**
 * The gate made ready when the Publish screen opens (publish/gateCheck.ts GateInReserve): however often the screen
 * is opened (or the request repeated by someone hoping to load the server), one process at most waits; the Publish
 * that follows is run by it; one that died while it waited is never handed over; one not taken is stopped after
 * its time, and a stopped one is gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishableFixture } from "../../../engine/bench/publishRig";
import { GateInReserve } from "../../../engine/editor/server/publish/gateCheck";
import { tempSite, type TempSite } from "../../support/tempSite";

let site: TempSite | undefined;
let reserve: GateInReserve | undefined;
afterEach(() => {
  reserve?.stop();
  site?.remove();
  vi.useRealTimers();
});

/** This process's children that are gates waiting for or doing their work. */
function gateProcesses(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--wait");
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe("the gate made ready for a Publish", () => {
  it("is one process however often the screen opens, and runs the Publish's gate", async () => {
    reserve = new GateInReserve();
    for (let opened = 0; opened < 20; opened++) reserve.prepare();
    expect(gateProcesses()).toHaveLength(1);

    site = tempSite();
    publishableFixture(site.root);
    const gate = reserve.take();
    expect(gate).not.toBeNull();
    expect(reserve.take()).toBeNull();
    const stages: string[] = [];
    const outcome = await gate!.run(site.root, false, (stage) => stages.push(stage));
    expect(outcome).toMatchObject({ ok: true, problems: [] });
    expect(stages).toEqual(["validate", "lint"]);
    expect(await until(() => gateProcesses().length === 0)).toBe(true);
  }, 120_000);

  it("never hands over one that stopped while it waited, and makes a new one ready", async () => {
    reserve = new GateInReserve();
    reserve.prepare();
    const [pid] = gateProcesses();
    process.kill(pid!, "SIGKILL");
    expect(await until(() => gateProcesses().length === 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100)); // its exit seen by this process
    expect(reserve.take()).toBeNull();
    reserve.prepare();
    reserve.prepare();
    expect(gateProcesses()).toHaveLength(1);
    expect(gateProcesses()[0]).not.toBe(pid);
  }, 60_000);

  it("stops one no Publish took, after its time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    reserve = new GateInReserve();
    reserve.prepare();
    expect(gateProcesses()).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    reserve.prepare(); // opened again: its time starts again
    vi.advanceTimersByTime(170_000);
    expect(gateProcesses()).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    expect(await until(() => gateProcesses().length === 0)).toBe(true);
    expect(reserve.take()).toBeNull();
  }, 60_000);
});
