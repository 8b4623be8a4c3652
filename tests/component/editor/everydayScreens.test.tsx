/**
 * The everyday facts in the editor's screens: the People screen's switch per editor ("May change opening hours,
 * closures and the notice"), sending the owner's choice; and the practice details' form narrowed to opening hours,
 * closures and the notice (what an editor sees), saying who to ask for the rest. The server is a stand-in fetch.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsersScreen } from "../../../engine/editor/client/account/UsersScreen";
import { screenOf } from "../../../engine/editor/client/App";
import { FoundFields } from "../../../engine/editor/client/screens/FoundFields";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";
import { everydayForm } from "../../../engine/editor/model/everyday";
import { entryNameOf } from "../../../engine/editor/model/entryNames";

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

describe("Find in the fields", () => {
  const answer = { fields: [
    { file: "site.config.json", name: "Practice details", place: "Opening hours, Saturday: Days shown as", at: "openingHours[1].label", words: "Saturday" },
    { file: "site.config.json", name: "Practice details", place: "Services: treatment 2, Name", at: "services[1].title", words: "Saturday clinic" },
    { file: "pages/prices.json", name: "Prices", place: "Price table (block 2): row 3, Treatment", at: "blocks[1].rows[2].treatment", words: "Saturday scale and polish" },
  ] };

  it("lists the fields with their page and place, opening an editor's hours in their own form, and says who to ask for the rest", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => (asked.push(String(url)), Response.json(answer))));
    const opened: string[] = [];
    render(<FoundFields search="Saturday" person={EDDIE} navigate={(hash) => opened.push(hash)} />);
    const hours = await screen.findByRole("link", { name: "Practice details: Opening hours, Saturday: Days shown as" });
    expect(asked).toEqual(["/_editor/api/find?q=Saturday"]);
    expect(hours.getAttribute("href")).toBe("#/hours?at=openingHours%5B1%5D.label");
    fireEvent.click(hours);
    expect(opened).toEqual(["#/hours?at=openingHours%5B1%5D.label"]);
    expect(screen.getByRole("link", { name: "Prices: Price table (block 2): row 3, Treatment" }).getAttribute("href")).toBe("#/edit?file=pages%2Fprices.json&at=blocks%5B1%5D.rows%5B2%5D.treatment");
    const services = screen.getByRole("link", { name: "Practice details: Services: treatment 2, Name" }).closest("li")!;
    expect(services.textContent).toMatch(/only an owner can change this: ask an owner/);
    expect(hours.closest("li")!.textContent).not.toMatch(/ask an owner/);
  });

  it("opens the practice details whole for an owner", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(answer)));
    render(<FoundFields search="Saturday" person={OWNER} navigate={() => {}} />);
    expect((await screen.findByRole("link", { name: "Practice details: Opening hours, Saturday: Days shown as" })).getAttribute("href")).toBe("#/settings?at=openingHours%5B1%5D.label");
    expect(screen.queryByText(/ask an owner/)).toBeNull();
  });
});

describe("list entries named by what they hold", () => {
  it("names a price row by its treatment and price, a team member by name, a day's hours by its day, a closure by its reason", () => {
    expect(entryNameOf({ label: "Scale and polish", price: "£55" })).toBe("Scale and polish: £55");
    expect(entryNameOf({ name: "Dr Ada Example", role: "Dentist" })).toBe("Dr Ada Example");
    expect(entryNameOf({ days: ["Saturday"], label: "Saturday", opens: "09:00" })).toBe("Saturday");
    expect(entryNameOf({ days: ["Sunday"] })).toBe("Sunday");
    expect(entryNameOf({ from: "2030-01-01", reason: "New Year's Day" })).toBe("New Year's Day: 2030-01-01");
    expect(entryNameOf({ price: "£10" })).toBeUndefined();
  });
});
