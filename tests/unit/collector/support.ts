/** Shared set-up for the collector tests: a fresh collector and data folder per test, taking the fixture forms (tests/fixtures/forms/). */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { startCollector, type CollectorOptions } from "../../../engine/forms/collector/server";
import { fixtureDefinitions } from "../../support/forms";
import { fixtureSite } from "../../support/renderWithSite";

/** The forms the test collectors accept: contact, feedback and new-patient, as the component tests' site defines them. */
export const DEFINITIONS = fixtureDefinitions();
const fieldsOf = (form: string) => DEFINITIONS.get(form)!.fields.map((field) => field.name);

export const ALLOWED_ORIGIN = "http://localhost:4173";

export interface TestCollector {
  url: string;
  submitUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestCollector(options: Partial<CollectorOptions> = {}): Promise<TestCollector> {
  const dataDir = await mkdtemp(join(tmpdir(), "collector-test-"));
  const collector = await startCollector({ port: 0, dataDir, allowedOrigins: [ALLOWED_ORIGIN], forms: DEFINITIONS, ...options });
  return {
    url: collector.url,
    submitUrl: `${collector.url}/submit`,
    dataDir,
    async stop() {
      await collector.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a person's browser sends besides the fields: the hidden trap left empty, and the time the form was open. */
export const BY_A_PERSON = { website: "", elapsedMs: "8000" };

export const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.co.uk",
  phone: "+44 24 7600 0000",
  service: fixtureSite().services.find((service) => service.inContactForm)!.key,
  message: "Could someone call me back about implants? Afternoons are best.",
  formType: "contact",
};

export const validNewPatient = {
  fullName: "Mary Somerville",
  dateOfBirth: "26/12/1780",
  email: "mary@example.org",
  phone: "01632 960000",
  bestTimeToCall: "Morning",
  confidence: "4",
  notes: "I would like an early appointment.",
  privacyConsent: "Yes",
  formType: "new-patient",
};

export const validFeedback = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Lovely visit",
  message: "The hygienist was very gentle.",
  privacyConsent: "Yes",
  formType: "feedback",
};

/** The fields as a person's browser sends them: with the empty trap and the time the form was open, unless given. */
export function sentByAPerson(fields: Record<string, string>): Record<string, string> {
  return { ...BY_A_PERSON, ...fields };
}

/** Multipart form data of `fields`, as the site's forms send it (see sentByAPerson; `raw` sends exactly `fields`). */
export function formData(fields: Record<string, string>, { raw = false } = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(raw ? fields : sentByAPerson(fields))) form.append(name, value);
  return form;
}

/** Posts fields as multipart/form-data, the way the site's forms do. */
export async function submit(collector: TestCollector, fields: Record<string, string>, headers: Record<string, string> = {}, { raw = false } = {}) {
  const response = await fetch(collector.submitUrl, { method: "POST", body: formData(fields, { raw }), headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** The raw text of <dataDir>/<form name>.jsonl, or "" when nothing was ever written. */
export async function readStore(dataDir: string, formType: string): Promise<string> {
  try {
    return await readFile(join(dataDir, `${formType}.jsonl`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** Parses the file, failing the test unless every line is whole, valid JSON with exactly the form's fields, in its definition's order. */
export async function readRecords(dataDir: string, formType: string): Promise<Record<string, string>[]> {
  const text = await readStore(dataDir, formType);
  if (text === "") return [];
  expect(text.endsWith("\n"), `${formType}.jsonl ends mid-line`).toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => {
      const record = JSON.parse(line) as Record<string, string>;
      expect(Object.keys(record)).toEqual(["receivedAt", ...fieldsOf(formType), "formType"]);
      expect(new Date(record.receivedAt ?? "").toISOString()).toBe(record.receivedAt);
      return record;
    });
}
