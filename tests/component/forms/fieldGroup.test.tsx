/** Both forms group their fields in a fieldset (it keeps them disabled until the page's script runs); a screen reader announces a group by its name. */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { renderForm } from "./support";

afterEach(cleanup);

describe.each(["contact", "feedback"] as const)("the %s form's group of fields", (kind) => {
  it("is named by a legend, its first child, and holds the fields and the send button", () => {
    renderForm(kind);
    const group = screen.getByRole("group", { name: "Your details" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.firstElementChild!.tagName).toBe("LEGEND");
    expect(within(group).getAllByRole("textbox").length).toBeGreaterThan(2);
    expect(within(group).getByRole("button")).toBeTruthy();
  });
});
