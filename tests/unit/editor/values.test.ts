/** The editor's value helpers: reading the validator's paths back, changing one place of a document, placing problems. */
import { describe, expect, it } from "vitest";
import { jsonPath } from "../../../engine/content/validate/problem";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { emptyValue, getIn, jsonPathOf, parseJsonPath, setIn, shownPath } from "../../../engine/editor/model/values";
import { historyReducer, startHistory } from "../../../engine/editor/client/state/history";

const models = buildFormModels();

describe("paths", () => {
  it("reads back every path the validator writes", () => {
    for (const path of [["blocks", 3, "items", 1, "answer"], ["$schema"], ["weird key", 0], ["services", 12, "path"], []]) {
      expect(parseJsonPath(jsonPath(path))).toEqual(path);
      if (path.length) expect(jsonPathOf(path)).toBe(jsonPath(path));
    }
    expect(parseJsonPath("line 4, column 7")).toEqual([]);
  });
});

describe("setIn", () => {
  const page = { title: "T", blocks: [{ type: "hero", heading: "A" }, { type: "cta", heading: "B" }] };

  it("changes one place and shares everything else", () => {
    const next = setIn(page, ["blocks", 0, "heading"], "Z") as typeof page;
    expect(next.blocks[0]!.heading).toBe("Z");
    expect(next.blocks[1]).toBe(page.blocks[1]);
    expect(page.blocks[0]!.heading).toBe("A");
  });

  it("removes a field given undefined, and adds one where the order puts it", () => {
    const removed = setIn(page, ["title"], undefined);
    expect(Object.keys(removed as object)).toEqual(["blocks"]);
    const order = () => ["type", "eyebrow", "heading"];
    const added = setIn(page, ["blocks", 0, "eyebrow"], "E", (parent) => (parent.length === 2 ? order() : undefined));
    expect(Object.keys(getIn(added, ["blocks", 0]) as object)).toEqual(["type", "eyebrow", "heading"]);
  });
});

describe("shownPath", () => {
  it("places a problem at the deepest field the form draws", () => {
    const page = { title: "T", blocks: [{ type: "faq", heading: "Q", items: [{ question: "Q?", answer: "A" }] }] };
    expect(shownPath(models.page, page, ["blocks", 0, "items", 0, "answer"])).toEqual(["blocks", 0, "items", 0, "answer"]);
    // A field the schema does not know is drawn at the block that has it.
    expect(shownPath(models.page, page, ["blocks", 0, "colour"])).toEqual(["blocks", 0]);
    // An entry past the end of a list: at the list.
    expect(shownPath(models.page, page, ["blocks", 0, "items", 5, "question"])).toEqual(["blocks", 0, "items"]);
  });
});

describe("a new block", () => {
  it("starts with every required field, texts empty and lists at their shortest", () => {
    const faq = models.blocks.find((block) => block.type === "faq")!;
    expect(emptyValue(faq.spec)).toEqual({ type: "faq", heading: "", items: [{ question: "", answer: "" }] });
  });
});

describe("undo and redo", () => {
  const snapshot = (value: unknown) => ({ value, blockIds: [] });
  it("takes back typing in one field as one step, and a change elsewhere as another", () => {
    let state = startHistory(snapshot("a"));
    const type = (value: string, key: string, at: number) => (state = historyReducer(state, { type: "change", update: () => snapshot(value), key, at }));
    type("ab", "heading", 1000);
    type("abc", "heading", 1500);
    type("x", "intro", 1600);
    expect(state.past.map((entry) => entry.value)).toEqual(["a", "abc"]);
    state = historyReducer(state, { type: "undo" });
    expect(state.present.value).toBe("abc");
    state = historyReducer(state, { type: "undo" });
    expect(state.present.value).toBe("a");
    state = historyReducer(state, { type: "redo" });
    expect(state.present.value).toBe("abc");
    // A pause starts a new step.
    type("abcd", "heading", 9000);
    type("abcde", "heading", 11000);
    expect(state.past.map((entry) => entry.value)).toEqual(["a", "abc", "abcd"]);
    expect(state.future).toEqual([]);
  });
});
