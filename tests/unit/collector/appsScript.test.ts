// @vitest-environment node
/**
 * Runs the production receiver (engine/forms/apps-script/Code.gs) against fake Google services, with a fake
 * UrlFetchApp serving the fixture forms' definitions as the built site publishes them (dist/forms/<name>.json),
 * and checks it applies exactly the rules of contract.ts, writes each value under its column's heading, and
 * adds a column for a field the sheet does not have yet.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { checkFormSubmission, isSpam, MIN_FILL_MS, type ReceiverDefinition } from "../../../engine/forms/contract";
import { publishedDefinition } from "../../../engine/forms/siteForms";
import { DEFINITIONS, sentByAPerson, validContact, validFeedback, validNewPatient } from "./support";

const CODE_GS = readFileSync(new URL("../../../engine/forms/apps-script/Code.gs", import.meta.url), "utf8");
const SITE = "https://forms-test.example";

interface FakeOutput {
  text: string;
  mimeType?: string;
}

interface Options {
  lockAvailable?: boolean;
  /** What the website serves at /forms/<name>.json; the fixture forms by default. */
  definitions?: Map<string, ReceiverDefinition>;
  /** The website's answer to every request, instead of the definitions. */
  status?: number;
}

function loadAppsScript(options: Options = {}) {
  const sheets = new Map<string, unknown[][]>();
  const frozen = new Map<string, number>();
  const fetched: string[] = [];
  const cache = new Map<string, string>();
  let lockHeld = false;
  const rowsWrittenWithoutLock: unknown[][] = [];
  const definitions = options.definitions ?? DEFINITIONS;

  const sheetHandle = (name: string) => {
    const rows = () => sheets.get(name)!;
    return {
      appendRow(row: unknown[]) {
        if (!lockHeld) rowsWrittenWithoutLock.push(row);
        rows().push(row);
      },
      setFrozenRows: (count: number) => frozen.set(name, count),
      getLastColumn: () => Math.max(0, ...rows().map((row) => row.length)),
      getRange: (row: number, column: number, numRows = 1, numColumns = 1) => ({
        getValues: () => Array.from({ length: numRows }, (_, r) => Array.from({ length: numColumns }, (_, c) => rows()[row - 1 + r]?.[column - 1 + c] ?? "")),
        setValue(value: unknown) {
          while (rows().length < row) rows().push([]);
          rows()[row - 1]![column - 1] = value;
        },
      }),
    };
  };
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
    CacheService: {
      getScriptCache: () => ({ get: (key: string) => cache.get(key) ?? null, put: (key: string, value: string) => cache.set(key, value) }),
    },
    UrlFetchApp: {
      fetch(address: string) {
        fetched.push(address);
        const name = /\/forms\/([^/]+)\.json$/.exec(address)?.[1] ?? "";
        const definition = address.startsWith(`${SITE}/forms/`) ? definitions.get(name) : undefined;
        const status = options.status ?? (definition ? 200 : 404);
        return { getResponseCode: () => status, getContentText: () => (status === 200 && definition ? publishedDefinition(definition) : "Not found") };
      },
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
  // The practice writes its website's address in the script; so does the test.
  runInNewContext(CODE_GS.replace(/^var SITE_URL = '[^']*';$/m, `var SITE_URL = '${SITE}/';`), globals);

  const doPost = globals.doPost as (e: { parameter: Record<string, string> }) => FakeOutput;
  return {
    globals,
    sheets,
    frozen,
    fetched,
    rowsWrittenWithoutLock,
    /** Posts as a person's browser does (with the empty trap and the time the form was open), or exactly `parameter` when raw. */
    post(parameter: Record<string, string>, { raw = false } = {}) {
      const output = doPost({ parameter: raw ? parameter : sentByAPerson(parameter) });
      expect(output.mimeType).toBe("application/json");
      return JSON.parse(output.text) as { result: string; error?: string };
    },
  };
}

const columnsOf = (definition: ReceiverDefinition) => ["receivedAt", ...definition.fields.map((field) => field.name), "formType"];
const expected = (fields: Record<string, string>) => {
  const checked = checkFormSubmission((name) => DEFINITIONS.get(name), fields);
  return checked.ok ? { result: "success" } : { result: "error", error: checked.error };
};

describe("Code.gs (production receiver)", () => {
  it("finds the website's address where the guide says to write it", () => {
    expect(CODE_GS).toMatch(/^var SITE_URL = 'https:\/\/www\.example\.com';$/m);
  });

  it.each([
    ["contact", validContact],
    ["feedback", validFeedback],
    ["new-patient", validNewPatient],
  ] as const)("appends a %s row (time, then fields in the definition's order) under a heading row it creates", (name, fields) => {
    const script = loadAppsScript();
    expect(script.post(fields)).toEqual({ result: "success" });
    expect(script.post({ ...fields, message: "second" })).toEqual({ result: "success" });

    const rows = script.sheets.get(name) ?? [];
    const columns = columnsOf(DEFINITIONS.get(name)!);
    expect(rows[0]).toEqual(columns);
    expect(rows).toHaveLength(3);
    expect(Object.prototype.toString.call(rows[1]?.[0])).toBe("[object Date]");
    // A leading + would make the sheet treat a phone number as a formula; the script keeps it as text.
    const asText = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);
    expect(rows[1]?.slice(1)).toEqual(columns.slice(1).map((column) => asText((fields as Record<string, string>)[column] ?? "")));
    expect(script.frozen.get(name)).toBe(1);
    expect([...script.sheets.keys()]).toEqual([name]);
    expect(script.rowsWrittenWithoutLock.filter((row) => row[0] !== "receivedAt")).toEqual([]);
  });

  it("reads a form's definition from the website once, then from its cache", () => {
    const script = loadAppsScript();
    script.post(validContact);
    script.post(validContact);
    script.post(validFeedback);
    expect(script.fetched).toEqual([`${SITE}/forms/contact.json`, `${SITE}/forms/feedback.json`]);
  });

  it("writes a field the sheet has no column for yet in a new column at the right, and each value under its heading", () => {
    const before = DEFINITIONS.get("contact")!;
    const script = loadAppsScript({ definitions: new Map([["contact", before]]) });
    script.post(validContact);
    // The practice adds a field on the website, and someone moved the sheet's columns around meanwhile.
    const sheet = script.sheets.get("contact")!;
    for (const row of sheet) [row[1], row[2]] = [row[2], row[1]];
    const after: ReceiverDefinition = { ...before, fields: [...before.fields.slice(0, 3), { name: "bestTimeToCall", kind: "select", label: "Best Time to Call", required: true, choices: ["Morning", "Evening"] }, ...before.fields.slice(3)] };
    const updated = loadAppsScript({ definitions: new Map([["contact", after]]) });
    updated.sheets.set("contact", sheet);
    expect(updated.post({ ...validContact, bestTimeToCall: "Evening" })).toEqual({ result: "success" });
    const heading = sheet[0] as string[];
    expect(heading).toEqual(["receivedAt", "lastName", "firstName", ...columnsOf(before).slice(3), "bestTimeToCall"]);
    const row = sheet[2]!;
    expect(row[heading.indexOf("firstName")]).toBe(validContact.firstName);
    expect(row[heading.indexOf("bestTimeToCall")]).toBe("Evening");
    expect(sheet[1]!.length).toBe(heading.length - 1); // the older row simply has no value there
  });

  it("stores formula-like input as text", () => {
    const script = loadAppsScript();
    script.post({ ...validContact, message: '=IMPORTXML("https://evil.example")' });
    const heading = script.sheets.get("contact")![0] as string[];
    expect(script.sheets.get("contact")?.[1]?.[heading.indexOf("message")]).toBe(`'=IMPORTXML("https://evil.example")`);
  });

  it.each([
    ["a valid contact form", validContact],
    ["a valid feedback form", validFeedback],
    ["a valid third form", validNewPatient],
    ["contact without a first name", { ...validContact, firstName: "" }],
    ["contact with nothing but a type", { formType: "contact" }],
    ["contact with a bad e-mail", { ...validContact, email: "ada@example" }],
    ["contact with a service it does not offer", { ...validContact, service: "brain-surgery" }],
    ["feedback without a subject", { ...validFeedback, subject: "  " }],
    ["feedback with consent 'No'", { ...validFeedback, privacyConsent: "No" }],
    ["feedback without consent", { ...validFeedback, privacyConsent: "" }],
    ["feedback with consent 'yes'", { ...validFeedback, privacyConsent: "yes" }],
    ["a third form with a rating of 6", { ...validNewPatient, confidence: "6" }],
    ["a third form with a date too short", { ...validNewPatient, dateOfBirth: "1/1/1" }],
    ["a third form with notes too long", { ...validNewPatient, notes: "x".repeat(501) }],
    ["a third form with notes at the limit, sent with CR LF", { ...validNewPatient, notes: "x\r\n".repeat(250).trim() + "x" }],
    ["a third form with an unknown extra field", { ...validNewPatient, shoeSize: "9" }],
    ["an unknown form type", { ...validContact, formType: "newsletter" }],
    ["a form type from Object.prototype", { ...validContact, formType: "toString" }],
    ["a form type that is a path", { ...validContact, formType: "../contact" }],
    ["no form type", { name: "x" }],
  ])("answers %s exactly as contract.ts would", (_label, fields: Record<string, string>) => {
    const script = loadAppsScript();
    expect(script.post(fields)).toEqual(expected(fields));
  });

  it.each([
    ["the hidden field filled", { ...sentByAPerson(validContact), website: "x" }],
    ["sent too fast", { ...sentByAPerson(validContact), elapsedMs: String(MIN_FILL_MS - 1) }],
    ["no time at all", { ...validContact }],
    ["just long enough", { ...sentByAPerson(validContact), elapsedMs: String(MIN_FILL_MS) }],
    ["an invalid form that is also automated", { formType: "contact", website: "x" }],
    ["an unknown form that is also automated", { formType: "newsletter", website: "x" }],
  ])("drops spam exactly as contract.ts would, before reading any definition: %s", (_label, fields: Record<string, string>) => {
    const script = loadAppsScript();
    const spam = isSpam(fields);
    expect(script.post(fields, { raw: true })).toEqual(spam ? { result: "success" } : expected(fields));
    expect([...script.sheets.values()].flat().length > 0, "a row was written").toBe(!spam && expected(fields).result === "success");
    if (spam) expect(script.fetched).toEqual([]);
  });

  it("answers an error, and writes nothing, when the website cannot be read", () => {
    const script = loadAppsScript({ status: 500 });
    expect(script.post(validContact)).toEqual({ result: "error", error: expect.stringMatching(/could not read this form from the website/) as unknown });
    expect(script.sheets.size).toBe(0);
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
