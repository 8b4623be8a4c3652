/**
 * Privacy at the form (issue 50): next to its button, a form says who receives what is sent, why, for how long,
 * with a link to the privacy page, from site.config.json's forms; the privacy page's block says the same.
 */
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import FormsPrivacyBlock from "../../../engine/blocks/formsPrivacy";
import { renderWithSite, fixtureSite } from "../../support/renderWithSite";
import { parseBlock } from "../../support/blocks";
import { renderForm, isolateEachTest } from "./support";
import type { SiteConfig } from "../../../engine/schema/site";

vi.mock("../../../engine/ui/toast", () => ({ showToast: vi.fn(), ToastHost: () => null }));
isolateEachTest();

const declared = (site: SiteConfig): SiteConfig => ({
  ...site,
  forms: {
    ...site.forms,
    retentionMonths: 12,
    privacyPage: "/privacy",
    privacy: [
      { name: "contact", title: "Callback requests", purpose: "to call you back", receiver: { name: site.name, role: "controller" } },
      { name: "feedback", title: "Feedback", purpose: "to answer your feedback", receiver: { name: "Hosted Sheets", role: "processor", contract: "its data processing terms" }, retentionMonths: 1 },
    ],
  },
});

describe("the privacy note next to a form's button", () => {
  it("says who receives the enquiry, why and for how long, links the privacy page, and describes the button", () => {
    const site = fixtureSite(declared);
    renderForm("contact", { site });
    const button = screen.getByRole("button", { name: "Send Message" });
    const note = button.parentElement!.querySelector("[data-privacy-note]")!;
    expect(note.textContent).toBe(`What you send goes to ${site.name}, to call you back, and is kept for 12 months. How we use your details`);
    expect(within(note as HTMLElement).getByRole("link", { name: "How we use your details" }).getAttribute("href")).toBe("/privacy");
    expect(button.getAttribute("aria-describedby")).toBe(note.id);
  });

  it("names a processor as holding the details for the business, with the form's own retention", () => {
    const site = fixtureSite(declared);
    renderForm("feedback", { site });
    expect(document.querySelector("[data-privacy-note]")!.textContent).toMatch(new RegExp(`^What you send goes to ${site.name}, to answer your feedback, and is kept for 1 month; Hosted Sheets holds it for ${site.name}\\.`));
  });

  it("a form the site's config does not describe shows no note", () => {
    renderForm("contact", { site: fixtureSite((site) => ({ ...site, forms: { ...site.forms, privacy: [] } })) });
    expect(document.querySelector("[data-privacy-note]")).toBeNull();
    expect(screen.getByRole("button", { name: "Send Message" }).hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("the privacy page's forms block", () => {
  it("gives each form's title and the sentence its form shows, with a processor's contract", () => {
    const site = fixtureSite(declared);
    renderWithSite(<FormsPrivacyBlock block={parseBlock("formsPrivacy", { heading: "Your messages" })} />, { site });
    const section = screen.getByRole("region", { name: "Your messages" });
    expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Callback requests", "Feedback"]);
    expect(section.textContent).toContain(`What you send goes to ${site.name}, to call you back, and is kept for 12 months.`);
    expect(section.textContent).toContain("Hosted Sheets holds it under its data processing terms.");
  });
});
