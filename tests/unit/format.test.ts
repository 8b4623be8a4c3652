import { describe, expect, it } from "vitest";
import { formatAddress, formatHoursRow, formatTime } from "../../engine/ui/format";
import { formatLongDate } from "../../engine/app/todaysDate";

describe("format", () => {
  it("writes times on the 12-hour clock", () => {
    expect(formatTime("08:00")).toBe("8:00 AM");
    expect(formatTime("13:00")).toBe("1:00 PM");
    expect(formatTime("18:30")).toBe("6:30 PM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("00:15")).toBe("12:15 AM");
  });

  it("writes an opening-hours row, or Closed without times", () => {
    expect(formatHoursRow({ opens: "08:00", closes: "18:00" }, "Closed")).toBe("8:00 AM – 6:00 PM");
    expect(formatHoursRow({}, "Shut")).toBe("Shut");
  });

  it("writes the address and a long British date", () => {
    expect(formatAddress({ street: "94 Coventry Rd", locality: "Bedworth", region: "Coventry", postcode: "CV12 8NW", country: "United Kingdom" }))
      .toBe("94 Coventry Rd, Bedworth, Coventry CV12 8NW, United Kingdom");
    expect(formatLongDate(new Date(2026, 10, 22))).toBe("22 November 2026");
    // Every month agrees with the browser's own British long date.
    for (let month = 0; month < 12; month++) {
      const date = new Date(2027, month, month + 1);
      expect(formatLongDate(date)).toBe(new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(date));
    }
  });
});
