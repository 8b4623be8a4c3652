/**
 * What a flood of sign-ins meets, without a server: password checks run a bounded few at a time (the rest wait
 * in a short queue or are refused with a time to come back), a person at a known address goes first; addresses
 * are grouped as the throttle counts them and X-Real-IP is believed only from the proxies named; failed sign-ins
 * are counted on one record line per hour, so real events stay on the owners' first page.
 */
import { mkdtempSync } from "node:fs";
import { getPriority } from "node:os";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { addressGroup, inRanges, parseAddressRanges, plainAddress } from "../../../engine/editor/server/accounts/addresses";
import { FrontDoor } from "../../../engine/editor/server/accounts/frontDoor";
import { NicedScrypt } from "../../../engine/editor/server/accounts/nicedScrypt";
import { GateFull, PasswordGate } from "../../../engine/editor/server/accounts/passwordGate";
import { hashPassword, verifyPassword } from "../../../engine/editor/server/accounts/passwords";
import { EventRecord } from "../../../engine/editor/server/record";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";

let db: EditorDatabase;
beforeEach(() => {
  db = openEditorDatabase(mkdtempSync(join(tmpdir(), "editor-flood-")));
});

/** A check that ends when told to, counting how many run at the same moment. */
function checks() {
  let running = 0;
  let most = 0;
  const pending: (() => void)[] = [];
  const order: string[] = [];
  return {
    check: (name: string) => () => new Promise<boolean>((resolve) => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      pending.push(() => { running--; resolve(false); });
    }),
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get most() { return most; },
    order,
  };
}

describe("the password gate", () => {
  it("runs one check at a time, queues a few, and refuses the rest at once with a time to come back", async () => {
    const gate = new PasswordGate({ concurrency: 1, queue: 3, knownQueue: 5 });
    const work = checks();
    const outcomes = Array.from({ length: 100 }, (_, index) => gate.run(work.check(`stranger ${index}`)).then(() => "checked", (error: unknown) => error));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refused = (await Promise.all(outcomes.slice(4))) as GateFull[];
    expect(refused.every((error) => error instanceof GateFull)).toBe(true);
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.message).toMatch(/^Many sign-ins are being checked at this moment\. Try again in \d+ seconds?\.$/);
    for (let i = 0; i < 4; i++) await work.finishOne();
    expect(await Promise.all(outcomes.slice(0, 4))).toEqual(["checked", "checked", "checked", "checked"]);
    expect(work.most).toBe(1);
  });

  it("lets a person at an address she has used before go ahead of strangers, even when their queue is full", async () => {
    const gate = new PasswordGate({ concurrency: 1, queue: 2, knownQueue: 2 });
    const work = checks();
    const strangers = Array.from({ length: 3 }, (_, index) => gate.run(work.check(`stranger ${index}`)));
    expect(gate.hasRoom(false)).toBe(false);
    expect(gate.hasRoom(true)).toBe(true);
    const owner = gate.run(work.check("owner"), true);
    await work.finishOne();
    expect(work.order).toEqual(["stranger 0", "owner"]);
    for (let i = 0; i < 3; i++) await work.finishOne();
    await Promise.all([owner, ...strangers]);
  });
});

describe("password checks in a helper of low priority", () => {
  it("give the same answers as in the editor's own process, from a process at nice 10", async () => {
    const niced = new NicedScrypt();
    try {
      const cost = { log2N: 14, r: 8, p: 1 };
      const stored = await hashPassword("lantern orchard pebble", cost, niced.derive);
      expect(await verifyPassword("lantern orchard pebble", stored)).toBe(true);
      expect(await verifyPassword("lantern orchard pebble", await hashPassword("lantern orchard pebble", cost), niced.derive)).toBe(true);
      expect(await verifyPassword("lantern orchard pebbles", stored, niced.derive)).toBe(false);
      const helper = (niced as unknown as { helper: { pid: number } }).helper;
      expect(getPriority(helper.pid)).toBe(10);
    } finally {
      niced.stop();
    }
  });
});

describe("addresses", () => {
  it("are grouped as the throttle counts them: IPv4 alone, IPv6 by /64, IPv4-mapped as IPv4", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(addressGroup("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:DB8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(plainAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("match the operator's proxies and ranges, and a mistake in the list is said in words", () => {
    const ranges = parseAddressRanges("127.0.0.0/8, ::1, 10.1.2.3, 2001:db8:9::/48");
    for (const inside of ["127.0.0.1", "127.9.9.9", "::ffff:127.0.0.1", "::1", "10.1.2.3", "2001:db8:9:ffff::1"]) expect({ inside, in: inRanges(inside, ranges) }).toEqual({ inside, in: true });
    for (const outside of ["10.1.2.4", "128.0.0.1", "::2", "2001:db8:a::1", "not an address"]) expect({ outside, in: inRanges(outside, ranges) }).toEqual({ outside, in: false });
    expect(() => parseAddressRanges("127.0.0.1, proxy.example")).toThrow(/"proxy\.example" in the trusted proxies is not an address/);
    expect(() => parseAddressRanges("10.0.0.0/33")).toThrow(/not an address or a range/);
    expect(() => parseAddressRanges(" , ")).toThrow(/empty/);
  });
});

describe("X-Real-IP", () => {
  const request = (peer: string, realIp?: string) => ({ socket: { remoteAddress: peer }, headers: realIp ? { "x-real-ip": realIp } : {} }) as unknown as IncomingMessage;
  const door = (trustedProxies?: string) => {
    const warnings: string[] = [];
    const frontDoor = new FrontDoor(db, "/nowhere", { origin: "https://editor.example.org", trustedProxies, warn: (message) => warnings.push(message) });
    return { frontDoor, warnings };
  };

  it("is believed from this machine's own proxy by default, and from nobody else", () => {
    const { frontDoor } = door();
    expect(frontDoor.addressOf(request("127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(frontDoor.addressOf(request("::ffff:127.0.0.1", "2001:db8::7"))).toBe("2001:db8::7");
    // A visitor reaching the editor directly cannot choose their own throttle key.
    expect(frontDoor.addressOf(request("198.51.100.4", "203.0.113.7"))).toBe("198.51.100.4");
  });

  it("is believed only from the proxies the operator names", () => {
    const { frontDoor } = door("10.0.0.5");
    expect(frontDoor.addressOf(request("10.0.0.5", "203.0.113.7"))).toBe("203.0.113.7");
    expect(frontDoor.addressOf(request("127.0.0.1", "203.0.113.7"))).toBe("127.0.0.1");
  });

  it("missing from a trusted proxy is said once in the log (every visitor would share one allowance)", () => {
    const { frontDoor, warnings } = door();
    for (let i = 0; i < 3; i++) expect(frontDoor.addressOf(request("127.0.0.1"))).toBe("127.0.0.1");
    frontDoor.addressOf(request("127.0.0.1", "not an address"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/without an X-Real-IP header/);
    expect(warnings[0]).toMatch(/--trusted-proxies/);
  });

  it("with a mistaken list of proxies, the editor does not start", () => {
    expect(() => door("127.0.0.1,localhost")).toThrow(/"localhost" in the trusted proxies/);
  });
});

describe("the record of failed sign-ins", () => {
  it("is one counted line per hour for unknown emails, so real events stay on the first page", () => {
    let now = Date.UTC(2026, 0, 5, 9, 0, 0);
    const record = new EventRecord(db, () => now);
    record.add({ id: "1", name: "Olive Owner", email: "olive@example.org", role: "owner" }, "published", "the opening hours");
    for (let i = 0; i < 1000; i++) {
      record.count("(email addresses not on the list)", "sign-in failed", ["try", "tries"], `198.18.${i >> 8}.${i & 255}`);
      now += 1000;
    }
    const page = record.list(20);
    expect(page).toHaveLength(2);
    expect(page[0]).toMatchObject({ who: "(email addresses not on the list)", action: "sign-in failed" });
    expect(page[0]!.detail).toMatch(/^1000 tries from 50 or more addresses, 09:00 to 09:16 UTC: 1 from 198\.18\.0\.0, 1 from 198\.18\.0\.1, 1 from 198\.18\.0\.2, and 997 from 47 or more other addresses$/);
    expect(page[1]).toMatchObject({ who: "Olive Owner", action: "published" });
    // The next hour starts a new line.
    now += 60 * 60 * 1000;
    record.count("(email addresses not on the list)", "sign-in failed", ["try", "tries"], "198.51.100.1");
    expect(record.list(20)).toHaveLength(3);
    expect(record.list(1)[0]!.detail).toMatch(/^1 try from 198\.51\.100\.1, at 10:16 UTC$/);
  });

  it("names the addresses they came from, the most first, with how many from each (an IPv6 network as its /64)", () => {
    let now = Date.UTC(2026, 0, 5, 9, 2, 0);
    const record = new EventRecord(db, () => now);
    const olive = { id: "1", name: "Olive Owner", email: "olive@example.org", role: "owner" as const };
    const tries = [...Array(15).fill("203.0.113.9"), ...Array.from({ length: 5 }, (_, i) => `2001:db8:1:2::${i + 1}`), "::ffff:198.51.100.4"];
    for (const address of tries) {
      record.count(olive, "sign-in failed", ["wrong password", "wrong passwords"], address);
      now += 60_000;
    }
    expect(record.list(1)[0]!.detail).toBe("21 wrong passwords from 3 addresses, 09:02 to 09:22 UTC: 15 from 203.0.113.9, 5 from 2001:db8:1:2::/64, 1 from 198.51.100.4");
    for (let i = 0; i < 4; i++) record.count(olive, "sign-in failed", ["wrong password", "wrong passwords"], `192.0.2.${i + 1}`);
    expect(record.list(1)[0]!.detail).toBe("25 wrong passwords from 7 addresses, 09:02 to 09:23 UTC: 15 from 203.0.113.9, 5 from 2001:db8:1:2::/64, 1 from 198.51.100.4, and 4 from 4 other addresses");
  });
});
