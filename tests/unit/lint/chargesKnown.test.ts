import { afterEach, describe, expect, it, vi } from "vitest";
import { chargesKnown } from "../../../engine/content/lint/chargesKnown";
import { lint } from "./support";
import type { TempSite } from "../../support/tempSite";

afterEach(() => vi.unstubAllEnvs());

const FEES = { key: "national-fees", periods: [{ from: "2026-04-01", charges: [{ charge: "band-1", price: "£20.00" }, { charge: "band-2", price: "£50.00" }] }] };
const block = (schedule: string, charges: string[]) => ({ type: "chargesInForce", heading: "Set fees", schedule, rows: charges.map((charge) => ({ charge, label: charge })) });

function withBlock(day: string, added: object) {
  vi.stubEnv("SITE_BUILD_DATE", day);
  return lint(chargesKnown, (s: TempSite) => {
    s.edit("site.config.json", (config) => (config.chargeSchedules = [FEES]));
    s.edit("pages/veneers.json", (page) => page.blocks.push(added));
  });
}

describe("lint: a charges block's figures are known for the day", () => {
  it("accepts a block whose schedule has a period in force giving every row's charge", () => {
    expect(withBlock("2026-11-28", block("national-fees", ["band-1", "band-2"]))).toEqual([]);
  });

  it("flags a schedule that does not exist, one with nothing in force yet, and a charge the period does not give", () => {
    expect(withBlock("2026-11-28", block("other-fees", ["band-1"]))).toEqual([expect.stringMatching(/schedule: .*there is no charge schedule "other-fees" in the practice details; add it, or choose one of: national-fees$/)]);
    expect(withBlock("2026-03-31", block("national-fees", ["band-1"]))).toEqual([expect.stringMatching(/has no charges in force on 31 March 2026/)]);
    expect(withBlock("2026-11-28", block("national-fees", ["band-1", "band-3"]))).toEqual([expect.stringMatching(/rows\[1\]\.charge: .*give no "band-3"/)]);
  });
});
