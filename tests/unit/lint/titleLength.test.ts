import { describe, expect, it } from "vitest";
import { titleLength } from "../../../engine/content/lint/titleLength";
import { lint } from "./support";

describe("lint: title length (30 to 60 characters)", () => {
  it("flags a title too short or too long for search results", () => {
    expect(
      lint(titleLength, (s) => {
        s.edit("pages/veneers.json", (p) => (p.title = "Veneers"));
        s.edit("pages/fillings.json", (p) => (p.title = "Fillings in Bedworth, Coventry, Nuneaton and Warwickshire | Test Practice"));
      }),
    ).toEqual([
      "pages/fillings.json › title: warning: the title is 73 characters long; keep it between 30 and 60 (shorten it, or search results will cut it off)",
      "pages/veneers.json › title: warning: the title is 7 characters long; keep it between 30 and 60 (say a little more)",
    ]);
  });

  it("accepts titles from 30 to 60 characters", () => {
    expect(lint(titleLength, (s) => s.edit("pages/veneers.json", (p) => (p.title = "Veneers in Bedworth | Coventry Road Dental Care")))).toEqual([]);
  });
});
