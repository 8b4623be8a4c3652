/** Shared set-up for the form tests: the real form block (a fixture form) inside the site's providers, a fake fetch, and filling helpers. */
import { screen, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { showToast } from "../../../engine/ui/toast";
import FormBlock from "../../../engine/blocks/form";
import { renderWithSite, fixtureSite } from "../../support/renderWithSite";
import { fixtureForm, type FixtureFormName } from "../../support/forms";
import type { SiteConfig } from "../../../engine/schema/site";
import type { FormBlock as FormBlockData } from "../../../engine/schema/blocks/form";

export const site = fixtureSite();

/** Renders a fixture form (tests/fixtures/forms/<name>.json), or a block the test made. */
export function renderForm(form: FixtureFormName | FormBlockData, options: { site?: SiteConfig } = {}) {
  const block = typeof form === "string" ? fixtureForm(form) : form;
  return renderWithSite(<FormBlock block={block} />, { site: options.site ?? site });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Replaces fetch for one test; returns the mock so calls can be inspected. */
export function mockFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The fields a call posted, as a plain object in the order they were appended. */
export function postedFields(fetchMock: ReturnType<typeof mockFetch>, call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]![1]!;
  const body = init.body as FormData;
  return Object.fromEntries([...body.entries()].map(([name, value]) => [name, String(value)]));
}

export const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

/** fireEvent.change keeps these tests fast and free of timers (user-event is used where typing itself matters). */
export function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

export const validContact = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  "Email Address": "ada@example.co.uk",
  "Phone Number": "024 7600 0000",
  Message: "Could someone call me back about implants?",
};

export const validFeedback = {
  Name: "Grace Hopper",
  Email: "grace@example.com",
  Subject: "Lovely visit",
  Message: "The hygienist was very gentle.",
};

/**
 * Each test starts with no toasts recorded, no drafts kept and the form's own warnings quiet, and leaves no
 * stubbed fetch or spy behind. The test file mocks engine/ui/toast itself (vi.mock is hoisted per file).
 */
export function isolateEachTest(): void {
  beforeEach(() => {
    vi.mocked(showToast).mockClear();
    sessionStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
