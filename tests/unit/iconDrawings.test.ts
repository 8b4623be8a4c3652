import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../../engine/schema/common";
import { iconDrawing } from "../../engine/build/iconDrawings";
import { CONTROL_ICON_NAMES } from "../../engine/ui/icons";

describe("icon drawings", () => {
  it("every icon of the set, and of the engine's own controls, has a drawing: a list of SVG elements, each with a key", () => {
    for (const name of [...ICON_NAMES, ...CONTROL_ICON_NAMES]) {
      const drawing = iconDrawing(name);
      expect(drawing.length, name).toBeGreaterThan(0);
      for (const [tag, attributes] of drawing) {
        expect(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"], `${name}: ${tag}`).toContain(tag);
        expect(attributes.key, name).toBeTruthy();
      }
    }
  });

  it("draws each name as the lucide icon it stands for", () => {
    expect(iconDrawing("clock")).toEqual([["circle", expect.objectContaining({ cx: "12", cy: "12", r: "10" })], ["path", expect.objectContaining({ d: "M12 6v6l4 2" })]]);
    expect(iconDrawing("tooth")[0]![0]).toBe("path");
  });
});
