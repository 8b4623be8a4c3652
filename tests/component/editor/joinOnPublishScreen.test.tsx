// On the Publish screen, "Publish now, separately" for a change saved after its page was scheduled ticks only that
// page and sends only it; joining it asks the screen again, which then shows it no more (issue 48.2).
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangesAnswer } from "../../../engine/editor/client/publish/publishApi";
import type { Joinable } from "../../../engine/editor/client/publish/joinApi";
import { openDialogsInJsdom } from "../../support/jsdomDialogs";

const api = vi.hoisted(() => ({ changes: vi.fn(), problems: vi.fn(), publish: vi.fn(), progress: vi.fn(), decide: vi.fn() }));
const joins = vi.hoisted(() => ({ joinable: vi.fn(), join: vi.fn() }));
vi.mock("../../../engine/editor/client/publish/publishApi", async (original) => ({ ...(await original<object>()), publishApi: api }));
vi.mock("../../../engine/editor/client/publish/joinApi", async (original) => ({ ...(await original<object>()), joinApi: joins }));
const { ChangesScreen } = await import("../../../engine/editor/client/publish/ChangesScreen");

const unit = (id: string, name: string) => ({
  id, name, kind: "page" as const, status: "changed" as const, file: id, lines: [`${name}: price changed`], needs: [], fingerprint: `fp-${id}`, savedBy: [{ name: "Olu Owner", at: "2026-11-27T10:00:00.000Z" }], mine: true,
});
const units = [unit("pages/fees.json", "Fixture fees"), unit("pages/veneers.json", "Fixture veneers")];
const answer: ChangesAnswer = {
  available: true, live: null, behind: [], changes: units.map(({ id, name, lines, status, savedBy }) => ({ file: id, kind: "page", name, lines, status, savedBy })),
  units, fingerprint: "all", defaultMessage: "Fees", approvalRequired: false, mayPublish: true, waiting: [], scheduled: [], held: [], progress: null,
  settings: { deploy: "git", branch: "main", build: "production", remote: "origin", liveUrl: null },
};
const later: Joinable = {
  file: "pages/fees.json", name: "Fixture fees", lines: ["Check-up: £30.00 → £32.00"], request: 4, commit: "c".repeat(40), fingerprint: "f".repeat(32),
  separable: true, mayJoin: true, day: "1 April", whenWords: "Thursday 1 April 2027 at 09:00",
};

beforeEach(() => {
  vi.clearAllMocks();
  // A new answer each time, as the server sends: the screen asks again what it watches when its answer changes.
  api.changes.mockImplementation(async () => ({ ...answer }));
  api.problems.mockResolvedValue({ build: "production", problems: [] });
  api.publish.mockResolvedValue({ published: false, reason: "nothing", message: "Nothing." });
  openDialogsInJsdom();
});

describe("a later change on the Publish screen", () => {
  it("published now, separately, goes alone: only its page is ticked and sent", async () => {
    joins.joinable.mockResolvedValue({ joinable: [later] });
    render(<ChangesScreen isOwner />);
    const entry = await screen.findByRole("listitem", { name: "Fixture fees" });
    fireEvent.click(within(entry).getByRole("button", { name: "Publish now, separately" }));
    const group = screen.getByRole("group", { name: "Choose what goes live" });
    expect((within(group).getByRole("checkbox", { name: "Fixture veneers" }) as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Publish now" })));
    expect(api.publish).toHaveBeenCalledWith(expect.any(String), "all", undefined, [{ id: "pages/fees.json", fingerprint: "fp-pages/fees.json" }]);
  });

  it("joined, is asked for again and no longer offered", async () => {
    // Offered until it has joined (the screen asks whenever its answer changes, so maybe more than once before).
    joins.joinable.mockImplementation(async () => ({ joinable: joins.join.mock.calls.length ? [] : [later] }));
    joins.join.mockResolvedValue({ ok: true, message: "Your change to Fixture fees joins the publication on Thursday 1 April 2027 at 09:00 (UK time)." });
    render(<ChangesScreen isOwner />);
    const entry = await screen.findByRole("listitem", { name: "Fixture fees" });
    await act(async () => fireEvent.click(within(entry).getByRole("button", { name: "Join the publication on 1 April" })));
    expect(await screen.findByText(/joins the publication on Thursday 1 April 2027/)).toBeTruthy();
    // The screen asks again after the join; the answer may come after the message is shown.
    await waitFor(() => expect(api.changes).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Join the publication on 1 April" })).toBeNull());
  });
});
