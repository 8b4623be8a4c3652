/**
 * An owner approves what they were shown (issue 47): a waiting request is described by the server, from its
 * pinned commit against live, in the words the Publish screen uses, whatever its person wrote and whatever the
 * working copy holds now; the approval carries back what was described and is refused in words when that moved;
 * a person's words lose invisible characters and forged co-author lines before they go anywhere. Through the
 * publishing routes, against a real bare repository.
 */
import { describe, expect, it } from "vitest";
import { requestsOf } from "../../../engine/editor/server/publish/publishContext";
import type { EditorContext } from "../../../engine/editor/server/routing";
import type { PublishRig } from "../../support/publishRig";
import { OWNER, SAM, callRoute, publishWhatIsShown, routesOnRig } from "../../support/publishCalls";

// The one approval that goes live builds the site (5-20 s here): past vitest's 120 s limit on a crowded machine.
const BUILDS_TIMEOUT = 400_000;
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]/;

let rig: PublishRig;
let context: EditorContext;

routesOnRig(true, (made) => ({ rig, context } = made));

const waitingFor = async (person = OWNER) => (await callRoute(context, person, "GET", "publish/changes")).json.waiting;

describe("an owner approves what they were shown", () => {
  it("describes a request titled as a typo fix that changes three pages as three pages, after its working copy was put back", async () => {
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers, with the typo fixed"));
    rig.edit(rig.site, "pages/fillings.json", (page) => (page.blocks[0].heading = "Fillings while you wait"));
    rig.edit(rig.site, "pages/index.json", (page) => (page.blocks[0].heading = "We are closed until further notice"));
    expect((await publishWhatIsShown(context, SAM, "Fix a typo in the Veneers title")).json.reason).toBe("requested");
    // The working copy put back after asking: the Publish screen's own list is empty, the request is not.
    rig.git(rig.site, "checkout", "--", "pages");
    const answer = (await callRoute(context, OWNER, "GET", "publish/changes")).json;
    expect(answer.changes).toEqual([]);

    const [request] = answer.waiting;
    expect(request.message).toBe("Fix a typo in the Veneers title");
    expect(request.change.title).toBe("Fixture fillings, Fixture home of the test practice and Fixture veneers");
    expect(request.change.changes.map((change: { name: string; lines: string[] }) => [change.name, change.lines])).toEqual([
      ["Fixture fillings", ["Hero (block 1): Heading “Fixture fillings heading” → “Fillings while you wait”"]],
      ["Fixture home of the test practice", ["Hero (block 1): Heading “Fixture home heading” → “We are closed until further notice”"]],
      ["Fixture veneers", ["Hero (block 1): Heading “Fixture veneers heading” → “Veneers, with the typo fixed”"]],
    ]);
    expect(request.change.commit).toMatch(/^[0-9a-f]{40}$/);
    // Whoever asked sees the same description of their own request.
    expect((await waitingFor(SAM))[0].change).toEqual(request.change);
  });

  it("refuses an approval that does not carry back what was described, or carries a stale description, in words", async () => {
    const before = rig.git(rig.bare, "rev-parse", "main");
    const [request] = await waitingFor();
    const approve = (extra: Record<string, unknown>) => callRoute(context, OWNER, "POST", "publish/decide", { id: request.id, approve: true, ...extra });
    for (const sent of [{}, { commit: request.change.commit }, { commit: request.change.commit, shown: "0".repeat(32) }, { commit: "f".repeat(40), shown: request.change.shown }]) {
      const refused = await approve(sent);
      expect(refused.json, JSON.stringify(sent)).toMatchObject({ published: false });
      expect(refused.json.message).toMatch(/^What this request would publish is not what your screen showed/);
    }

    // A developer changes the home page's description on the live site while the owner reads the request.
    rig.git(rig.dev, "pull", "--quiet", "--ff-only", "origin", "main");
    rig.edit(rig.dev, "pages/index.json", (page) => (page.description = "The home page of the fixture site, as a developer changed it while an owner was reading a request."));
    rig.git(rig.dev, "commit", "--quiet", "-am", "Home description");
    rig.git(rig.dev, "push", "--quiet", "origin", "main");
    const stale = await approve({ commit: request.change.commit, shown: request.change.shown });
    expect(stale.json.message).toMatch(/^What this request would publish is not what your screen showed/);
    expect(rig.git(rig.bare, "rev-list", "--count", `${before}..main`)).toBe("1");
    expect((await waitingFor()).map((row: { id: number }) => row.id)).toEqual([request.id]);

    // Read again, it is approved and goes live as described, on top of the developer's change.
    const [again] = await waitingFor();
    expect(again.change.shown).not.toBe(request.change.shown);
    expect((await approve({ commit: again.change.commit, shown: again.change.shown })).json).toMatchObject({ published: true });
    const home = JSON.parse(rig.git(rig.bare, "show", "main:pages/index.json"));
    expect([home.blocks[0].heading, home.description]).toEqual(["We are closed until further notice", expect.stringContaining("as a developer changed it")]);
    expect(context.record.list()[0]?.detail).toMatch(/^approved: Fixture fillings, Fixture home of the test practice and Fixture veneers, asked for by Sam Editor \(their note: “Fix a typo in the Veneers title”\)/);
  }, BUILDS_TIMEOUT);

  it("takes forged co-author lines and invisible direction characters out of a person's words", async () => {
    rig.edit(rig.site, "pages/veneers.json", (page) => (page.blocks[0].heading = "Veneers once more"));
    const forged = "Fix a \u202etypo\u202c in the \u2066title\u2069\u200b\n\nCo-authored-by: Olu Owner <olu@practice.example>\n  co-authored-BY : Someone <someone@example.org>\nCo\u200b-authored-by: Hidden <hidden@example.org>";
    expect((await publishWhatIsShown(context, SAM, forged)).json.reason).toBe("requested");

    const [request] = await waitingFor();
    expect(request.message).toBe("Fix a typo in the title");
    const commitMessage = rig.git(rig.site, "show", "-s", "--format=%B", request.change.commit);
    expect(commitMessage).toMatch(/^Fix a typo in the title\n/);
    expect(commitMessage).not.toMatch(/authored/i);
    expect(commitMessage).not.toMatch(INVISIBLE);
    // The server's description is kept in the commit under the person's words.
    expect(commitMessage).toContain("- Fixture veneers: Hero (block 1): Heading “Veneers, with the typo fixed” → “Veneers once more”");
    const recorded = context.record.list()[0];
    expect(recorded).toMatchObject({ action: "asked for approval", detail: "Fixture veneers (their note: “Fix a typo in the title”)" });
  });

  it("shows and records a request kept before words were cleaned without its invisible characters", async () => {
    const kept = requestsOf(context).add(SAM, "Prices \u202eseton\u202c\nCo-authored-by: Olu Owner <olu@practice.example>", rig.git(rig.site, "rev-parse", "HEAD"), "scheduled", new Date(Date.now() + 3_600_000).toISOString());
    const scheduled = (await callRoute(context, SAM, "GET", "publish/changes")).json.scheduled as { id: number; message: string }[];
    expect(scheduled.find((row) => row.id === kept.id)!.message).toBe("Prices seton");
    expect((await callRoute(context, SAM, "POST", "publish/cancel", { id: kept.id, status: "scheduled" })).status).toBe(200);
    expect(context.record.list()[0]).toMatchObject({ action: "cancelled a scheduled publication", detail: "Prices seton" });
  });
});
