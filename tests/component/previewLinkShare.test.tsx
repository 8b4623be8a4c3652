/**
 * The preview link on the owner's (approver's) screen (issue 48 point 5): once made, it says what it shows and to
 * whom in the request's own facts, Copy puts it on the clipboard and says "Copied." in a live region, and where the
 * browser refuses the clipboard the link is selected for the person to copy. A link made by someone else is named
 * by its maker, never shown (the editor keeps only its fingerprint).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { PinnedPublications } from "../../engine/editor/client/publish/PinnedPublications";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_MADE = "https://editor.example.org/_preview/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG/";
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const change = {
  commit: "c0ffee", shown: "s1", title: "Prices and About us", clash: false,
  changes: [
    { file: "pages/pricing.json", kind: "page" as const, name: "Prices", status: "changed" as const, lines: ["Fees (block 2), Examination: Price: £27.40 → £27.90"] },
    { file: "pages/about.json", kind: "page" as const, name: "About us", status: "changed" as const, lines: ["Hero (block 1): Heading: “Us” → “Our practice”"] },
  ],
};
const waiting = { id: 9, at: "2027-03-01T10:00:00Z", name: "Anna Receptionist", message: "Prices", status: "waiting" as const, mine: false, publishAt: null, change };

function ownersScreen(preview?: object) {
  vi.stubGlobal("fetch", vi.fn(async () => json({ url: URL_MADE, link: {} })));
  render(<PinnedPublications waiting={[{ ...waiting, ...(preview ? { preview } : {}) } as never]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={() => {}} onChanged={() => {}} />);
  return within(screen.getByRole("region", { name: "Waiting for an owner" }));
}

describe("the preview link on the owner's screen", () => {
  it("says what the preview shows, and Copy puts the link on the clipboard and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const item = ownersScreen();
    fireEvent.click(item.getByRole("button", { name: "Make a preview link" }));
    expect(await item.findByRole("link", { name: URL_MADE })).toBeTruthy();
    expect(item.getByText("A preview of the site with Anna Receptionist's 2 changes: Prices, About us. Anyone with this link can see it, without signing in, until it is approved or declined (7 days at most).")).toBeTruthy();
    fireEvent.click(item.getByRole("button", { name: "Copy the link" }));
    expect(await item.findByText("Copied.")).toBeTruthy();
    expect(item.getByText("Copied.").getAttribute("role")).toBe("status");
    expect(writeText).toHaveBeenCalledWith(URL_MADE);
  });

  it("selects the link where the browser does not allow copying", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    const item = ownersScreen();
    fireEvent.click(item.getByRole("button", { name: "Make a preview link" }));
    await item.findByRole("link", { name: URL_MADE });
    fireEvent.click(item.getByRole("button", { name: "Copy the link" }));
    expect(await item.findByText(/the link is selected, copy it from there/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(URL_MADE);
  });

  it("names who made a link it cannot show again", () => {
    const preview = { createdAt: "2027-03-01T10:00:00Z", expiresAt: "2027-03-08T10:00:00Z", status: "ready", failure: null, opens: 0, lastOpenedAt: null, openedBy: [], createdBy: "Anna Receptionist" };
    const item = ownersScreen(preview);
    expect(item.getByText(/Anna Receptionist made its preview link on/)).toBeTruthy();
    expect(item.queryByRole("link", { name: /_preview/ })).toBeNull();
    expect(item.getByRole("button", { name: "Make a new preview link" })).toBeTruthy();
  });
});
