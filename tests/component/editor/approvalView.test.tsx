// An owner approving a request reads what it would publish, page by page in words (the server's description of
// its pinned commit), with its person's own line only as a note, and the approval sends back what was shown.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PinnedPublications } from "../../../engine/editor/client/publish/PinnedPublications";
import type { PinnedPublication } from "../../../engine/editor/client/publish/scheduleApi";

const change = {
  commit: "a".repeat(40),
  shown: "b".repeat(32),
  title: "Fixture fillings, Fixture home and Fixture veneers",
  clash: false,
  changes: [
    { file: "pages/fillings.json", kind: "page" as const, name: "Fixture fillings", status: "changed" as const, lines: ["Hero (block 1): Heading changed"] },
    { file: "pages/index.json", kind: "page" as const, name: "Fixture home", status: "changed" as const, lines: ["Hero (block 1): Heading changed", "Description changed"] },
    { file: "pages/veneers.json", kind: "page" as const, name: "Fixture veneers", status: "changed" as const, lines: ["Hero (block 1): Heading changed"] },
  ],
};
const request: PinnedPublication = { id: 7, at: "2026-11-20T10:00:00.000Z", name: "Sam Editor", message: "Fix a typo in the Veneers title", status: "waiting", mine: false, publishAt: null, change };

describe("the approval of a waiting request", () => {
  it("lists the pinned change page by page, keeps the person's words as a note, and approves what was shown", () => {
    const onDecide = vi.fn();
    render(<PinnedPublications waiting={[request]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={onDecide} onChanged={() => {}} />);
    const list = screen.getByRole("list", { name: "What Sam Editor's request would publish" });
    const pages = within(list).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(pages).toEqual(["Fixture fillings", "Fixture home", "Fixture veneers"]);
    expect(within(list).getByText("Description changed")).toBeTruthy();
    expect(screen.getByText(change.title)).toBeTruthy();
    expect(screen.getByText("Sam Editor's note: “Fix a typo in the Veneers title”")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publish Sam Editor's changes" }));
    expect(onDecide).toHaveBeenCalledWith(7, true, change);
  });

  it("cannot be approved when what it would publish could not be read", () => {
    render(<PinnedPublications waiting={[{ ...request, change: undefined }]} scheduled={[]} isOwner approvalRequired busy={false} onDecide={() => {}} onChanged={() => {}} />);
    expect(screen.getByRole("button", { name: "Publish Sam Editor's changes" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/cannot be approved/)).toBeTruthy();
  });
});
