/** Shared set-up for the collector tests: a fresh collector and data folder per test. */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { FORM_FIELDS, type FormType } from "../../../engine/forms/contract";
import { startCollector, type CollectorOptions } from "../../../engine/forms/collector/server";

export const ALLOWED_ORIGIN = "http://localhost:4173";

export interface TestCollector {
  url: string;
  submitUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestCollector(options: Partial<CollectorOptions> = {}): Promise<TestCollector> {
  const dataDir = await mkdtemp(join(tmpdir(), "collector-test-"));
  const collector = await startCollector({ port: 0, dataDir, allowedOrigins: [ALLOWED_ORIGIN], ...options });
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
  service: "dental-implants",
  message: "Could someone call me back about implants? Afternoons are best.",
  formType: "contact",
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

/** The raw text of <dataDir>/<formType>.jsonl, or "" when nothing was ever written. */
export async function readStore(dataDir: string, formType: FormType): Promise<string> {
  try {
    return await readFile(join(dataDir, `${formType}.jsonl`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** Parses the file, failing the test unless every line is whole, valid JSON with exactly the contract's keys. */
export async function readRecords(dataDir: string, formType: FormType): Promise<Record<string, string>[]> {
  const text = await readStore(dataDir, formType);
  if (text === "") return [];
  expect(text.endsWith("\n"), `${formType}.jsonl ends mid-line`).toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => {
      const record = JSON.parse(line) as Record<string, string>;
      expect(Object.keys(record)).toEqual(["receivedAt", ...FORM_FIELDS[formType]]);
      expect(new Date(record.receivedAt ?? "").toISOString()).toBe(record.receivedAt);
      return record;
    });
}
