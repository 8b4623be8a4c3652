/**
 * npm run bench:inbox: the practice's enquiries inbox in the editor (issue 50's targets), on this site's contact form:
 *   receiving   1,000 enquiries posted as the site's form posts them, 20 at a time: all within a minute, none lost
 *               (each one kept is counted in the database afterwards);
 *   a page      the inbox's pages with 100,000 enquiries kept (the rest added straight to the database, sealed as
 *               the editor seals them): the first page and pages deep in the list, each at most 300 ms.
 */
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startEditor } from "../../editor/server/server";
import { DATABASE_FILE } from "../../editor/server/store/database";
import { EnquiryStore } from "../../editor/server/enquiries/store";
import { median } from "../median";

const RECEIVED = 1000;
const AT_ONCE = 20;
const KEPT = 100_000;
const TARGETS = { receiveAllMs: 60_000, pageMs: 300 };
const SITE_ORIGIN = "https://bench.example";

function body(index: number): FormData {
  const form = new FormData();
  const fields = { formType: "contact", website: "", elapsedMs: "9000", firstName: `Person${index}`, lastName: "Bench", email: `person${index}@example.net`, phone: "", service: "", message: `Bench enquiry number ${index}: please call me back.` };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function main(): Promise<void> {
  const root = resolve(process.env.SITE_CONTENT_ROOT ?? ".");
  const data = mkdtempSync(join(tmpdir(), "bench-inbox-"));
  const key = randomBytes(32);
  Object.assign(process.env, { ENQUIRY_KEY: key.toString("base64"), ENQUIRY_ORIGINS: SITE_ORIGIN });
  delete process.env.SMTP_HOST;
  const editor = await startEditor({ root, port: 0, dataFolder: data });
  try {
    let next = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, async () => {
      while (next < RECEIVED) {
        const index = next++;
        const response = await fetch(`${editor.url}/forms/contact`, { method: "POST", headers: { Origin: SITE_ORIGIN }, body: body(index) });
        const answer = (await response.json()) as { result?: string };
        if (answer.result !== "success") refused++;
      }
    }));
    const receiveMs = performance.now() - started;
    const db = new Database(join(data, DATABASE_FILE));
    const kept = (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n;
    console.log(`Received ${RECEIVED} enquiries in ${(receiveMs / 1000).toFixed(1)} s (${AT_ONCE} at a time): ${kept} kept, ${refused} refused (target: all within ${TARGETS.receiveAllMs / 1000} s, none lost).`);

    const store = new EnquiryStore(db, key);
    const filled = performance.now();
    const now = Date.now();
    db.transaction(() => {
      for (let index = kept; index < KEPT; index++) store.add("contact", { firstName: `Person${index}`, lastName: "Bench", email: `person${index}@example.net`, message: `Bench enquiry number ${index}.` }, now - (KEPT - index) * 60_000);
    })();
    db.close();
    console.log(`Filled the inbox to ${KEPT.toLocaleString("en-GB")} enquiries in ${((performance.now() - filled) / 1000).toFixed(1)} s.`);

    const page = async (before?: number) => {
      const t = performance.now();
      const response = await fetch(`${editor.url}/_editor/api/enquiries/list${before ? `?before=${before}` : ""}`);
      const answer = (await response.json()) as { enquiries: { id: number }[] };
      if (!response.ok || answer.enquiries.length === 0) throw new Error(`The inbox's page answered ${response.status}`);
      return performance.now() - t;
    };
    const first: number[] = [];
    const deep: number[] = [];
    for (let run = 0; run < 5; run++) {
      first.push(await page());
      deep.push(await page(KEPT / 2 + run * 997));
      deep.push(await page(200 + run));
    }
    const worst = Math.max(...first, ...deep);
    console.log(`A page of the inbox with ${KEPT.toLocaleString("en-GB")} kept: first page ${median(first).toFixed(0)} ms, pages deep in the list ${median(deep).toFixed(0)} ms (median), slowest ${worst.toFixed(0)} ms (target: at most ${TARGETS.pageMs} ms).`);
    const failed = kept !== RECEIVED || refused > 0 || receiveMs > TARGETS.receiveAllMs || worst > TARGETS.pageMs;
    if (failed) {
      console.error("A target was missed.");
      process.exitCode = 1;
    }
  } finally {
    await editor.close();
    rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`The inbox bench could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
