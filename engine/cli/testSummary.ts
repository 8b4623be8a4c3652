/** Prints one closing line for the whole test run ("tests: N passed, N failed") from the runners' JSON reports. */
import { existsSync, readFileSync } from "node:fs";

interface Counts { passed: number; failed: number; skipped: number }
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

const vitest = ".cache/reports/vitest.json";
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests;
}
const playwright = ".cache/reports/playwright.json";
if (existsSync(playwright)) {
  const report = JSON.parse(readFileSync(playwright, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed ? 1 : 0);
