// @vitest-environment node
import { afterEach, beforeEach, expect, it } from "vitest";
import { readRecords, readStore, startTestCollector, submit, validContact, validFeedback, type TestCollector } from "./support";

let collector: TestCollector;
beforeEach(async () => {
  collector = await startTestCollector();
});
afterEach(async () => {
  await collector.stop();
});

it("stores 200 simultaneous submissions as exactly 200 whole lines", async () => {
  const messages = Array.from({ length: 200 }, (_, index) => `simultaneous message ${index} ${"·".repeat(index * 20)} end`);
  const replies = await Promise.all(messages.map((message) => submit(collector, { ...validContact, message })));

  expect(replies.map((reply) => reply.status)).toEqual(messages.map(() => 200));
  expect(replies.map((reply) => reply.body)).toEqual(messages.map(() => ({ result: "success" })));

  const text = await readStore(collector.dataDir, "contact");
  expect(text.split("\n")).toHaveLength(201); // 200 lines and the final newline
  const records = await readRecords(collector.dataDir, "contact");
  expect(records).toHaveLength(200);
  expect(new Set(records.map((record) => record.message))).toEqual(new Set(messages));
});

it("keeps each form type in its own file when both arrive at once", async () => {
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      submit(collector, index % 2 ? { ...validContact, message: `c${index}` } : { ...validFeedback, message: `f${index}` }),
    ),
  );
  expect(replies.every((reply) => reply.status === 200)).toBe(true);
  const contact = await readRecords(collector.dataDir, "contact");
  const feedback = await readRecords(collector.dataDir, "feedback");
  expect(contact).toHaveLength(50);
  expect(feedback).toHaveLength(50);
  expect(contact.every((record) => record.formType === "contact" && record.message?.startsWith("c"))).toBe(true);
  expect(feedback.every((record) => record.formType === "feedback" && record.message?.startsWith("f"))).toBe(true);
});
