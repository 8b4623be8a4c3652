/**
 * The everyday facts (opening hours, closures, the notice) are the one part of the practice details an editor may
 * change, while an owner leaves them that right (writePolicy.ts). An editor tries every route that writes
 * site.config.json with a change to the practice's name hidden among the hours, with and without the right; an
 * editor without the right cannot change the hours either. Each refusal is in words and leaves the file as it was.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOfChange } from "../../../engine/editor/server/writePolicy";
import type { Person } from "../../../engine/editor/server/people";
import { EDITOR, OWNER, routeRig, type RouteRig } from "../../support/routeRig";

const EVERYDAY_EDITOR: Person = { ...EDITOR, id: "p-erin", name: "Erin Editor", email: "erin@example.org", everyday: true };
const SATURDAY = { days: ["Saturday"], label: "Saturday", opens: "09:00", closes: "12:30" };

describe("the rule for the practice details, field by field", () => {
  const before = { name: "Test Practice", openingHours: [{ days: ["Monday"], label: "Monday", opens: "09:00", closes: "17:00" }] };

  it("lets an editor with the right change the hours, closures and notice, and nothing else", () => {
    const hours = { ...before, openingHours: [...before.openingHours, SATURDAY], closures: [{ from: "2026-12-25", reason: "Christmas Day" }], notice: { text: "Closed for training on Friday afternoon." } };
    expect(refusalOfChange(EVERYDAY_EDITOR, "site.config.json", before, hours)).toBeNull();
    expect(refusalOfChange(EVERYDAY_EDITOR, "site.config.json", before, { ...hours, name: "Taken Over Dental" })).toMatch(/^Only an owner can change the practice's name\b.*Ask an owner/);
  });

  it("refuses the hours to an editor without the right, and lets an owner change anything", () => {
    const hours = { ...before, openingHours: [...before.openingHours, SATURDAY] };
    expect(refusalOfChange(EDITOR, "site.config.json", before, hours)).toMatch(/opening hours.*Ask an owner/);
    expect(refusalOfChange(OWNER, "site.config.json", before, { ...hours, name: "New Name" })).toBeNull();
  });
});

describe("every route that writes the practice details", () => {
  let rig: RouteRig;
  const configNow = () => readFileSync(join(rig.site.root, "site.config.json"), "utf8");
  const withSaturday = (value: any) => ({ ...value, openingHours: [...value.openingHours, SATURDAY] });

  beforeAll(async () => {
    rig = await routeRig(undefined, [EVERYDAY_EDITOR]);
  });
  afterAll(() => rig?.stop());

  it("saves an editor's hours when they have the right, and refuses the name hidden among them", async () => {
    const opened = await rig.call(EVERYDAY_EDITOR, "GET", "document?file=site.config.json");
    const config = configNow();
    const sneaky = await rig.call(EVERYDAY_EDITOR, "POST", "save", { file: "site.config.json", value: { ...withSaturday(opened.json.value), name: "Taken Over Dental" }, baseVersion: opened.json.version });
    expect(sneaky.status).toBe(403);
    expect(sneaky.json.error).toMatch(/^Only an owner can change the practice's name/);
    expect(configNow()).toBe(config);
    const draft = await rig.call(EVERYDAY_EDITOR, "POST", "draft", { file: "site.config.json", value: { ...opened.json.value, name: "Draft Name" }, baseVersion: opened.json.version });
    expect(draft.status).toBe(403);
    const saved = await rig.call(EVERYDAY_EDITOR, "POST", "save", { file: "site.config.json", value: withSaturday(opened.json.value), baseVersion: opened.json.version });
    expect(saved.status).toBe(200);
    expect(rig.site.read("site.config.json").openingHours.at(-1)).toEqual(SATURDAY);
    expect(rig.site.read("site.config.json").name).toBe(opened.json.value.name);
  });

  it("keeps a draft of the hours for an editor with the right", async () => {
    const opened = await rig.call(EVERYDAY_EDITOR, "GET", "document?file=site.config.json");
    const value = { ...opened.json.value, openingHours: opened.json.value.openingHours.slice(0, 1) };
    const draft = await rig.call(EVERYDAY_EDITOR, "POST", "draft", { file: "site.config.json", value, baseVersion: opened.json.version });
    expect(draft.status).toBe(200);
  });

  it("refuses the hours to an editor without the right, by save and by draft", async () => {
    const opened = await rig.call(EDITOR, "GET", "document?file=site.config.json");
    const config = configNow();
    const saved = await rig.call(EDITOR, "POST", "save", { file: "site.config.json", value: { ...opened.json.value, openingHours: opened.json.value.openingHours.slice(0, 1) }, baseVersion: opened.json.version });
    expect(saved.status).toBe(403);
    expect(saved.json.error).toMatch(/opening hours.*Ask an owner/);
    const draft = await rig.call(EDITOR, "POST", "draft", { file: "site.config.json", value: { ...opened.json.value, openingHours: opened.json.value.openingHours.slice(0, 1) }, baseVersion: opened.json.version });
    expect(draft.status).toBe(403);
    expect(configNow()).toBe(config);
  });
});
