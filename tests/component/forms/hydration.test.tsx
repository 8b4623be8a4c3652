/**
 * The pre-rendered form and the browser's first render agree (no hydration
 * mismatch): the server HTML is empty and disabled, the draft is restored and
 * the fields enabled only once the browser has taken over.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { AppShell } from "../../../engine/app/App";
import FormBlock from "../../../engine/blocks/form";
import { draftKey } from "../../../engine/forms/useFormDraft";
import { fixtureForm, type FixtureFormName } from "../../support/forms";
import { site } from "./support";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function app(name: FixtureFormName) {
  return (
    <AppShell site={site}>
      <FormBlock block={fixtureForm(name)} />
    </AppShell>
  );
}

describe("form block pre-rendering and hydration", () => {
  it("pre-renders empty, disabled fields with a note for browsers without JavaScript", () => {
    sessionStorage.setItem(draftKey("contact"), JSON.stringify({ firstName: "Ada" }));
    const html = renderToString(app("contact"));
    expect(html).toMatch(/<fieldset[^>]* disabled=""/);
    expect(html).not.toContain("Ada");
    expect(html).toContain("<noscript>");
    expect(html).toContain(site.strings.formNoScript.slice(0, site.strings.formNoScript.indexOf("{phone}")).replace(/'/g, "&#x27;"));
    expect(html).toContain(`href="tel:${site.contact.phone.tel}"`);
    expect(html).toContain('method="post"'); // never a GET that would put a patient's details in the address
  });

  const drafts: [FixtureFormName, Record<string, string>, string][] = [
    ["contact", { firstName: "Ada", message: "Kept across reloads" }, "firstName"],
    ["feedback", { name: "Grace", message: "Kept across reloads" }, "name"],
    ["new-patient", { fullName: "Ada", notes: "Kept across reloads", confidence: "4" }, "fullName"],
  ];
  for (const [kind, draft, first] of drafts) {
    it(`${kind}: hydrates without mismatch, then restores the draft and enables the fields`, async () => {
      const errors = vi.spyOn(console, "error");
      const html = renderToString(app(kind));
      sessionStorage.setItem(draftKey(kind), JSON.stringify(draft));
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);

      await act(async () => {
        root = hydrateRoot(container, app(kind), { onRecoverableError: (error) => console.error(error) });
      });

      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector("fieldset")!.disabled).toBe(false);
      expect((container.querySelector("textarea") as HTMLTextAreaElement).value).toBe("Kept across reloads");
      expect((container.querySelector(`input[name=${first}]`) as HTMLInputElement).value).toBe(draft[first]);
      if (draft.confidence) expect((container.querySelector('input[name=confidence][value="4"]') as HTMLInputElement).checked).toBe(true);
    });
  }
});
