// @vitest-environment node
import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEFINITIONS,
  formData,
  readRecords,
  readStore,
  startTestCollector,
  validContact,
  validFeedback,
  type TestCollector,
} from "./support";

let collector: TestCollector;
beforeEach(async () => {
  collector = await startTestCollector();
});
afterEach(async () => {
  // Whatever was thrown at it, the collector is still up and its files hold only whole, valid lines.
  const health = await fetch(`${collector.url}/health`);
  expect(await health.json()).toEqual({ ok: true });
  await readRecords(collector.dataDir, "contact");
  await readRecords(collector.dataDir, "feedback");
  await collector.stop();
});

async function expectRefused(response: Response, status: number, reason: RegExp): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { result: string; error: string };
  expect(body).toEqual({ result: "error", error: expect.stringMatching(reason) as unknown });
}

async function expectNothingStored(): Promise<void> {
  expect(await readStore(collector.dataDir, "contact")).toBe("");
  expect(await readStore(collector.dataDir, "feedback")).toBe("");
}

function post(fields: Record<string, string>): Promise<Response> {
  return fetch(collector.submitUrl, { method: "POST", body: formData(fields) });
}

function postRaw(contentType: string, body: string): Promise<Response> {
  return fetch(collector.submitUrl, { method: "POST", headers: { "Content-Type": contentType }, body });
}

const part = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("refused submissions", () => {
  it.each(DEFINITIONS.get("contact")!.fields.filter((f) => f.required).map((f) => f.name))("contact form without %s → 400", async (field) => {
    const fields: Record<string, string> = { ...validContact };
    delete fields[field];
    await expectRefused(await post(fields), 400, /required field/);
    await expectNothingStored();
  });

  it.each(["name", "email", "subject", "message"])("feedback form without %s → 400", async (field) => {
    await expectRefused(await post({ ...validFeedback, [field]: "" }), 400, /required field/);
    await expectNothingStored();
  });

  it("invalid e-mail → 400", async () => {
    await expectRefused(await post({ ...validContact, email: "not-an-email" }), 400, /valid e-mail/);
    await expectNothingStored();
  });

  it("feedback with privacyConsent 'No' → 400", async () => {
    await expectRefused(await post({ ...validFeedback, privacyConsent: "No" }), 400, /^Please tick the box "I understand/);
    await expectNothingStored();
  });

  it("unknown or missing formType → 400", async () => {
    await expectRefused(await post({ ...validContact, formType: "newsletter" }), 400, /Unknown form type/);
    const { formType: _formType, ...untyped } = validContact;
    await expectRefused(await post(untyped), 400, /form type is missing/);
    await expectNothingStored();
  });

  it("multipart body whose boundary does not match its Content-Type → 400", async () => {
    const body = Object.entries(validContact).map(([name, value]) => part("real-boundary", name, value)).join("");
    await expectRefused(await postRaw("multipart/form-data; boundary=other-boundary", `${body}--real-boundary--\r\n`), 400, /malformed/);
    await expectNothingStored();
  });

  it("multipart body cut off mid-part → 400", async () => {
    const body = `${part("b0undary", "formType", "contact")}--b0undary\r\nContent-Disposition: form-da`;
    await expectRefused(await postRaw("multipart/form-data; boundary=b0undary", body), 400, /malformed/);
    await expectNothingStored();
  });

  it("multipart Content-Type without a boundary → 400", async () => {
    await expectRefused(await postRaw("multipart/form-data", part("x", "formType", "contact")), 400, /boundary/);
  });

  it("a body that is not a form (JSON, plain text, none) → 415", async () => {
    await expectRefused(await postRaw("application/json", JSON.stringify(validContact)), 415, /multipart\/form-data/);
    await expectRefused(await postRaw("text/plain", "formType=contact"), 415, /multipart\/form-data/);
    await expectRefused(await fetch(collector.submitUrl, { method: "POST" }), 415, /multipart\/form-data/);
    await expectNothingStored();
  });

  it("a file upload → 400", async () => {
    const form = formData(validContact);
    form.append("attachment", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "x-ray.pdf");
    await expectRefused(await fetch(collector.submitUrl, { method: "POST", body: form }), 400, /File uploads/);
    await expectNothingStored();
  });

  it("a field sent twice → 400", async () => {
    const form = formData(validContact);
    form.append("email", "someone-else@example.com");
    await expectRefused(await fetch(collector.submitUrl, { method: "POST", body: form }), 400, /more than once/);
    await expectNothingStored();
  });

  it("too many fields → 400", async () => {
    const fields: Record<string, string> = { ...validContact };
    for (let index = 0; index < 40; index += 1) fields[`extra${index}`] = "x";
    await expectRefused(await post(fields), 400, /too many fields/);
    await expectNothingStored();
  });

  it("a body over the limit (100 KiB message) → 413", async () => {
    await expectRefused(await post({ ...validContact, message: "x".repeat(100 * 1024) }), 413, /too large/);
    await expectNothingStored();
  });

  it("stops reading a streamed body (no Content-Length) as soon as it passes the limit", async () => {
    const reply = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const outgoing = request(collector.submitUrl, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=stream" },
      });
      outgoing.on("error", reject);
      outgoing.on("response", (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () => {
          resolve({ status: incoming.statusCode, body });
          outgoing.destroy();
        });
      });
      outgoing.write(part("stream", "formType", "contact"));
      outgoing.write(`--stream\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
      // 80 KiB of a never-ending message: the answer must come without the request ever being finished.
      for (let index = 0; index < 5; index += 1) outgoing.write("y".repeat(16 * 1024));
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ result: "error", error: expect.stringMatching(/too large/) as unknown });
    await expectNothingStored();
  });

  it("honours a smaller configured limit", async () => {
    const small = await startTestCollector({ maxBodyBytes: 512 });
    try {
      const response = await fetch(small.submitUrl, { method: "POST", body: formData({ ...validContact, message: "m".repeat(600) }) });
      await expectRefused(response, 413, /at most 512 bytes/);
      expect(await readStore(small.dataDir, "contact")).toBe("");
    } finally {
      await small.stop();
    }
  });
});

describe("wrong method or address", () => {
  it("GET /submit → 405 with an Allow header", async () => {
    const response = await fetch(collector.submitUrl);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    await expectRefused(response, 405, /only accepts POST/);
  });

  it("PUT /submit and POST /health → 405", async () => {
    await expectRefused(await fetch(collector.submitUrl, { method: "PUT", body: formData(validContact) }), 405, /POST/);
    const health = await fetch(`${collector.url}/health`, { method: "POST" });
    expect(health.headers.get("allow")).toBe("GET, HEAD");
    await expectRefused(health, 405, /GET, HEAD/);
    await expectNothingStored();
  });

  it("POST /elsewhere → 404", async () => {
    const response = await fetch(`${collector.url}/elsewhere`, { method: "POST", body: formData(validContact) });
    await expectRefused(response, 404, /POST \/submit/);
    await expectNothingStored();
  });
});

describe("a storm of bad input among good submissions", () => {
  it("answers every request, stores exactly the good ones, and keeps running", async () => {
    const bad: Promise<Response>[] = [
      post({ ...validContact, email: "nope" }),
      post({ ...validFeedback, privacyConsent: "No" }),
      post({ ...validContact, formType: "spam" }),
      post({ ...validContact, message: "z".repeat(100 * 1024) }),
      postRaw("multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"formType\"\r\n\r\ncon"),
      postRaw("multipart/form-data", "garbage"),
      postRaw("application/x-www-form-urlencoded", "%%%"),
      fetch(`${collector.url}/elsewhere`, { method: "POST" }),
      fetch(collector.submitUrl, { method: "DELETE" }),
      fetch(collector.submitUrl, { method: "POST", headers: { Origin: "https://evil.example" }, body: formData(validContact) }),
    ];
    const good = Array.from({ length: 20 }, (_, index) =>
      post(index % 2 ? { ...validContact, message: `good ${index}` } : { ...validFeedback, message: `good ${index}` }),
    );
    const badStatuses = (await Promise.all(bad)).map((response) => response.status);
    expect(badStatuses.every((status) => status >= 400 && status < 500)).toBe(true);
    const goodBodies = await Promise.all((await Promise.all(good)).map((response) => response.json()));
    expect(goodBodies).toEqual(Array.from({ length: 20 }, () => ({ result: "success" })));

    const stored = [...(await readRecords(collector.dataDir, "contact")), ...(await readRecords(collector.dataDir, "feedback"))];
    expect(stored.map((record) => record.message).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `good ${index}`).sort());
  });
});
