import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import PriceTableBlock from "../../engine/blocks/priceTable";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("priceTable block", () => {
  it("renders a captioned table with column headings and every row", () => {
    const rows = [
      { label: "Band 1", price: "£27.40", description: "Examination, diagnosis and advice." },
      { label: "Band 2", price: "£75.30" },
      { label: "Band 3", price: "£326.70" },
    ];
    const block = parseBlock("priceTable", {
      heading: "NHS charges",
      columns: ["Band", "Charge"],
      rows,
      notes: ["One charge per complete course of treatment."],
      actions: [{ kind: "booking", label: "Request a Callback" }],
    });
    renderWithSite(<PriceTableBlock block={block} />);
    const table = screen.getByRole("table", { name: "NHS charges" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Band", "Charge"]);
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(3);
    expect(within(bodyRows[0]!).getByRole("rowheader").textContent).toBe("Band 1Examination, diagnosis and advice.");
    expect(bodyRows.map((tr) => within(tr).getByRole("cell").textContent)).toEqual(["£27.40", "£75.30", "£326.70"]);
    expect(screen.getByText("One charge per complete course of treatment.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Request a Callback/ }).getAttribute("href")).toBe(fixtureSite().links.booking);
  });

  it("uses Treatment and Price as the default headings", () => {
    renderWithSite(<PriceTableBlock block={parseBlock("priceTable", { heading: "Private fees", rows: [{ label: "Examination", price: "£30.00" }] })} />);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Treatment", "Price"]);
  });
});
