import { describe, expect, it } from "vitest";
import { emptyText } from "../../../engine/content/lint/emptyText";
import { lint } from "./support";

const team = (bio: string[]) => ({ type: "teamGrid", heading: "Meet the team", members: [{ name: "Dr A. Example", role: "Dentist", bio }] });

describe("lint: no empty paragraphs or texts", () => {
  it("flags a paragraph with no words, and a bio entry that is only a dash", () => {
    expect(
      lint(emptyText, (s) =>
        s.edit("pages/veneers.json", (p) => p.blocks.push({ type: "imageText", heading: "About", paragraphs: ["Real words.", " … "], image: { src: "/images/logo.svg", alt: "Logo" } }, team(["—"]))),
      ),
    ).toEqual([
      'pages/veneers.json › blocks[2].paragraphs[1]: warning: block 3 (Image and text), paragraph 2: this text has no words ("…"); write it, or remove the entry',
      'pages/veneers.json › blocks[3].members[0].bio[0]: warning: block 4 (Team grid), team member 1, paragraph 1: this text has no words ("—"); write it, or remove the entry',
    ]);
  });

  it("accepts empty paragraphs in a team bio (the renderer skips them)", () => {
    expect(lint(emptyText, (s) => s.edit("pages/veneers.json", (p) => p.blocks.push(team(["", "Qualified in 2010.", "  "]))))).toEqual([]);
  });
});
