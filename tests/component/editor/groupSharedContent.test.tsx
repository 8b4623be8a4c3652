/**
 * The group's shared content screen (GroupSharedContent.tsx) as its server answers it: opened from its button by
 * keyboard, a table of every shared file with what each practice does with it, the changes not live with the
 * practices each changes, and Publish sending the fingerprint of exactly what was shown; a refusal names the
 * practice and its problems.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SharedContentButton } from "../../../engine/editor/client/GroupSharedContent";
import { openDialogsInJsdom } from "../../support/jsdomDialogs";

const PRACTICES = [{ id: "east", name: "Heron East" }, { id: "west", name: "Heron West" }];
const answers: Record<string, unknown> = {
  "GET shared": {
    practices: PRACTICES,
    files: [{ file: "pages/braces.json", kind: "page", locked: false, practices: { east: "inherits", west: "overrides" } }],
  },
  "GET shared/changes": {
    available: true,
    changes: [{ file: "pages/braces.json", kind: "page", status: "changed", locked: false, practices: ["east"] }],
    practices: [{ id: "east", name: "Heron East", target: "origin, branch east", ready: true }],
    fingerprint: "seen-list",
  },
  "POST shared/publish": {
    published: false,
    reason: "problems",
    message: "Nothing was published, to any practice: the checks of Heron East found problems with this change.",
    refused: [{ id: "east", name: "Heron East", problems: [{ file: "shared/pages/braces.json", where: "blocks[0].heading", message: "the heading is empty", place: "Braces" }] }],
  },
};
const sent: { method: string; path: string; body?: unknown }[] = [];

beforeAll(() => {
  openDialogsInJsdom();
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.replace("/_group/api/", "");
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answers[`${method} ${path}`] ?? {}), { status: 200 });
  });
});
afterEach(cleanup);

describe("the group's shared content screen", () => {
  it("shows each shared file and each practice's use of it in a table, the practices a change reaches, and publishes what it showed", async () => {
    const user = userEvent.setup();
    render(<SharedContentButton />);
    await user.tab();
    await user.keyboard("{Enter}");
    const table = await screen.findByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["File", "Kind", "The group", "Heron East", "Heron West"]);
    const row = within(table).getByRole("row", { name: /pages\/braces\.json/ });
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["page", "a default", "inherits", "overrides"]);
    expect(screen.getByText(/changes Heron East/)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /What changed/ }), "Braces words");
    await user.click(screen.getByRole("button", { name: "Publish to 1 practice" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Heron East" })).toBeTruthy();
    expect(alert.textContent).toContain("shared/pages/braces.json (Braces), at blocks[0].heading: the heading is empty");
    expect(sent.find((call) => call.method === "POST")).toEqual({ method: "POST", path: "shared/publish", body: { fingerprint: "seen-list", message: "Braces words" } });
  });
});
