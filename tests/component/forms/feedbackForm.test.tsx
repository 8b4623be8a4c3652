/** The feedback form: fields, consent, every sending state and the exact notices (spec sections 3, 4, 5, 7, 8). */
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { showToast } from "../../../engine/ui/toast";
import { draftKey } from "../../../engine/forms/useFormDraft";
import { formAddressOf } from "../../../engine/forms/definition";
import { deferred, field, fill, jsonResponse, mockFetch, postedFields, renderForm, site, validFeedback, isolateEachTest } from "./support";

vi.mock("../../../engine/ui/toast", () => ({ showToast: vi.fn(), ToastHost: () => null }));

const SUCCESS = { title: "Feedback Submitted", description: "Thank you for your feedback. We will review and respond as soon as possible.", variant: "success" };
const FAILURE = { title: "Submission Error", description: "There was a problem submitting your feedback. Please try again.", variant: "error" };
const CONSENT = /will store and use my contact details to respond/;

const submitButton = () => screen.getByRole("button", { name: /Submit Feedback|Submitting\.\.\./ }) as HTMLButtonElement;
const consent = () => screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;

function fillAll() {
  fill(validFeedback);
  fireEvent.click(consent());
}

isolateEachTest();

describe("feedback form: fields", () => {
  it("labels every field, all required, with a consent box that says what it agrees to", () => {
    renderForm("feedback");
    for (const name of ["Name", "Email", "Subject", "Message"]) {
      expect(screen.getByRole("textbox", { name }).hasAttribute("required"), name).toBe(true);
    }
    expect(field("Email").type).toBe("email");
    expect(consent().required).toBe(true);
    expect(consent().checked).toBe(false);
    expect(consent().closest("label")!.textContent).toBe(
      `I understand that ${site.name} will store and use my contact details to respond to my feedback. *`,
    );
    expect(submitButton().textContent).toBe("Submit Feedback");
    expect(screen.getByRole("form", { name: "Share Your Feedback" }).hasAttribute("novalidate")).toBe(true);
  });
});

describe("feedback form: checks before sending", () => {
  it("sends nothing while fields are empty, with a message under each", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("feedback");
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    const expected: [HTMLElement, string][] = [
      [field("Name"), "Please enter your name."],
      [field("Email"), "Please enter your email address."],
      [field("Subject"), "Please enter a subject."],
      [field("Message"), "Please enter your feedback."],
      [consent(), "Please tick this box so that we can store your details and reply to you."],
    ];
    for (const [control, message] of expected) {
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(screen.getByRole("alert").textContent).toContain("Please check the form before sending:");
    await waitFor(() => expect(document.activeElement).toBe(field("Name")));
  });

  it("sends nothing while the consent box is unticked, and focuses it", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("feedback");
    fill(validFeedback);
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(consent()));
  });

  it("sends nothing while the e-mail address is malformed", () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("feedback");
    fillAll();
    fill({ Email: "grace@example" });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(field("Email").getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please enter a valid email address, like name@example.com.",
    );
  });
});

describe("feedback form: sending", () => {
  it("posts the contract's fields, privacyConsent 'Yes', to the feedback endpoint", async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("feedback");
    fillAll();
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(formAddressOf(site, "feedback"));
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("POST");
    const posted = postedFields(fetchMock);
    expect(posted).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Lovely visit",
      message: "The hygienist was very gentle.",
      privacyConsent: "Yes",
      formType: "feedback",
      website: "",
      elapsedMs: expect.stringMatching(/^\d+$/),
    });
    expect(Object.keys(posted)).toEqual(["name", "email", "subject", "message", "privacyConsent", "formType", "website", "elapsedMs"]);
  });

  it("is 'Submitting...' and disabled while waiting; a second submit is ignored", async () => {
    const reply = deferred<Response>();
    const fetchMock = mockFetch(() => reply.promise);
    renderForm("feedback");
    fillAll();
    fireEvent.click(submitButton());
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(submitButton().textContent).toBe("Submitting..."));
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(screen.getByRole("form"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => reply.resolve(jsonResponse({ result: "success" })));
    await waitFor(() => expect(submitButton().textContent).toBe("Submit Feedback"));
    expect(submitButton().disabled).toBe(false);
  });

  it("on success: the exact notice, and the form cleared (consent too)", async () => {
    mockFetch(async () => jsonResponse({ result: "success" }));
    renderForm("feedback");
    fillAll();
    fireEvent.click(submitButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SUCCESS));
    for (const label of Object.keys(validFeedback)) expect(field(label).value, label).toBe("");
    expect(consent().checked).toBe(false);
    expect(sessionStorage.getItem(draftKey("feedback"))).toBeNull();
  });

  const failures: [string, () => Promise<Response>][] = [
    ['a reply of {"result":"error"}', async () => jsonResponse({ result: "error", error: "Please fill in the required field: Subject." })],
    ["HTTP 500", async () => new Response("Internal Server Error", { status: 500 })],
    ["a reply that is not JSON", async () => new Response("OK", { status: 200 })],
    ["a network error", async () => Promise.reject(new TypeError("NetworkError when attempting to fetch resource."))],
  ];
  for (const [situation, answer] of failures) {
    it(`on ${situation}: the exact error notice, and the form kept`, async () => {
      mockFetch(answer);
      renderForm("feedback");
      fillAll();
      fireEvent.click(submitButton());
      await waitFor(() => expect(showToast).toHaveBeenCalledWith(FAILURE));
      expect(showToast).toHaveBeenCalledTimes(1);
      for (const [label, value] of Object.entries(validFeedback)) expect(field(label).value, label).toBe(value);
      expect(consent().checked).toBe(true);
      expect(submitButton().textContent).toBe("Submit Feedback");
    });
  }

  it("gives up after the time limit with the error notice", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      mockFetch((_url, init) => new Promise<Response>((_r, reject) => init!.signal!.addEventListener("abort", () => reject(new Error("aborted")))));
      renderForm("feedback");
      fillAll();
      fireEvent.click(submitButton());
      await act(() => vi.advanceTimersByTimeAsync(site.forms.timeoutMs - 1));
      expect(showToast).not.toHaveBeenCalled();
      expect(submitButton().disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(showToast).toHaveBeenCalledWith(FAILURE);
      expect(field("Name").value).toBe("Grace Hopper");
      expect(submitButton().disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("feedback form: nothing lost on reload", () => {
  it("restores a draft, the consent box included, after mounting", async () => {
    sessionStorage.setItem(
      draftKey("feedback"),
      JSON.stringify({ name: "Grace", email: "g@example.com", subject: "Hi", message: "Draft", privacyConsent: true }),
    );
    renderForm("feedback");
    await waitFor(() => expect(field("Name").value).toBe("Grace"));
    expect(field("Subject").value).toBe("Hi");
    expect(field("Message").value).toBe("Draft");
    expect(consent().checked).toBe(true);
  });

  it("keeps contact and feedback drafts apart", async () => {
    sessionStorage.setItem(draftKey("contact"), JSON.stringify({ firstName: "Ada", message: "contact draft" }));
    renderForm("feedback");
    fill({ Name: "Grace" });
    expect(JSON.parse(sessionStorage.getItem(draftKey("feedback"))!).name).toBe("Grace");
    expect(JSON.parse(sessionStorage.getItem(draftKey("contact"))!).firstName).toBe("Ada");
    expect(field("Message").value).toBe("");
  });

  it("a consent stored as anything but true/false is ignored", async () => {
    sessionStorage.setItem(draftKey("feedback"), JSON.stringify({ name: "Grace", privacyConsent: "Yes" }));
    renderForm("feedback");
    await waitFor(() => expect(field("Name").value).toBe("Grace"));
    expect(consent().checked).toBe(false);
  });
});
