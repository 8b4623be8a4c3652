/**
 * The front door's arithmetic on a fake clock, without a server: sign-in throttling (1,000 wrong passwords take
 * over an hour from one address, from 1,000, or from one IPv6 network; the owner is never slowed at an address
 * she signed in from before), session lifetimes, one-time links, password hashing and the password rules.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword, OWASP_SCRYPT, passwordProblem, verifyPassword } from "../../../engine/editor/server/accounts/passwords";
import { ABSOLUTE_LIMIT_MS, IDLE_LIMIT_MS, Sessions } from "../../../engine/editor/server/accounts/sessions";
import { SignInHistory } from "../../../engine/editor/server/accounts/signInHistory";
import { SignInThrottle } from "../../../engine/editor/server/accounts/throttle";
import { LINK_LIFETIME_MS, Users } from "../../../engine/editor/server/accounts/users";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";

let db: EditorDatabase;
let now: number;
const clock = () => now;

beforeEach(() => {
  db = openEditorDatabase(mkdtempSync(join(tmpdir(), "editor-accounts-")));
  now = Date.UTC(2026, 0, 5, 9, 0, 0);
});

/** Tries as fast as the throttle allows (waiting exactly as long as it says each time); the time it took. */
function guessUntil(throttle: SignInThrottle, tries: number, account: string, address: string | ((index: number) => string), known = false): number {
  const start = now;
  for (let done = 0; done < tries; ) {
    const wait = throttle.take(account, typeof address === "string" ? address : address(done), known);
    if (wait > 0) now += wait * 1000;
    else done++;
  }
  return now - start;
}

const HOUR = 60 * 60 * 1000;
/** 1,000 different IPv4 addresses, and 1,000 addresses of one IPv6 /64. */
const manyIPv4 = (index: number) => `198.18.${index >> 8}.${index & 255}`;
const oneIPv6Network = (index: number) => `2001:db8:77:1:${index.toString(16)}::${(index * 7).toString(16)}`;

describe("sign-in throttling", () => {
  it("makes 1,000 wrong passwords for one account take at least an hour from one address", () => {
    expect(guessUntil(new SignInThrottle(db, clock), 1000, "owner@example.org", "203.0.113.9")).toBeGreaterThanOrEqual(HOUR);
  });

  it("…and from 1,000 addresses, and from 1,000 addresses of one IPv6 network", () => {
    expect(guessUntil(new SignInThrottle(db, clock), 1000, "owner@example.org", manyIPv4)).toBeGreaterThanOrEqual(HOUR);
    expect(guessUntil(new SignInThrottle(db, clock), 1000, "editor@example.org", oneIPv6Network)).toBeGreaterThanOrEqual(HOUR);
  });

  it("…even from the person's own known address (only the account-wide slow-down is skipped there)", () => {
    expect(guessUntil(new SignInThrottle(db, clock), 1000, "owner@example.org", "192.0.2.80", true)).toBeGreaterThanOrEqual(HOUR);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one", () => {
    const throttle = new SignInThrottle(db, clock);
    const waits = Array.from({ length: 6 }, (_, index) => throttle.take("owner@example.org", oneIPv6Network(index), true));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits[5]).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) throttle.take("sam@example.org", "203.0.113.40", true);
    expect(throttle.take("sam@example.org", "::ffff:203.0.113.40", true)).toBeGreaterThan(0);
  });

  it("slows guessing from many addresses more the longer it goes on", () => {
    const throttle = new SignInThrottle(db, clock);
    guessUntil(throttle, 20, "owner@example.org", manyIPv4);
    const early = throttle.take("owner@example.org", "198.51.100.1");
    guessUntil(throttle, 500, "owner@example.org", (index) => manyIPv4(index + 20));
    const late = throttle.take("owner@example.org", "198.51.100.2");
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(early);
    expect(throttle.accountSlowed("owner@example.org")).toBe(true);
  });

  it("never slows the owner at an address she signed in from before, however many strangers keep guessing", () => {
    const throttle = new SignInThrottle(db, clock);
    guessUntil(throttle, 1000, "owner@example.org", manyIPv4);
    expect(throttle.take("owner@example.org", "198.51.100.200")).toBeGreaterThan(0);
    expect(throttle.take("owner@example.org", "192.0.2.80", true)).toBe(0);
  });

  it("lets a few tries through at once, then asks to wait a few seconds", () => {
    const throttle = new SignInThrottle(db, clock);
    const waits = Array.from({ length: 7 }, () => throttle.take("owner@example.org", "203.0.113.9"));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(waits[5]).toBeLessThanOrEqual(5);
    now += waits[5]! * 1000;
    expect(throttle.take("owner@example.org", "203.0.113.9")).toBe(0);
  });

  it("slows one address trying many accounts", () => {
    const throttle = new SignInThrottle(db, clock);
    const start = now;
    for (let i = 0; i < 1000; ) {
      const wait = throttle.take(`person${i}@example.org`, "203.0.113.10");
      if (wait > 0) now += wait * 1000;
      else i++;
    }
    expect(now - start).toBeGreaterThanOrEqual(45 * 60 * 1000);
  });

  it("gives the account its tries back after the right password", () => {
    const throttle = new SignInThrottle(db, clock);
    for (let i = 0; i < 5; i++) throttle.take("editor@example.org", "192.0.2.1");
    expect(throttle.take("editor@example.org", "192.0.2.1")).toBeGreaterThan(0);
    throttle.succeeded("editor@example.org", "192.0.2.1");
    expect(throttle.take("editor@example.org", "192.0.2.1")).toBe(0);
  });

  it("remembers across a restart (the buckets are in the database)", () => {
    for (let i = 0; i < 5; i++) new SignInThrottle(db, clock).take("owner@example.org", "203.0.113.9");
    expect(new SignInThrottle(db, clock).take("owner@example.org", "203.0.113.9")).toBeGreaterThan(0);
  });
});

describe("known addresses", () => {
  it("are the groups a person signed in from, and are forgotten when access is taken back", () => {
    const history = new SignInHistory(db, clock);
    const sam = new Users(db, clock).add("Sam", "sam@example.org", "editor");
    expect(history.isKnown(sam.id, "2001:db8:5:6::1")).toBe(false);
    history.signedInFrom(sam.id, "2001:db8:5:6::1");
    expect(history.isKnown(sam.id, "2001:db8:5:6:aaaa::9")).toBe(true);
    expect(history.isKnown(sam.id, "2001:db8:5:7::1")).toBe(false);
    history.forgetAddresses(sam.id);
    expect(history.isKnown(sam.id, "2001:db8:5:6::1")).toBe(false);
  });
});

describe("sessions", () => {
  function person() {
    const users = new Users(db, clock);
    return users.add("Sam", "sam@example.org", "editor");
  }

  it("end after 8 hours without a request, and not before", () => {
    const sessions = new Sessions(db, clock);
    const token = sessions.start(person().id);
    now += IDLE_LIMIT_MS - 60_000;
    expect(sessions.userOf(token)).not.toBeNull();
    now += IDLE_LIMIT_MS - 60_000;
    expect(sessions.userOf(token)).not.toBeNull();
    now += IDLE_LIMIT_MS + 1;
    expect(sessions.userOf(token)).toBeNull();
  });

  it("end after 30 days however busy", () => {
    const sessions = new Sessions(db, clock);
    const started = now;
    const token = sessions.start(person().id);
    while (now < started + ABSOLUTE_LIMIT_MS - IDLE_LIMIT_MS) {
      now += IDLE_LIMIT_MS / 2;
      expect(sessions.userOf(token)).not.toBeNull();
    }
    now = started + ABSOLUTE_LIMIT_MS - 1;
    expect(sessions.userOf(token)).not.toBeNull();
    now = started + ABSOLUTE_LIMIT_MS + 1;
    expect(sessions.userOf(token)).toBeNull();
  });

  it("are kept only as hashes", () => {
    const sessions = new Sessions(db, clock);
    const token = sessions.start(person().id);
    const stored = db.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(sessions.userOf(stored[0]!.token_hash)).toBeNull();
  });
});

describe("set-up links", () => {
  it("work once, for a day", () => {
    const users = new Users(db, clock);
    const sam = users.add("Sam", "sam@example.org", "editor");
    const expired = users.newLink(sam.id, "Olive");
    now += LINK_LIFETIME_MS + 1;
    expect(users.linkFor(expired)).toBeNull();
    const fresh = users.newLink(sam.id, "Olive");
    now += LINK_LIFETIME_MS - 60_000;
    expect(users.useLink(fresh, "hash")?.joined).toBe(true);
    expect(users.useLink(fresh, "other")).toBeNull();
  });

  it("stop working when a newer one is made", () => {
    const users = new Users(db, clock);
    const sam = users.add("Sam", "sam@example.org", "editor");
    const first = users.newLink(sam.id, null);
    users.newLink(sam.id, null);
    expect(users.linkFor(first)).toBeNull();
  });
});

describe("passwords", () => {
  it("are hashed with scrypt at OWASP's parameters and checked", async () => {
    const stored = await hashPassword("lantern orchard pebble");
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", String(OWASP_SCRYPT.log2N), "8", "1"]);
    expect(OWASP_SCRYPT.log2N).toBe(17);
    expect(await verifyPassword("lantern orchard pebble", stored)).toBe(true);
    expect(await verifyPassword("lantern orchard pebbles", stored)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
  });

  it("refuse the commonest, the short and the personal, in plain words", () => {
    expect(passwordProblem("qwertyuiop")).toMatch(/most common/);
    expect(passwordProblem("Password2024!")).toMatch(/most common/);
    expect(passwordProblem("short")).toMatch(/at least 10 characters/);
    expect(passwordProblem("aaaaaaaaaaaa")).toMatch(/repeats/);
    expect(passwordProblem("samantha-the-great", { name: "Samantha", email: "samantha@example.org" })).toMatch(/your name/);
    expect(passwordProblem("lantern orchard pebble", { name: "Samantha", email: "samantha@example.org", siteName: "Coventry Road Dental Care" })).toBeNull();
  });
});
