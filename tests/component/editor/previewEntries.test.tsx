/**
 * A press on a list entry in the live preview opens that entry in the form (previewEntries.ts): on blocks drawn
 * as the site draws them (an FAQ's questions, a price table's rows), the pressed entry is told from the page and
 * matched to the block's list of that length.
 */
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import FaqBlock from "../../../engine/blocks/faq";
import PriceTableBlock from "../../../engine/blocks/priceTable";
import { entryPathOf, entryRunsOf } from "../../../engine/editor/client/previewEntries";
import { renderWithSite } from "../../support/renderWithSite";
import { parseBlock } from "../../support/blocks";

describe("an entry pressed in the preview", () => {
  it("is an FAQ's question, opened as that entry of the block's list", () => {
    const written = { heading: "Questions", items: [{ question: "Does it hurt?", answer: "No." }, { question: "How long does it take?", answer: ["An hour.", "Sometimes two."] }, { question: "Is it safe?", answer: "Yes." }] };
    const { container } = renderWithSite(<FaqBlock block={parseBlock("faq", written)} />);
    const pressed = screen.getByText("How long does it take?");
    expect(entryPathOf(written, 4, entryRunsOf(container, pressed))).toBe("blocks[4].items[1]");
  });

  it("is a price table's row, even pressed on its price", () => {
    const written = { heading: "Prices", rows: [{ label: "Examination", price: "£27" }, { label: "Scale and polish", price: "£55" }] };
    const { container } = renderWithSite(<PriceTableBlock block={parseBlock("priceTable", written)} />);
    expect(entryPathOf(written, 0, entryRunsOf(container, screen.getByText("£55")))).toBe("blocks[0].rows[1]");
  });

  it("is nothing when the press is outside the block's entries", () => {
    const written = { heading: "Prices", rows: [{ label: "Examination", price: "£27" }, { label: "Scale and polish", price: "£55" }] };
    const { container } = renderWithSite(<PriceTableBlock block={parseBlock("priceTable", written)} />);
    expect(entryPathOf(written, 0, entryRunsOf(container, screen.getByRole("heading", { name: "Prices" })))).toBeNull();
  });
});
