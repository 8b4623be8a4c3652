// What a signed-in person is told on opening the editor (issue 48 point 6): their notices under a heading, in a
// status region; a request waiting for an owner links to the Publish screen; each is dismissed with its button or
// Escape, which the server is told of, and focus moves to the next one rather than being lost.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PersonNotices } from "../../../engine/editor/client/notices/PersonNotices";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const NOTICES = [
  { id: 4, at: "2026-11-28T09:00:00.000Z", kind: "asked", text: "Sam Editor asked for approval of 2 changes: open the Publish screen to review them." },
  { id: 9, at: "2026-11-28T10:00:00.000Z", kind: "declined", text: "Olu Owner declined your request “Winter hours”. Your changes stay saved here, unpublished." },
];

function serve(notices: unknown[]) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => (init?.method === "POST" ? json({ ok: true }) : json({ notices })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const dismissed = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter((call) => call[0] === "/_editor/api/notices/dismiss").map((call) => JSON.parse((call[1] as RequestInit).body as string).id);

describe("a person's notices", () => {
  it("shows them under a heading in a status region, a waiting request with the way to the Publish screen", async () => {
    serve(NOTICES);
    render(<PersonNotices />);
    const region = await screen.findByRole("status");
    expect(within(region).getByRole("heading", { name: "For you" })).toBeTruthy();
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")!.textContent)).toEqual(NOTICES.map((notice) => notice.text));
    expect(within(items[0]!).getByRole("link", { name: "Open the Publish screen" }).getAttribute("href")).toBe("#/publish");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("dismisses one with its button, then moves focus to the next; Escape dismisses the one in focus", async () => {
    const fetch = serve(NOTICES);
    render(<PersonNotices />);
    const [first] = await screen.findAllByRole("button", { name: "Dismiss" });
    expect(first!.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(first!.getAttribute("aria-describedby")!)!.textContent).toBe(NOTICES[0]!.text);
    fireEvent.click(first!);
    await vi.waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(dismissed(fetch)).toEqual([4]);
    const next = screen.getByRole("button", { name: "Dismiss" });
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: "Escape" });
    await vi.waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(dismissed(fetch)).toEqual([4, 9]);
  });

  it("shows nothing when there is nothing to tell", async () => {
    const fetch = serve([]);
    render(<PersonNotices />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says so in words when a dismissal is not taken, and keeps the notice", async () => {
    vi.stubGlobal("fetch", vi.fn(async (_path: string, init?: RequestInit) => (init?.method === "POST" ? json({ error: "The editor is busy." }, 503) : json({ notices: NOTICES.slice(1) }))));
    render(<PersonNotices />);
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText(/It could not be dismissed just now: The editor is busy\./)).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });
});
