// The Publish screen lists the saved changes as units to tick (issue 48): all ticked for someone who may publish,
// only their own for someone who asks an owner; a unit a ticked one needs is ticked with it and says why, before
// anything is sent; nothing ticked disables the buttons with a reason; Publish sends the ticked units only.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangesAnswer } from "../../../engine/editor/client/publish/publishApi";

const api = vi.hoisted(() => ({ changes: vi.fn(), problems: vi.fn(), publish: vi.fn(), progress: vi.fn(), decide: vi.fn() }));
vi.mock("../../../engine/editor/client/publish/publishApi", async (original) => ({ ...(await original<object>()), publishApi: api }));
const { ChangesScreen } = await import("../../../engine/editor/client/publish/ChangesScreen");
const { PinnedPublications } = await import("../../../engine/editor/client/publish/PinnedPublications");

const saved = (name: string) => [{ name, at: "2026-11-27T10:00:00.000Z" }];
const unit = (id: string, name: string, by: string, mine: boolean, extra: object = {}) => ({
  id, name, kind: "page" as const, status: "changed" as const, file: id, lines: [`${name}: heading changed`], needs: [], fingerprint: `fp-${id}`, savedBy: saved(by), mine, ...extra,
});
const units = [
  unit("pages/veneers.json", "Veneers", "Sam Editor", true),
  unit("pages/contact.json", "Contact", "Olu Owner", false, { needs: [{ id: "pages/implants.json", why: "it links to the new page “Implants”" }] }),
  unit("pages/implants.json", "Implants", "Olu Owner", false, { status: "added" }),
  unit("public/images/old.jpg", "Pictures and files", "Olu Owner", false, { kind: "file", unused: true }),
];
const answer = (mayPublish: boolean): ChangesAnswer => ({
  available: true, live: null, behind: [], changes: units.map(({ id, name, lines, status, savedBy }) => ({ file: id, kind: "page", name, lines, status, savedBy })),
  units, fingerprint: "all", defaultMessage: "Veneers", approvalRequired: !mayPublish, mayPublish, waiting: [], scheduled: [], held: [], progress: null,
  settings: { deploy: "git", branch: "main", build: "production", remote: "origin", liveUrl: null },
});

async function open(mayPublish: boolean) {
  api.changes.mockResolvedValue(answer(mayPublish));
  api.problems.mockResolvedValue({ build: "production", problems: [] });
  api.publish.mockResolvedValue({ published: false, reason: "requested", message: "Waiting." });
  render(<ChangesScreen isOwner={mayPublish} />);
  return screen.findByRole("group", { name: "Choose what goes live" });
}
const box = (group: HTMLElement, name: string) => within(group).getByRole("checkbox", { name }) as HTMLInputElement;

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom has no modal dialogs: the publish dialog opens as an open <dialog>.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

describe("choosing what goes live", () => {
  it("ticks everything but an unused picture for an owner, and a new page goes with the page that links to it, saying why", async () => {
    const group = await open(true);
    expect(["Veneers", "Contact", "Implants"].map((name) => box(group, name).checked)).toEqual([true, true, true]);
    expect(box(group, "Pictures and files").checked).toBe(false);
    expect(within(group).getByText(/Unused: no page shows it now/)).toBeTruthy();

    fireEvent.click(within(group).getByRole("button", { name: "Select none" }));
    expect(screen.getByRole("button", { name: "Publish the ticked changes…" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/Tick at least one change/)).toBeTruthy();

    fireEvent.click(box(group, "Contact"));
    expect(box(group, "Implants").checked).toBe(true);
    expect(within(group).getByText("Goes with Contact: it links to the new page “Implants”.")).toBeTruthy();
    // Unticking what Contact needs unticks Contact too: it cannot go without it.
    fireEvent.click(box(group, "Implants"));
    expect([box(group, "Contact").checked, box(group, "Implants").checked]).toEqual([false, false]);

    fireEvent.click(box(group, "Contact"));
    fireEvent.click(screen.getByRole("button", { name: "Publish the ticked changes…" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish now" })));
    // The note starts from what is chosen, never from every change.
    expect(api.publish).toHaveBeenCalledWith("Contact and Implants\n\n- Contact: Contact: heading changed\n- Implants: Implants: heading changed", "all", undefined, [
      { id: "pages/contact.json", fingerprint: "fp-pages/contact.json" },
      { id: "pages/implants.json", fingerprint: "fp-pages/implants.json" },
    ]);
  });

  it("ticks only an editor's own changes, and shows the others' unticked with who saved them", async () => {
    const group = await open(false);
    expect(box(group, "Veneers").checked).toBe(true);
    expect(box(group, "Contact").checked).toBe(false);
    expect(within(box(group, "Contact").closest("li")!).getByText(/Saved by Olu Owner/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ask an owner to publish…" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ask an owner to publish" })));
    expect(api.publish).toHaveBeenCalledWith(expect.stringMatching(/^Veneers\n/), "all", undefined, [{ id: "pages/veneers.json", fingerprint: "fp-pages/veneers.json" }]);
  });
});

describe("the owner's button for a request", () => {
  const request = { id: 3, at: "2026-11-27T10:00:00.000Z", name: "Sam Editor", message: "", status: "waiting" as const, mine: false, publishAt: null, change: { commit: "a".repeat(40), shown: "b".repeat(32), title: "Veneers", clash: false, changes: [] } };
  it("names the requester alone only when the request holds nobody else's changes", () => {
    const { unmount } = render(<PinnedPublications waiting={[{ ...request, credits: [] }]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={() => {}} onChanged={() => {}} />);
    expect(screen.getByRole("button", { name: "Publish Sam Editor's changes" })).toBeTruthy();
    unmount();
    render(<PinnedPublications waiting={[{ ...request, credits: ["Olu Owner"] }]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={() => {}} onChanged={() => {}} />);
    expect(screen.getByRole("button", { name: "Publish the changes of Sam Editor and Olu Owner" })).toBeTruthy();
  });
});
