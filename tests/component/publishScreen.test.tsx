/**
 * The Publish screen's words: what would stop publication is listed as the screen opens, page by page by name
 * (never a file), each line a link to its field; what a publication came to is said in the words of how the site
 * is served (a served folder is live at once; a host that builds from git takes a minute or two).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { PublishProblems } from "../../engine/editor/client/publish/PublishProblems";
import { PublishOutcomeView } from "../../engine/editor/client/publish/PublishOutcomeView";
import { PublishLink } from "../../engine/editor/client/publish/PublishLink";
import { publishApi, type PublishOutcome } from "../../engine/editor/client/publish/publishApi";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (problems: object[]) => vi.fn(async () => new Response(JSON.stringify({ build: "production", problems }), { status: 200, headers: { "Content-Type": "application/json" } }));

describe("what would stop publication", () => {
  it("is listed as the screen opens, by page name, each a link that opens the page at its field", async () => {
    const fetch = answer([
      { file: "pages/hygiene.json", where: "blocks[0].text[0]", place: "Hygiene", message: "this text says scale and polish costs £55, but the price table on /pricing says £60; change one so they agree" },
      { file: "pages/hygiene.json", where: "description", place: "Hygiene", message: "the description is 10 characters; write 70 to 160" },
      { file: "site.config.json", where: "forms.addresses[0].url", place: "the practice details", message: "the form address “contact” is still a stand-in" },
    ]);
    vi.stubGlobal("fetch", fetch);
    render(<PublishProblems watch={null} />);
    const list = await screen.findByRole("region", { name: "3 problems must be fixed before publishing" });
    expect(fetch).toHaveBeenCalledWith("/_editor/api/publish/problems", expect.anything());
    expect(within(list).getByRole("heading", { name: "Hygiene" })).toBeTruthy();
    expect(within(list).getByRole("heading", { name: "The practice details" })).toBeTruthy();
    expect(within(list).getByRole("link", { name: /costs £55/ }).getAttribute("href")).toBe(`#/edit?file=pages%2Fhygiene.json&at=${encodeURIComponent("blocks[0].text[0]")}`);
    expect(within(list).getByRole("link", { name: /stand-in/ }).getAttribute("href")).toBe(`#/settings?at=${encodeURIComponent("forms.addresses[0].url")}`);
    expect(list.textContent).not.toMatch(/\.json/);
  });

  it("says so when nothing would stop it", async () => {
    vi.stubGlobal("fetch", answer([]));
    render(<PublishProblems watch={null} />);
    expect(await screen.findByText(/Nothing stops publication/)).toBeTruthy();
  });
});

describe("what a publication came to", () => {
  const published = (release?: string): PublishOutcome => ({ published: true, commit: "abc", at: "2026-03-02T10:42:00Z", branch: "main", message: "Veneers", changes: [], pages: [], ...(release ? { release } : {}) });

  it("a served folder: live now", () => {
    render(<PublishOutcomeView outcome={published("20260302-104200-abc")} />);
    expect(screen.getByRole("status").textContent).toMatch(/Published: live since .*It is live now\./);
    expect(screen.getByRole("status").textContent).not.toMatch(/minute or two/);
  });

  it("a host that builds from git: it may take a minute or two", () => {
    render(<PublishOutcomeView outcome={published()} />);
    expect(screen.getByRole("status").textContent).toMatch(/The host builds the site from it; it may take a minute or two/);
    expect(screen.getByRole("status").textContent).not.toMatch(/live since|live now/);
  });

  it("the gate's refusal names each page by name, never its file", () => {
    render(<PublishOutcomeView outcome={{ published: false, reason: "problems", message: "Nothing was published: one thing needs fixing first.", problems: [{ file: "pages/pricing.json", where: "blocks[1].text[0]", place: "Pricing", message: "TODO: text left from the template" }] }} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Pricing: TODO: text left from the template");
    expect(alert.textContent).not.toMatch(/pricing\.json|pages\//);
  });
});

describe("the app bar's Publish count", () => {
  const changes = (count: number) => ({ available: true, live: null, behind: [], changes: Array.from({ length: count }, (_, i) => ({ file: `pages/p${i}.json`, kind: "page", name: `P${i}`, lines: [], status: "changed", savedBy: [] })), settings: { deploy: "git", branch: "main", build: "production", remote: "origin", liveUrl: null }, approvalRequired: false, mayPublish: true, waiting: [], progress: null });
  const reply = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

  it("counts a save, and drops to nothing once the Publish screen has published (no screen change needed)", async () => {
    let now = 1;
    vi.stubGlobal("fetch", vi.fn(async () => reply(changes(now))));
    const link = () => screen.getByRole("link", { name: /^Publish/ });
    const { rerender } = render(<PublishLink current={false} watch={["#/", 1]} onClick={() => {}} />);
    await vi.waitFor(() => expect(link().textContent).toBe("Publish (1): 1 change not live yet"));
    now = 2; // a save: the editor refreshes its pages, which the link watches
    rerender(<PublishLink current={false} watch={["#/", 2]} onClick={() => {}} />);
    await vi.waitFor(() => expect(link().textContent).toContain("(2)"));
    now = 0; // published from the Publish screen, which asks for the changes again
    await publishApi.changes();
    await vi.waitFor(() => expect(link().textContent).toBe("Publish"));
  });

  it("never shows an older answer that arrived after a newer one", async () => {
    let release: (() => void) | undefined;
    const replies = [
      () => new Promise<Response>((resolve) => (release = () => resolve(reply(changes(3))))), // asked first, answered last
      async () => reply(changes(0)),
    ];
    vi.stubGlobal("fetch", vi.fn(async () => replies.shift()!()));
    render(<PublishLink current={false} watch={["#/publish"]} onClick={() => {}} />);
    await publishApi.changes();
    release!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("link", { name: /^Publish/ }).textContent).toBe("Publish");
  });
});
