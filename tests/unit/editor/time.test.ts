/** Times typed into the editor are kept on the 24-hour clock, as the validator asks. */
import { expect, test } from "vitest";
import { tidyTime } from "../../../engine/editor/client/form/time";

test("what people type becomes a 24-hour time", () => {
  expect(["9", "9.30", "930", "09:30", "2pm", "2:30 pm", "12am", "12pm", "17:00"].map(tidyTime)).toEqual(["09:00", "09:30", "09:30", "09:30", "14:00", "14:30", "00:00", "12:00", "17:00"]);
});

test("what is not a time is left for the validator to explain", () => {
  expect(["25:00", "13pm", "noon", ""].map(tidyTime)).toEqual(["25:00", "13pm", "noon", ""]);
});
