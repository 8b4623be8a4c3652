import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import BeforeAfterBlock from "../../engine/blocks/beforeAfter";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const block = parseBlock("beforeAfter", {
  heading: "Before and after",
  before: { src: "/images/before.svg", alt: "Teeth before treatment" },
  after: { src: "/images/after.svg", alt: "Teeth after treatment" },
});

const now = (slider: HTMLElement) => Number(slider.getAttribute("aria-valuenow"));

describe("beforeAfter block", () => {
  it("stacks both pictures with their alt text at the default 600 by 320", () => {
    renderWithSite(<BeforeAfterBlock block={block} />);
    for (const name of ["Teeth before treatment", "Teeth after treatment"]) {
      const img = screen.getByRole("img", { name });
      expect(img.getAttribute("width")).toBe("600");
      expect(img.getAttribute("height")).toBe("320");
      expect(img.getAttribute("loading")).toBe("lazy");
    }
  });

  it("has a slider handle from 0 to 100 starting in the middle", () => {
    renderWithSite(<BeforeAfterBlock block={block} />);
    const slider = screen.getByRole("slider", { name: "Before and after comparison" });
    expect(slider.getAttribute("aria-valuemin")).toBe("0");
    expect(slider.getAttribute("aria-valuemax")).toBe("100");
    expect(now(slider)).toBe(50);
    expect(slider.tabIndex).toBe(0);
  });

  it("moves by 5 with the arrow keys, to the ends with Home and End, and never past them", () => {
    renderWithSite(<BeforeAfterBlock block={block} />);
    const slider = screen.getByRole("slider");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(now(slider)).toBe(55);
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(now(slider)).toBe(45);
    fireEvent.keyDown(slider, { key: "End" });
    expect(now(slider)).toBe(100);
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(now(slider)).toBe(100);
    fireEvent.keyDown(slider, { key: "Home" });
    expect(now(slider)).toBe(0);
    fireEvent.keyDown(slider, { key: "ArrowDown" });
    expect(now(slider)).toBe(0);
    // The before picture is clipped to the handle.
    expect(screen.getByRole("img", { name: "Teeth before treatment" }).style.clipPath).toBe("inset(0 100% 0 0)");
  });

  it("follows a pointer drag across the frame, captured so it continues outside", () => {
    renderWithSite(<BeforeAfterBlock block={block} />);
    const slider = screen.getByRole("slider");
    const frame = document.querySelector<HTMLElement>("[data-before-after]")!;
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200, right: 500, bottom: 200, x: 100, y: 0, toJSON() {} }) as DOMRect;
    const captured: number[] = [];
    frame.setPointerCapture = (id: number) => void captured.push(id);
    frame.releasePointerCapture = () => {};

    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 7, button: 0 });
    expect(now(slider)).toBe(25);
    expect(captured).toEqual([7]);
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 7 });
    expect(now(slider)).toBe(75);
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 7 });
    expect(now(slider)).toBe(100);
    fireEvent.pointerUp(frame, { clientX: 900, pointerId: 7 });
    fireEvent.pointerMove(frame, { clientX: 100, pointerId: 7 });
    expect(now(slider)).toBe(100);
  });

  it("takes its size from the block", () => {
    renderWithSite(<BeforeAfterBlock block={{ ...block, width: 800, height: 400 }} />);
    expect(screen.getByRole("img", { name: "Teeth after treatment" }).getAttribute("width")).toBe("800");
  });
});
