/**
 * A contact form defined in content (tests/fixtures/forms/contact.json, worded as the practice's): fields,
 * checks, every sending state and the exact notices (spec sections 3, 4, 5, 7, 8), all from its definition.
 */
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { showToast } from "../../../engine/ui/toast";
import { draftKey } from "../../../engine/forms/useFormDraft";
import { formAddressOf } from "../../../engine/forms/definition";
import { deferred, field, fill, jsonResponse, mockFetch, postedFields, renderForm, site, validContact, isolateEachTest } from "./support";
import { fixtureForm } from "../../support/forms";

const CONTACT = fixtureForm("contact");
const definedField = (name: string) => CONTACT.fields.find((f) => f.name === name)!;

vi.mock("../../../engine/ui/toast", () => ({ showToast: vi.fn(), ToastHost: () => null }));

const SUCCESS = { title: "Message Sent Successfully!", description: "Thank you for your inquiry. We'll get back to you soon.", variant: "success" };
const FAILURE = { title: "Error Sending Message", description: `Please try again or call us directly at ${site.contact.phone.display}`, variant: "error" };
// Services the form offers, from the fixture site's catalogue: two to choose in the tests below.
const offered = site.services.filter((s) => s.inContactForm);
const left = site.services.filter((s) => !s.inContactForm);
const [chosen, other] = offered.map((s) => s.key) as [string, string];

const submitButton = () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ }) as HTMLButtonElement;

isolateEachTest();

describe("contact form: fields", () => {
  it("labels every field and marks the required ones", () => {
    renderForm("contact");
    for (const name of ["First Name", "Last Name", "Email Address", "Message"]) {
      const control = screen.getByRole("textbox", { name });
      expect(control.hasAttribute("required"), name).toBe(true);
      expect(control.closest("div")!.querySelector("label")!.textContent).toBe(`${name} *`);
    }
    expect(screen.getByRole("textbox", { name: "Phone Number" }).hasAttribute("required")).toBe(false);
    expect(screen.getByRole("combobox", { name: "Service of Interest" }).hasAttribute("required")).toBe(false);
    expect(field("Email Address").type).toBe("email");
    expect(field("Phone Number").type).toBe("tel");
    const message = field("Message") as unknown as HTMLTextAreaElement;
    expect(message.tagName).toBe("TEXTAREA");
    expect(message.rows).toBe(4);
    expect(message.placeholder).toBe((definedField("message") as { placeholder?: string }).placeholder);
    expect(field("First Name").autocomplete).toBe("given-name");
    expect(field("Email Address").autocomplete).toBe("email");
    expect(field("Phone Number").autocomplete).toBe("tel");
    expect(submitButton().textContent).toBe("Send Message");
    expect(submitButton().disabled).toBe(false);
    expect(screen.getByRole("form", { name: "Request a Callback" }).hasAttribute("novalidate")).toBe(true);
  });

  it("offers the catalogue's inContactForm services (\"all\") after a blank first choice, valued by key and labelled by title", () => {
    expect(left.length, "the fixture has a service kept out of the form").toBeGreaterThan(0);
    renderForm("contact");
    const options = within(screen.getByRole("combobox", { name: "Service of Interest" })).getAllByRole("option") as HTMLOptionElement[];
    expect(options[0]!.value).toBe("");
    expect(options[0]!.textContent).toBe("Select a service...");
    expect(options.slice(1).map((o) => [o.value, o.textContent])).toEqual(offered.map((s) => [s.key, s.title]));
    for (const service of left) expect(options.map((o) => o.value)).not.toContain(service.key);
  });

  it("offers a list of services in the order the form gives their keys, labelled from the catalogue", () => {
    const keys = [offered[2]!.key, offered[0]!.key, left[0]!.key];
    renderForm(fixtureForm("contact", (json) => (json.fields[4].services = keys)));
    const options = within(screen.getByRole("combobox", { name: "Service of Interest" })).getAllByRole("option") as HTMLOptionElement[];
    expect(options.slice(1).map((o) => [o.value, o.textContent])).toEqual(keys.map((key) => [key, site.services.find((s) => s.key === key)!.title]));
  });
});

describe("contact form: checks before sending", () => {
  it("sends nothing while required fields are empty, and says which, under each field", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fireEvent.click(submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    const expected: Record<string, string> = {
      "First Name": "Please enter your first name.",
      "Last Name": "Please enter your last name.",
      "Email Address": "Please enter your email address.",
      Message: "Please enter your message.",
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = field(label);
      expect(control.getAttribute("aria-invalid"), label).toBe("true");
      const described = document.getElementById(control.getAttribute("aria-describedby")!);
      expect(described?.textContent).toBe(message);
    }
    expect(field("Phone Number").hasAttribute("aria-invalid")).toBe(false);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Please check the form before sending:");
    expect(within(alert).getAllByRole("listitem")).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toBe(field("First Name")));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("moves focus to the first field that needs attention", async () => {
    mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill({ "First Name": "Ada", "Last Name": "Lovelace" });
    fireEvent.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(field("Email Address")));
  });

  it("sends nothing while the e-mail address is malformed", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill({ ...validContact, "Email Address": "ada at example" });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(field("Email Address").getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please enter a valid email address, like name@example.com.",
    );
    await waitFor(() => expect(document.activeElement).toBe(field("Email Address")));
  });

  it("treats a field of spaces as empty", () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill({ ...validContact, Message: "   " });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("Message").getAttribute("aria-invalid")).toBe("true");
  });

  it("clears a field's error as soon as it is put right", () => {
    mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fireEvent.click(submitButton());
    fill({ "First Name": "Ada" });
    expect(field("First Name").hasAttribute("aria-invalid")).toBe(false);
    expect(field("First Name").hasAttribute("aria-describedby")).toBe(false);
    expect(field("Last Name").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("contact form: sending", () => {
  it("posts the contract's fields as multipart form data to the contact endpoint", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill(validContact);
    fireEvent.change(screen.getByRole("combobox", { name: "Service of Interest" }), { target: { value: chosen } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(formAddressOf(site, CONTACT.sendTo));
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeInstanceOf(FormData);
    expect(init?.headers).toBeUndefined(); // the browser writes the multipart Content-Type and boundary
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(postedFields(fetchMock)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.co.uk",
      phone: "024 7600 0000",
      service: chosen,
      message: "Could someone call me back about implants?",
      formType: "contact",
      // The hidden trap, empty, and how long the form has been open (the receivers drop robots by them).
      website: "",
      elapsedMs: expect.stringMatching(/^\d+$/),
    });
    expect(Object.keys(postedFields(fetchMock))).toEqual(["firstName", "lastName", "email", "phone", "service", "message", "formType", "website", "elapsedMs"]);
  });

  it("sends the optional fields empty when left blank", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill({ ...validContact, "Phone Number": "" });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(postedFields(fetchMock)).toMatchObject({ phone: "", service: "" });
  });

  it("is 'Sending...' and disabled while waiting, then idle again", async () => {
    const reply = deferred<Response>();
    mockFetch(() => reply.promise);
    renderForm("contact");
    fill(validContact);
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe("Sending..."));
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByRole("form").getAttribute("aria-busy")).toBe("true");

    await act(async () => reply.resolve(jsonResponse({ result: "success" })));
    await waitFor(() => expect(submitButton().textContent).toBe("Send Message"));
    expect(submitButton().disabled).toBe(false);
  });

  it("cannot be sent twice while a submission is on its way", async () => {
    const reply = deferred<Response>();
    const fetchMock = mockFetch(() => reply.promise);
    renderForm("contact");
    fill(validContact);
    const form = screen.getByRole("form");
    fireEvent.submit(form);
    fireEvent.submit(form); // before React has even re-rendered
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => reply.resolve(jsonResponse({ result: "success" })));
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("on success: the exact notice, and every field cleared", async () => {
    mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("contact");
    fill(validContact);
    fireEvent.change(screen.getByRole("combobox", { name: "Service of Interest" }), { target: { value: other } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SUCCESS));
    expect(showToast).toHaveBeenCalledTimes(1);
    for (const label of Object.keys(validContact)) expect(field(label).value, label).toBe("");
    expect((screen.getByRole("combobox", { name: "Service of Interest" }) as HTMLSelectElement).value).toBe("");
  });

  const failures: [string, () => Promise<Response>][] = [
    ['a reply of {"result":"error"}', async () => jsonResponse({ result: "error", error: "Something went wrong" })],
    ["a reply with another result", async () => jsonResponse({ result: "ok" })],
    ["HTTP 500", async () => jsonResponse({ result: "error", error: "boom" }, 500)],
    ["HTTP 500 even with a success body", async () => jsonResponse({ result: "success" }, 500)],
    ["a reply that is not JSON", async () => new Response("<html>Service unavailable</html>", { status: 200, headers: { "Content-Type": "text/html" } })],
    ["an empty reply", async () => new Response("", { status: 200 })],
    ["JSON that is not an object", async () => jsonResponse("success")],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ];
  for (const [situation, answer] of failures) {
    it(`on ${situation}: the exact error notice with the phone number, and the values kept`, async () => {
      mockFetch(answer);
      renderForm("contact");
      fill(validContact);
      fireEvent.change(screen.getByRole("combobox", { name: "Service of Interest" }), { target: { value: other } });
      fireEvent.click(submitButton());
      await waitFor(() => expect(showToast).toHaveBeenCalledWith(FAILURE));
      expect(showToast).toHaveBeenCalledTimes(1);
      for (const [label, value] of Object.entries(validContact)) expect(field(label).value, label).toBe(value);
      expect((screen.getByRole("combobox", { name: "Service of Interest" }) as HTMLSelectElement).value).toBe(other);
      expect(submitButton().disabled).toBe(false);
      expect(submitButton().textContent).toBe("Send Message");
    });
  }

  it("uses the phone number from the site config in the error notice", async () => {
    mockFetch(async () => jsonResponse({ result: "error", error: "x" }));
    const other = { ...site, contact: { ...site.contact, phone: { display: "01234 567890", tel: "01234567890" } } };
    renderForm("contact", { site: other });
    fill(validContact);
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ ...FAILURE, description: "Please try again or call us directly at 01234 567890" }));
  });

  it("gives up after site.forms.timeoutMs without an answer, and keeps the values", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let aborted = false;
      const fetchMock = mockFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init!.signal!.addEventListener("abort", () => {
              aborted = true;
              reject(new DOMException("The operation was aborted.", "AbortError"));
            });
          }),
      );
      renderForm("contact");
      fill(validContact);
      fireEvent.click(submitButton());
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await act(() => vi.advanceTimersByTimeAsync(site.forms.timeoutMs - 1));
      expect(aborted).toBe(false);
      expect(submitButton().textContent).toBe("Sending...");
      expect(showToast).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(aborted).toBe(true);
      expect(showToast).toHaveBeenCalledWith(FAILURE);
      expect(submitButton().textContent).toBe("Send Message");
      expect(field("First Name").value).toBe("Ada");
    } finally {
      vi.useRealTimers();
    }
  });

  it("respects a shorter configured time limit", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      mockFetch((_url, init) => new Promise<Response>((_r, reject) => init!.signal!.addEventListener("abort", () => reject(new Error("aborted")))));
      renderForm("contact", { site: { ...site, forms: { ...site.forms, timeoutMs: 3000 } } });
      fill(validContact);
      fireEvent.click(submitButton());
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(showToast).toHaveBeenCalledWith(FAILURE);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("contact form: nothing lost on reload", () => {
  it("saves what is typed as a draft in sessionStorage", () => {
    renderForm("contact");
    fill({ "First Name": "Ada", Message: "Half-written" });
    const draft = JSON.parse(sessionStorage.getItem(draftKey("contact"))!);
    expect(draft).toMatchObject({ firstName: "Ada", message: "Half-written", lastName: "" });
  });

  it("fills the fields from a stored draft after mounting", async () => {
    sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.co.uk", phone: "", service: other, message: "Kept", unknown: "x", formType: "feedback" }),
    );
    renderForm("contact");
    await waitFor(() => expect(field("First Name").value).toBe("Ada"));
    expect(field("Last Name").value).toBe("Lovelace");
    expect(field("Message").value).toBe("Kept");
    expect((screen.getByRole("combobox", { name: "Service of Interest" }) as HTMLSelectElement).value).toBe(other);
  });

  it("ignores a damaged draft", () => {
    sessionStorage.setItem(draftKey("contact"), "{not json");
    renderForm("contact");
    expect(field("First Name").value).toBe("");
  });

  it("keeps the draft after a failure and removes it after success", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "error", error: "x" }));
    renderForm("contact");
    fill(validContact);
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(FAILURE));
    expect(JSON.parse(sessionStorage.getItem(draftKey("contact"))!).firstName).toBe("Ada");

    fetchMock.mockImplementation(async () => jsonResponse({ result: "success" }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SUCCESS));
    expect(sessionStorage.getItem(draftKey("contact"))).toBeNull();
  });
});
