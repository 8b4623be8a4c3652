/**
 * The Publish screen's dates and preview links: "Publish on…" sends the changes shown and the date as the
 * practice says it (UK time); a waiting change shows its asked-for date, and its preview link, once made, is shown
 * to copy, with how often it was opened; a failed publication on a date is told when the editor opens, until read.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { PublishDialog } from "../../engine/editor/client/publish/PublishDialog";
import { PinnedPublications } from "../../engine/editor/client/publish/PinnedPublications";
import { ScheduleNotices } from "../../engine/editor/client/publish/ScheduleNotices";

// jsdom has no modal dialogs: the editor's Dialog opens one with showModal.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const bodyOf = (fetch: ReturnType<typeof vi.fn>, path: string) => JSON.parse((fetch.mock.calls.find((call) => call[0] === `/_editor/api/${path}`)![1] as RequestInit).body as string);

describe("Publish on…", () => {
  it("sends the fingerprint of what was shown and the chosen UK date and time", async () => {
    const fetch = vi.fn(async (path: string) => json(path.endsWith("publish") ? { published: false, reason: "scheduled", message: "These changes will be published on Thursday 1 April 2027 at 09:00 (UK time), even if nobody is signed in." } : { progress: null }));
    vi.stubGlobal("fetch", fetch);
    render(<PublishDialog initialMessage="April prices" fingerprint="f1" asksApproval={false} onDate onClose={() => {}} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Date and time \(UK time\)/), { target: { value: "2027-04-01T09:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish on that date" }));
    expect(await screen.findByText(/will be published on Thursday 1 April 2027 at 09:00/)).toBeTruthy();
    expect(bodyOf(fetch, "publish")).toEqual({ message: "April prices", fingerprint: "f1", publishAt: "2027-04-01T09:00" });
  });

  it("a change adding charges that start later is offered for that day at midnight, UK time", async () => {
    const fetch = vi.fn(async (path: string) => json(path.endsWith("publish") ? { published: false, reason: "scheduled", message: "These changes will be published on Thursday 1 April 2027 at 00:00 (UK time), even if nobody is signed in." } : { progress: null }));
    vi.stubGlobal("fetch", fetch);
    render(<PublishDialog initialMessage="Next year's charges" fingerprint="f3" asksApproval={false} chargesStartOn="2027-04-01" onClose={() => {}} onDone={() => {}} />);
    expect(screen.getByText(/The charges you added start on 1 April 2027/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish on 1 April 2027 instead" }));
    expect((screen.getByLabelText(/Date and time \(UK time\)/) as HTMLInputElement).value).toBe("2027-04-01T00:00");
    fireEvent.click(screen.getByRole("button", { name: "Publish on that date" }));
    await screen.findByText(/will be published on Thursday 1 April 2027 at 00:00/);
    expect(bodyOf(fetch, "publish")).toEqual({ message: "Next year's charges", fingerprint: "f3", publishAt: "2027-04-01T00:00" });
  });

  it("publishing now sends no date", async () => {
    const fetch = vi.fn(async () => json({ published: false, reason: "nothing", message: "There is nothing to publish." }));
    vi.stubGlobal("fetch", fetch);
    render(<PublishDialog initialMessage="Typo" fingerprint="f2" asksApproval={false} onClose={() => {}} onDone={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Publish now" }));
    await screen.findByText(/nothing to publish/);
    expect(bodyOf(fetch, "publish")).toEqual({ message: "Typo", fingerprint: "f2" });
  });
});

describe("waiting and scheduled publications", () => {
  const waiting = { id: 7, at: "2027-03-01T10:00:00Z", name: "Sam Editor", message: "New prices", status: "waiting" as const, mine: false, publishAt: "2099-04-01T08:00:00Z", publishAtWords: "Wednesday 1 April 2099 at 09:00" };

  it("an owner approves for the asked date, and shares a preview link that says whether it was opened", async () => {
    const fetch = vi.fn(async () => json({ url: "https://editor.example.org/_preview/abc/", link: {} }));
    vi.stubGlobal("fetch", fetch);
    const decide = vi.fn();
    const preview = { createdAt: "2027-03-01T10:00:00Z", expiresAt: "2027-03-08T10:00:00Z", status: "ready" as const, failure: null, opens: 2, lastOpenedAt: "2027-03-01T11:00:00Z", openedBy: ["someone with the link, on a phone"] };
    const change = { commit: "c0ffee", shown: "s1", title: "Pricing", changes: [], clash: false };
    render(<PinnedPublications waiting={[{ ...waiting, preview, change }]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={decide} onChanged={() => {}} />);
    const item = screen.getByRole("region", { name: "Waiting for an owner" });
    expect(item.textContent).toMatch(/to go live on Wednesday 1 April 2099 at 09:00 \(UK time\)/);
    expect(item.textContent).toMatch(/Opened 2 times \(someone with the link, on a phone\)/);
    fireEvent.click(within(item).getByRole("button", { name: "Approve for Wednesday 1 April 2099 at 09:00" }));
    expect(decide).toHaveBeenCalledWith(7, true, change);
    fireEvent.click(within(item).getByRole("button", { name: "Make a new preview link" }));
    expect((await screen.findByRole("link", { name: "https://editor.example.org/_preview/abc/" })).getAttribute("href")).toBe("https://editor.example.org/_preview/abc/");
    expect(bodyOf(fetch, "publish/preview")).toEqual({ id: 7 });
  });

  it("an editor sees their own scheduled publication but cannot move it while an owner approves each one", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<PinnedPublications waiting={[]} scheduled={[{ ...waiting, status: "scheduled", mine: true }]} isOwner={false} approvalRequired busy={false} onDecide={() => {}} onChanged={() => {}} />);
    const item = screen.getByRole("region", { name: "Scheduled" });
    expect(item.textContent).toMatch(/New prices: to be published on Wednesday 1 April 2099 at 09:00 \(UK time\), for Sam Editor/);
    expect(within(item).queryByRole("button", { name: "Change the date" })).toBeNull();
    expect(within(item).getByRole("button", { name: "Make a preview link" })).toBeTruthy();
  });
});

describe("a change of mind that comes too late", () => {
  const dated = { id: 7, at: "2027-03-01T10:00:00Z", name: "Sam Editor", message: "New prices", mine: true, publishAt: "2099-04-01T08:00:00Z", publishAtWords: "Wednesday 1 April 2099 at 09:00" };
  it("a cancel sends the status the screen showed, and a refusal says it is being published now", async () => {
    const refusal = "It is being published now, so it can no longer be cancelled, declined or given a new date. Look at History in a minute to see it live.";
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: refusal }), { status: 409, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("confirm", () => true);
    const changed = vi.fn();
    render(<PinnedPublications waiting={[]} scheduled={[{ ...dated, status: "scheduled" }]} isOwner approvalRequired={false} busy={false} onDecide={() => {}} onChanged={changed} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel this publication" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(bodyOf(fetch, "publish/cancel")).toEqual({ id: 7, status: "scheduled" });
    expect(changed).not.toHaveBeenCalled();
  });

  it("one being published now is shown so, with nothing to change", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<PinnedPublications waiting={[]} scheduled={[{ ...dated, status: "publishing" }]} isOwner approvalRequired={false} busy={false} onDecide={() => {}} onChanged={() => {}} />);
    const item = screen.getByRole("region", { name: "Scheduled" });
    expect(item.textContent).toMatch(/New prices: being published now, for Sam Editor/);
    expect(within(item).queryByRole("button", { name: "Cancel this publication" })).toBeNull();
  });
});

describe("a publication on a date that did not go live", () => {
  it("is told when the editor opens, until its person says they have read it", async () => {
    const fetch = vi.fn(async (path: string) =>
      json(path.endsWith("notices") ? { notices: [{ id: 3, message: "April prices", publishAtWords: "Thursday 1 April 2027 at 09:00", outcome: "Nothing was published at its time: the site's checks found one thing to fix first." }] } : { ok: true }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<ScheduleNotices />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/“April prices”, to be published on Thursday 1 April 2027 at 09:00, was not published\. Nothing was published at its time/);
    fireEvent.click(screen.getByRole("button", { name: "I have read this" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(bodyOf(fetch, "publish/notices/seen")).toEqual({ ids: [3] });
  });
});
