/**
 * A third form, written in content alone (tests/fixtures/forms/new-patient.json): every other kind of field,
 * help texts, length limits, and the site's default words where the form gives none (site.config.json strings).
 */
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { showToast } from "../../../engine/ui/toast";
import { draftKey } from "../../../engine/forms/useFormDraft";
import { formAddressOf } from "../../../engine/forms/definition";
import { fillIn } from "../../../engine/ui/fillIn";
import { field, fill, jsonResponse, mockFetch, postedFields, renderForm, site, isolateEachTest } from "./support";
import { fixtureForm } from "../../support/forms";

vi.mock("../../../engine/ui/toast", () => ({ showToast: vi.fn(), ToastHost: () => null }));

const FORM = fixtureForm("new-patient");
const { strings } = site;
const send = () => screen.getByRole("button", { name: new RegExp(`^(${strings.formSubmit}|${strings.formSending.replace(/\./g, "\\.")})$`) }) as HTMLButtonElement;
const rating = () => screen.getByRole("radiogroup", { name: /How relaxed do you feel/ });
const consent = () => screen.getByRole("checkbox", { name: new RegExp(`may keep these details`) }) as HTMLInputElement;
const described = (control: Element) => (control.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

const valid = { "Full Name": "Ada Lovelace", "Date of Birth": "10/12/1815", "Email Address": "ada@example.co.uk", "Phone Number": "01632 960000" };

isolateEachTest();

describe("a form defined in content alone", () => {
  it("draws each kind of field: a help text tied to its field, a list of options, a rating from 1 to 5, a consent box with the site's name", () => {
    renderForm(FORM);
    expect(described(field("Date of Birth"))).toEqual(["For example 21/03/1980."]);
    expect(field("Date of Birth").autocomplete).toBe("bday");
    expect(field("Full Name").maxLength).toBe(80);
    const options = within(screen.getByRole("combobox", { name: "Best Time to Call" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([strings.formChooseBlank, "Morning", "Afternoon", "Evening"]);
    const points = within(rating()).getAllByRole("radio");
    expect(points.map((point) => point.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(rating()).getByRole("radio", { name: `3 ${fillIn(strings.formRatingOutOf, { max: 5 })}` })).toBeTruthy();
    expect(consent().closest("label")!.textContent).toBe(`I agree that ${site.name} may keep these details to register me. *`);
    expect(send().textContent).toBe(strings.formSubmit);
  });

  it("says the site's default words under fields that give none, and counts characters as the receivers do", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm(FORM);
    fill({ "Date of Birth": "12" });
    fill({ "Anything we should know?": "x".repeat(501) });
    fireEvent.click(send());
    expect(fetchMock).not.toHaveBeenCalled();
    const messages = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
    expect(messages("Full Name")).toBe(strings.formRequired);
    expect(messages("Date of Birth")).toBe(fillIn(strings.formTooShort, { min: 6 }));
    expect(messages("Anything we should know?")).toBe(fillIn(strings.formTooLong, { max: 500 }));
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${consent().id}-error`)?.textContent).toBe(strings.formRequiredConsent);
    // Not required: an unchosen rating and list are fine.
    expect(rating().hasAttribute("aria-invalid")).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field("Full Name")));
  });

  it("posts every field in the definition's order, the rating as its number, and shows the site's default notice", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm(FORM);
    fill(valid);
    fireEvent.change(screen.getByRole("combobox", { name: "Best Time to Call" }), { target: { value: "Evening" } });
    fireEvent.click(within(rating()).getByRole("radio", { name: /^4 / }));
    fireEvent.click(consent());
    fireEvent.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(formAddressOf(site, FORM.sendTo));
    const posted = postedFields(fetchMock);
    expect(Object.keys(posted)).toEqual([...FORM.fields.map((f) => f.name), "formType", "website", "elapsedMs"]);
    expect(posted).toMatchObject({ fullName: "Ada Lovelace", bestTimeToCall: "Evening", confidence: "4", notes: "", privacyConsent: "Yes", formType: "new-patient" });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ title: strings.formSuccessTitle, description: strings.formSuccessText, variant: "success" }));
  });

  it("fills {phone} into the site's default failure notice", async () => {
    mockFetch(async () => jsonResponse({ result: "error", error: "x" }));
    renderForm(FORM);
    fill(valid);
    fireEvent.click(consent());
    fireEvent.click(send());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ title: strings.formFailureTitle, description: fillIn(strings.formFailureText, { phone: site.contact.phone.display }), variant: "error" }),
    );
  });

  it("restores a draft, but not a choice the form no longer offers", async () => {
    sessionStorage.setItem(draftKey("new-patient"), JSON.stringify({ fullName: "Ada", bestTimeToCall: "Midnight", confidence: "9" }));
    renderForm(FORM);
    await waitFor(() => expect(field("Full Name").value).toBe("Ada"));
    expect((screen.getByRole("combobox", { name: "Best Time to Call" }) as HTMLSelectElement).value).toBe("");
    expect(within(rating()).getAllByRole("radio").some((point) => (point as HTMLInputElement).checked)).toBe(false);
  });
});

describe("the site's own words", () => {
  it("replace the engine's defaults everywhere a form uses them", () => {
    const welsh = { ...site, strings: { ...strings, formSubmit: "Anfon", formLegend: "Eich manylion", formRequiredNote: "Mae angen y meysydd gyda {mark}." } };
    renderForm(FORM, { site: welsh });
    expect(screen.getByRole("button", { name: "Anfon" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Eich manylion" })).toBeTruthy();
    // The asterisk brings its own space (and HTML shows any run of spaces as one).
    expect(screen.getByText(/Mae angen y meysydd gyda/).textContent!.replace(/\s+/g, " ")).toBe(`Mae angen y meysydd gyda * ${strings.formRequiredMark}.`);
  });
});
