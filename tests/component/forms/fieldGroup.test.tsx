/** Every form groups its fields in a fieldset (it keeps them disabled until the page's script runs); a screen reader announces a group by its name. */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { renderForm, site } from "./support";
import { FIXTURE_FORMS } from "../../support/forms";

afterEach(cleanup);

describe.each(FIXTURE_FORMS)("the %s form's group of fields", (kind) => {
  it("is named by a legend, its first child, and holds the fields and the send button", () => {
    renderForm(kind);
    const group = screen.getByRole("group", { name: site.strings.formLegend });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.firstElementChild!.tagName).toBe("LEGEND");
    expect(within(group).getAllByRole("textbox").length).toBeGreaterThan(2);
    expect(within(group).getByRole("button")).toBeTruthy();
  });
});
