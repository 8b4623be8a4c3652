/** The day offered for publishing a change that adds charges starting later (issue 50, point 5). */
import { describe, expect, it } from "vitest";
import { addedChargesStart } from "../../../engine/editor/model/chargesStart";
import { describeFile } from "../../../engine/editor/server/publish/words";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";

const period = (from: string) => ({ from, charges: [{ charge: "band-1", price: "£20.00" }] });
const config = (...periods: string[]) => ({ name: "Test", chargeSchedules: [{ key: "national-fees", periods: periods.map(period) }] });

describe("charges added that start later", () => {
  it("offers the first day of a period the change adds, when it is still to come", () => {
    expect(addedChargesStart(config("2026-04-01"), config("2026-04-01", "2027-04-01"), "2026-11-28")).toBe("2027-04-01");
    expect(addedChargesStart({ name: "Test" }, config("2026-04-01", "2027-04-01"), "2026-11-28")).toBe("2027-04-01");
  });

  it("offers nothing for a period already there, one already started, or a change elsewhere", () => {
    expect(addedChargesStart(config("2026-04-01", "2027-04-01"), config("2026-04-01", "2027-04-01"), "2026-11-28")).toBeUndefined();
    expect(addedChargesStart(config("2025-04-01"), config("2025-04-01", "2026-04-01"), "2026-11-28")).toBeUndefined();
    expect(addedChargesStart({ name: "Old" }, { name: "New" }, "2026-11-28")).toBeUndefined();
    expect(addedChargesStart("not json", null, "2026-11-28")).toBeUndefined();
  });

  it("of two added, the first to start", () => {
    expect(addedChargesStart(config(), config("2028-04-01", "2027-04-01"), "2026-11-28")).toBe("2027-04-01");
  });
});

describe("the Publish screen's words for the practice details", () => {
  it("carry the day the added charges start, which the publish dialog offers", () => {
    const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));
    const described = describeFile(buildFormModels(), "Test", "site.config.json", bytes(config("2026-04-01")), bytes(config("2026-04-01", "2099-04-01")));
    expect(described.startsOn).toBe("2099-04-01");
    expect(describeFile(buildFormModels(), "Test", "site.config.json", bytes(config("2026-04-01")), bytes({ ...config("2026-04-01"), name: "Renamed" })).startsOn).toBeUndefined();
  });
});
