// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readRecords, startTestCollector, submit, validContact, validFeedback, validNewPatient, type TestCollector, sentByAPerson, readStore } from "./support";

let collector: TestCollector;
beforeEach(async () => {
  collector = await startTestCollector();
});
afterEach(async () => {
  await collector.stop();
});

describe("accepted submissions", () => {
  it("stores a contact form as one JSON line with receivedAt and every field", async () => {
    const before = Date.now();
    const reply = await submit(collector, validContact);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ result: "success" });

    const records = await readRecords(collector.dataDir, "contact");
    expect(records).toEqual([{ receivedAt: expect.any(String) as unknown, ...validContact }]);
    const receivedAt = Date.parse(records[0]?.receivedAt ?? "");
    expect(receivedAt).toBeGreaterThanOrEqual(before - 5);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 5);
    expect(await readRecords(collector.dataDir, "feedback")).toEqual([]);
  });

  it("stores a feedback form (privacy consent 'Yes') in feedback.jsonl", async () => {
    const reply = await submit(collector, validFeedback);
    expect(reply).toMatchObject({ status: 200, body: { result: "success" } });
    expect(await readRecords(collector.dataDir, "feedback")).toEqual([
      { receivedAt: expect.any(String) as unknown, ...validFeedback },
    ]);
    expect(await readRecords(collector.dataDir, "contact")).toEqual([]);
  });

  it("stores a third form, defined in content alone, in its own file, in its definition's order", async () => {
    const reply = await submit(collector, { ...validNewPatient, unknownExtra: "dropped" });
    expect(reply).toMatchObject({ status: 200, body: { result: "success" } });
    expect(await readRecords(collector.dataDir, "new-patient")).toEqual([{ receivedAt: expect.any(String) as unknown, ...validNewPatient }]);
  });

  it("also accepts application/x-www-form-urlencoded", async () => {
    const response = await fetch(collector.submitUrl, { method: "POST", body: new URLSearchParams(sentByAPerson(validFeedback)) });
    expect(await response.json()).toEqual({ result: "success" });
    expect(await readRecords(collector.dataDir, "feedback")).toHaveLength(1);
  });

  it("has each submission on disk by the time success is answered", async () => {
    for (let index = 1; index <= 10; index += 1) {
      const form = index % 2 === 0 ? "contact" : "feedback";
      const fields = form === "contact" ? validContact : validFeedback;
      const reply = await submit(collector, { ...fields, message: `message ${index}` });
      expect(reply.body).toEqual({ result: "success" });
      // Read straight after the answer, with no waiting: the line must already be there.
      const records = await readRecords(collector.dataDir, form);
      expect(records.at(-1)?.message).toBe(`message ${index}`);
      expect(records).toHaveLength(form === "contact" ? index / 2 : (index + 1) / 2);
    }
  });

  it("keeps new lines and quotes inside a value on one line", async () => {
    const message = 'Line one\nLine two\r\n"quoted" \u2028 and a tab\t.';
    await submit(collector, { ...validContact, message });
    const records = await readRecords(collector.dataDir, "contact");
    // multipart/form-data turns every line break into CRLF, as browsers do.
    expect(records.map((record) => record.message)).toEqual([message.replace(/\r?\n/g, "\r\n")]);
  });

  it("answers the health check", async () => {
    const response = await fetch(`${collector.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("submissions that look automated", () => {
  it.each([
    ["the hidden field filled", { website: "https://cheap-pills.example" }],
    ["sent 1 second after the form appeared", { elapsedMs: "1000" }],
    ["no time at all", { elapsedMs: "" }],
    ["a time that is not a number", { elapsedMs: "soon" }],
  ])("are answered as if accepted but not stored: %s", async (_label, trap: Record<string, string>) => {
    const reply = await submit(collector, { ...sentByAPerson(validContact), ...trap }, {}, { raw: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ result: "success" });
    expect(await readStore(collector.dataDir, "contact")).toBe("");
  });

  it("are told apart from a person who took their time, whose submission is stored", async () => {
    await submit(collector, { ...sentByAPerson(validContact), elapsedMs: "3000" }, {}, { raw: true });
    expect(await readRecords(collector.dataDir, "contact")).toHaveLength(1);
  });
});
