/**
 * Find past the pages' titles (find.ts through GET find): a day's name finds that day's row of the opening hours,
 * a field's name finds the section, a heading's words find the page's field; each answer names the place as the
 * form does and the field to open. On the minimal fixture site, over the editor's own route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRoutes } from "../../../engine/editor/server/contentRoutes";
import { findRoutes } from "../../../engine/editor/server/findRoutes";
import { EDITOR, routeRig, type RouteRig } from "../../support/routeRig";

describe("Find in the fields", () => {
  let rig: RouteRig;
  const find = async (q: string) => (await rig.call(EDITOR, "GET", `find?q=${encodeURIComponent(q)}`)).json.fields as { file: string; name: string; place: string; at: string; words: string }[];

  beforeAll(async () => {
    rig = await routeRig([...contentRoutes, ...findRoutes]);
  });
  afterAll(() => rig?.stop());

  it("finds a day's hours by the day's name, named by its day, with the field to open", async () => {
    const found = await find("saturday");
    const row = rig.site.read("site.config.json").openingHours.findIndex((entry: { label: string }) => entry.label === "Saturday");
    expect(found).toContainEqual({ file: "site.config.json", name: "Practice details", place: expect.stringMatching(/^Opening hours, Saturday/), at: `openingHours[${row}].label`, words: "Saturday" });
  });

  it("finds the hours section by its name, and a page's field by its words", async () => {
    expect((await find("Opening hours")).some((field) => field.file === "site.config.json" && field.at.startsWith("openingHours[") && field.words === "")).toBe(true);
    const heading = rig.site.read("pages/fillings.json").blocks[0].heading as string;
    expect(await find(heading.slice(0, 12))).toContainEqual(expect.objectContaining({ file: "pages/fillings.json", place: expect.stringMatching(/\(block 1\): Heading$/), at: "blocks[0].heading", words: heading }));
  });

  it("answers nothing for one letter, and never a field the form does not show", async () => {
    expect(await find("s")).toEqual([]);
    expect((await find("hero")).some((field) => field.at.endsWith(".type"))).toBe(false);
  });
});
