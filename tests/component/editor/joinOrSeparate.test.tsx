// A change saved after its page was scheduled asks which way it goes (issue 48.2): now, separately, or joined to
// the publication on its date; a change to a field the publication changes too offers only to join; someone who
// may not add to that publication is told whom to ask; the join sends back what the screen showed and says how
// it went, in words.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Joinable } from "../../../engine/editor/client/publish/joinApi";

const api = vi.hoisted(() => ({ joinable: vi.fn(), join: vi.fn() }));
vi.mock("../../../engine/editor/client/publish/joinApi", async (original) => ({ ...(await original<object>()), joinApi: api }));
const { JoinOrSeparate } = await import("../../../engine/editor/client/publish/JoinOrSeparate");

const later = (extra: Partial<Joinable> = {}): Joinable => ({
  file: "pages/fees.json", name: "Fixture fees", lines: ["Check-up: £27.40 → £27.90"], request: 4, commit: "c".repeat(40), fingerprint: "f".repeat(32),
  separable: true, mayJoin: true, day: "1 April", whenWords: "Thursday 1 April 2027 at 09:00", ...extra,
});

beforeEach(() => vi.clearAllMocks());

describe("a later change to a scheduled page", () => {
  it("offers to publish it now, separately, or to join the publication on its date", () => {
    const onSeparate = vi.fn();
    render(<JoinOrSeparate joinable={[later()]} onSeparate={onSeparate} onJoined={() => {}} />);
    const entry = screen.getByRole("listitem", { name: "Fixture fees" });
    expect(within(entry).getByText(/Check-up: £27.40 → £27.90/)).toBeTruthy();
    expect(entry.textContent).toMatch(/after the page was scheduled for 1 April/);
    fireEvent.click(within(entry).getByRole("button", { name: "Publish now, separately" }));
    expect(onSeparate).toHaveBeenCalledWith("pages/fees.json");
    expect(within(entry).getByRole("button", { name: "Join the publication on 1 April" })).toBeTruthy();
    expect(api.join).not.toHaveBeenCalled();
  });

  it("joins with what the screen showed, says so and asks the screen to look again", async () => {
    api.join.mockResolvedValue({ ok: true, message: "Your change to Fixture fees joins the publication on Thursday 1 April 2027 at 09:00 (UK time)." });
    const onJoined = vi.fn();
    const shown = later();
    render(<JoinOrSeparate joinable={[shown]} onSeparate={() => {}} onJoined={onJoined} />);
    fireEvent.click(screen.getByRole("button", { name: "Join the publication on 1 April" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/joins the publication on Thursday 1 April 2027/);
    expect(api.join).toHaveBeenCalledWith(shown);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it("tells a refusal in words and changes nothing on the screen", async () => {
    api.join.mockRejectedValue(new Error("The publication on 1 April has changed since you looked. Look at the Publish screen again."));
    const onJoined = vi.fn();
    render(<JoinOrSeparate joinable={[later()]} onSeparate={() => {}} onJoined={onJoined} />);
    fireEvent.click(screen.getByRole("button", { name: "Join the publication on 1 April" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/changed since you looked/);
    expect(onJoined).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Join the publication on 1 April" })).toBeTruthy();
  });

  it("offers only to join a change to a field the publication changes too", () => {
    render(<JoinOrSeparate joinable={[later({ separable: false })]} onSeparate={() => {}} onJoined={() => {}} />);
    expect(screen.queryByRole("button", { name: "Publish now, separately" })).toBeNull();
    expect(screen.getByRole("listitem", { name: "Fixture fees" }).textContent).toMatch(/cannot go live on its own/);
    expect(screen.getByRole("button", { name: "Join the publication on 1 April" })).toBeTruthy();
  });

  it("tells someone who may not add to the publication whom to ask, without a join button", () => {
    render(<JoinOrSeparate joinable={[later({ mayJoin: false })]} onSeparate={() => {}} onJoined={() => {}} />);
    expect(screen.queryByRole("button", { name: /Join the publication/ })).toBeNull();
    expect(screen.getByText(/Only an owner .* can add it to the publication on 1 April/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish now, separately" })).toBeTruthy();
  });

  it("shows nothing when no later change waits", () => {
    const { container } = render(<JoinOrSeparate joinable={[]} onSeparate={() => {}} onJoined={() => {}} />);
    expect(container.textContent).toBe("");
  });
});
