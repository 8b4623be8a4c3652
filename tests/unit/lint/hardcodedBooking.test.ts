import { describe, expect, it } from "vitest";
import { hardcodedBooking } from "../../../engine/content/lint/hardcodedBooking";
import { lint } from "./support";

describe("lint: the booking address only through site.config.json", () => {
  it("flags a typed copy of the booking address in a link or in text", () => {
    expect(
      lint(hardcodedBooking, (s) =>
        s.edit("pages/veneers.json", (p) => {
          p.blocks[1].actions.push({ kind: "external", href: "https://booking.uk.hsone.app/soe/new?pid=UKDEO01", label: "Book" });
          p.blocks[0].text = ["Book at booking.uk.hsone.app/soe/new?pid=UKDEO01 any time."];
        }),
      ),
    ).toEqual([
      'pages/veneers.json › blocks[0].text[0]: warning: block 1 (Hero), paragraph 1: the online booking address is typed here; use a link of kind "booking" instead, so a change in site.config.json reaches every page',
      'pages/veneers.json › blocks[1].actions[1].href: warning: block 2 (Call to action), button 2: the online booking address is typed here; use a link of kind "booking" instead, so a change in site.config.json reaches every page',
    ]);
  });

  it("accepts a booking link and other addresses", () => {
    expect(
      lint(hardcodedBooking, (s) => s.edit("pages/veneers.json", (p) => p.blocks[1].actions.push({ kind: "booking", label: "Book" }, { kind: "external", href: "https://www.nhs.uk/", label: "NHS" }))),
    ).toEqual([]);
  });
});
