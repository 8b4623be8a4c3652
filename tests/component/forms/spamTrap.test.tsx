/** The forms' defences against robots, as a person meets them: a hidden field they never see or reach, and the time their form was open. */
import { afterEach, describe, expect, it } from "vitest";
import { SpamTrap } from "../../../engine/forms/SpamTrap";
import { HONEYPOT_FIELD } from "../../../engine/forms/contract";
import { clearFormStarted, msSinceStarted, noteFormStarted } from "../../../engine/forms/fillTime";
import { fixtureSite, renderWithSite } from "../../support/renderWithSite";

afterEach(() => window.sessionStorage.clear());

describe("the hidden field", () => {
  it("is hidden from assistive technology, skipped by Tab, not offered to autofill, and empty", () => {
    renderWithSite(<SpamTrap idPrefix="form" />);
    const input = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input.tabIndex).toBe(-1);
    expect(input.autocomplete).toBe("off");
    expect(input.value).toBe("");
    // Off screen rather than display: none, which some robots skip.
    expect(getComputedStyle(input.closest('[aria-hidden="true"]')!).display).not.toBe("none");
  });

  it("has a label a robot reads as an ordinary field, in the site's words", () => {
    const { getByLabelText } = renderWithSite(<SpamTrap idPrefix="x" />);
    expect(getByLabelText(fixtureSite().strings.formSpamTrap).getAttribute("name")).toBe(HONEYPOT_FIELD);
  });
});

describe("the time a form has been open", () => {
  it("counts from the first time the form was usable in this tab, across a reload of the page", () => {
    noteFormStarted("contact", 1_000);
    noteFormStarted("contact", 50_000); // the page reloaded: the first start stands
    expect(msSinceStarted("contact", 9_000)).toBe(8_000);
  });

  it("starts again once the form has been sent", () => {
    noteFormStarted("contact", 1_000);
    clearFormStarted("contact");
    noteFormStarted("contact", 20_000);
    expect(msSinceStarted("contact", 21_000)).toBe(1_000);
  });

  it("is kept for each form on its own", () => {
    noteFormStarted("contact", 1_000);
    noteFormStarted("feedback", 5_000);
    expect(msSinceStarted("feedback", 6_000)).toBe(1_000);
  });
});
