import { describe, expect, it } from "vitest";
import { hardcodedHours, timeRanges } from "../../../engine/content/lint/hardcodedHours";
import { lint } from "./support";

const REASON =
  'the practice\'s opening hours are typed here; show them from site.config.json instead ("openingHours": true on an FAQ question, or an openingHours block), so a change of hours reaches every page';

describe("lint: opening hours only through site.config.json", () => {
  it("reads the times of a range however it is written", () => {
    expect(timeRanges("Monday to Friday: 8:00 AM to 6:00 PM")).toEqual(["08:00-18:00"]);
    expect(timeRanges("Saturday 8am-1pm, or 08:00 – 13:00")).toEqual(["08:00-13:00", "08:00-13:00"]);
    expect(timeRanges("8 to 6pm")).toEqual(["08:00-18:00"]);
    expect(timeRanges("ages 8-18, every 3 to 6 months")).toEqual([]);
  });

  it("flags a typed copy of a configured opening-hours row in an answer", () => {
    expect(
      lint(hardcodedHours, (s) =>
        s.edit("pages/index.json", (p) => {
          p.blocks[1].items.push({ question: "When are you open?", answer: ["Monday to Friday: 8am to 6pm", "Saturday: 8:00 AM – 1:00 PM"] });
        }),
      ),
    ).toEqual([
      `pages/index.json › blocks[1].items[1].answer[0]: warning: block 2 (FAQ), question 2, line 1: ${REASON}`,
      `pages/index.json › blocks[1].items[1].answer[1]: warning: block 2 (FAQ), question 2, line 2: ${REASON}`,
    ]);
  });

  it("accepts hours shown from the config, and other times of day", () => {
    expect(
      lint(hardcodedHours, (s) =>
        s.edit("pages/index.json", (p) => {
          p.blocks[1].items.push({ question: "When are you open?", answer: "We are open six days a week.", openingHours: true });
          p.blocks[1].items.push({ question: "Do you have after-school slots?", answer: "Yes, from 3pm to 5pm on weekdays." });
        }),
      ),
    ).toEqual([]);
  });
});
