/**
 * The everyday facts in the editor's screens: the People screen's switch per editor ("May change opening hours,
 * closures and the notice"), sending the owner's choice; and the practice details' form narrowed to opening hours,
 * closures and the notice (what an editor sees), saying who to ask for the rest. The server is a stand-in fetch.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsersScreen } from "../../../engine/editor/client/account/UsersScreen";
import { screenOf } from "../../../engine/editor/client/App";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { everydayForm } from "../../../engine/editor/model/everyday";

const OWNER = { id: "1", name: "Olive Owner", email: "olive@example.org", role: "owner" as const, everyday: true };
const EDDIE = { id: "2", name: "Eddie Editor", email: "eddie@example.org", role: "editor" as const, everyday: true };
const listed = (person: typeof OWNER | typeof EDDIE) => ({ ...person, joined: true, createdAt: "2026-11-01T09:00:00.000Z", passkeys: 0, sessions: 1 });

afterEach(() => vi.unstubAllGlobals());

describe("the People screen", () => {
  it("has a switch per editor, on by default, that takes the right away", async () => {
    const people = [listed(OWNER), listed(EDDIE)];
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\//, "");
      if (path === "account/everyday") {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        people[1] = { ...people[1]!, everyday: body.allowed };
        return Response.json({ everyday: body.allowed });
      }
      if (path === "account/users") return Response.json({ people });
      if (path === "settings") return Response.json({ approvalRequired: false });
      return Response.json({}, { status: 404 });
    }));
    render(<UsersScreen me={OWNER} />);
    const eddies = await screen.findByRole("checkbox", { name: /^May change opening hours, closures and the notice ?\(Eddie Editor\)$/ });
    expect((eddies as HTMLInputElement).checked).toBe(true);
    // An owner always may: no switch for them.
    expect(screen.queryByRole("checkbox", { name: /Olive Owner/ })).toBeNull();
    fireEvent.click(eddies);
    await screen.findByText("Eddie Editor can no longer change the opening hours, closures and the notice.");
    expect(sent).toEqual([{ id: "2", allowed: false }]);
    await waitFor(() => expect((screen.getByRole("checkbox", { name: /\(Eddie Editor\)/ }) as HTMLInputElement).checked).toBe(false));
  });
});

describe("the editor's form of the practice details", () => {
  it("holds only the opening hours, closures and the notice, and has its own address in the menu", () => {
    const site = buildFormModels().site;
    const narrowed = everydayForm(site);
    expect(narrowed.fields.map((field) => field.key)).toEqual(["openingHours", "closures", "notice"]);
    expect(site.fields.some((field) => field.key === "name")).toBe(true);
    expect(screenOf("#/hours")).toEqual({ name: "edit", file: "site.config.json", at: undefined, everyday: true });
  });
});
