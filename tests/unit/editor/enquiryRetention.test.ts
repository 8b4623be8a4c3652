/**
 * Retention on a test clock: each form's enquiries are deleted on the day their form's retentionMonths (from
 * site.config.json's forms, 12 when it says nothing) runs out, not a day before; the record says how many, never
 * what. And the store's bytes: what an enquiry says is never in the database file, and erased ones leave nothing.
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EventRecord } from "../../../engine/editor/server/record";
import { RetentionSchedule, retentionMonthsOf } from "../../../engine/editor/server/enquiries/retention";
import { EnquiryStore } from "../../../engine/editor/server/enquiries/store";
import { enquiryKeyFrom } from "../../../engine/editor/server/enquiries/key";

function rig(forms: unknown) {
  const root = mkdtempSync(join(tmpdir(), "retention-"));
  writeFileSync(join(root, "site.config.json"), JSON.stringify({ forms }));
  const file = join(root, "editor.sqlite3");
  const db = new Database(file);
  let now = Date.parse("2026-01-15T10:00:00Z");
  const store = new EnquiryStore(db, randomBytes(32));
  const record = new EventRecord(db, () => now);
  const schedule = new RetentionSchedule(root, store, record, () => now);
  return { db, file, store, record, schedule, at: (iso: string) => (now = Date.parse(iso)) };
}

describe("retention", () => {
  it("deletes each form's enquiries on the day its retention runs out, and records how many", () => {
    const { store, record, schedule, at } = rig({ addresses: [], privacy: [{ name: "callback", retentionMonths: 3 }] });
    store.add("callback", { message: "Please call me about my crown" }, Date.parse("2026-01-15T09:00:00Z"));
    store.add("callback", { message: "A later one" }, Date.parse("2026-02-01T09:00:00Z"));
    store.add("contact", { message: "Kept for the default 12 months" }, Date.parse("2026-01-15T09:00:00Z"));

    at("2026-04-14T12:00:00Z");
    expect(schedule.runNow()).toEqual({});
    at("2026-04-15T09:30:00Z");
    expect(schedule.runNow()).toEqual({ callback: 1 });
    expect(store.count().all).toBe(2);
    at("2027-01-14T23:00:00Z");
    expect(schedule.runNow()).toEqual({ callback: 1 });
    at("2027-01-15T09:00:01Z");
    expect(schedule.runNow()).toEqual({ contact: 1 });
    const lines = record.list().filter((entry) => entry.action === "deleted old enquiries").map((entry) => entry.detail);
    expect(lines).toEqual([
      "1 contact enquiry older than 12 months, as the site's retention says",
      "1 callback enquiry older than 3 months, as the site's retention says",
      "1 callback enquiry older than 3 months, as the site's retention says",
    ]);
    expect(JSON.stringify(record.list())).not.toContain("crown");
  });

  it("reads a form's retentionMonths, else the site-wide one, else 12", () => {
    expect(retentionMonthsOf({ addresses: [] }, "contact")).toBe(12);
    expect(retentionMonthsOf({ retentionMonths: 6 }, "contact")).toBe(6);
    expect(retentionMonthsOf({ retentionMonths: 6, privacy: [{ name: "contact", retentionMonths: 24 }] }, "contact")).toBe(24);
    expect(retentionMonthsOf({ retentionMonths: 6, privacy: [{ name: "feedback", retentionMonths: 1 }] }, "contact")).toBe(6);
  });
});

describe("the stored bytes", () => {
  it("never hold what an enquiry says, and hold nothing of an erased one", () => {
    const { db, file, store } = rig({});
    const ids = [store.add("contact", { email: "ann@example.net", message: "crown came off" }, Date.now()), store.add("contact", { email: "bob@example.net", message: "another" }, Date.now())];
    db.pragma("wal_checkpoint(TRUNCATE)");
    expect(readFileSync(file).toString("latin1")).not.toContain("crown came off");
    const sealedBefore = (db.prepare("SELECT sealed FROM enquiries WHERE id = ?").get(ids[0]) as { sealed: Buffer }).sealed;
    expect(store.erase(store.ofPerson("ANN@example.net ").map((enquiry) => enquiry.id))).toBe(1);
    db.pragma("wal_checkpoint(TRUNCATE)");
    expect(readFileSync(file).includes(sealedBefore)).toBe(false);
    expect(store.ofPerson("bob@example.net")).toHaveLength(1);
  });

  it("takes a key only as 32 bytes, and refuses another key than the first", () => {
    expect(enquiryKeyFrom({})).toBeNull();
    expect(() => enquiryKeyFrom({ ENQUIRY_KEY: "short" })).toThrow(/is not a key/);
    expect(enquiryKeyFrom({ ENQUIRY_KEY: "ab".repeat(32) })).toHaveLength(32);
    const db = new Database(":memory:");
    new EnquiryStore(db, randomBytes(32)).proveKey();
    expect(() => new EnquiryStore(db, randomBytes(32)).proveKey()).toThrow(/not the one the enquiries in this data folder were sealed with/);
  });
});
