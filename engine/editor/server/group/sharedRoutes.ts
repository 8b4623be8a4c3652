/**
 * The group's shared content in the group's editor, under /_group/api/ (groupEditor.ts sends these here), to the
 * people who may change it (sharedRole.ts) and refused to everyone else in the same words at every route:
 *
 *   GET  shared            every shared file, locked or a default, and what each practice does with it
 *   GET  shared/changes    the shared files not live yet, each with the practices it will change, and the
 *                          fingerprint of that list
 *   POST shared/publish    { fingerprint, message }: publishes exactly that list (sharedPublish.ts)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GroupLayout } from "../../../group/groupLayout";
import { readJsonBody, sendJson } from "../http";
import type { Person } from "../people";
import { peoplesWords } from "../publish/peoplesWords";
import type { EventRecord } from "../record";
import { listShared, openGroupRepositories } from "./sharedContent";
import { planAgainstLive, publishShared, targetInWords, type GroupPractice, type SharedOutcome } from "./sharedPublish";
import type { SharedContentRole } from "./sharedRole";

export const NOT_YOURS = "Only the group's owners, and people they give that role, can see or change the group's shared content.";
const NOT_IN_GIT = "The group's folder is not kept in git, so its shared content cannot be published from here. Whoever looks after the website can set this up.";
const MESSAGE_LIMIT = 5000;

/** Every route of the group's shared content (for the tests that walk them). */
export const SHARED_ROUTES = [
  { method: "GET", path: "shared" },
  { method: "GET", path: "shared/changes" },
  { method: "POST", path: "shared/publish" },
] as const;

export class SharedContentRoutes {
  constructor(
    private readonly group: GroupLayout,
    /** Each practice with its publishing settings read now (an owner may change them while the editor runs). */
    private readonly practicesNow: () => Promise<readonly GroupPractice[]>,
    private readonly role: SharedContentRole,
    private readonly record: EventRecord,
  ) {}

  /** `path`: the address after /_group/api/ ("shared/changes"). Whether it is one of these routes. */
  static handles(path: string): boolean {
    return path === "shared" || path.startsWith("shared/");
  }

  answer(req: IncomingMessage, res: ServerResponse, path: string, person: Person | null): void {
    this.route(req, res, path, person).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { error: "The editor could not answer that." });
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse, path: string, person: Person | null): Promise<void> {
    if (!person) return sendJson(res, 401, { error: "Please sign in first." });
    if (!this.role.mayChange(person)) return sendJson(res, 403, { error: NOT_YOURS });
    const route = SHARED_ROUTES.find((candidate) => candidate.path === path && candidate.method === req.method);
    if (!route) return sendJson(res, 404, { error: "There is nothing at this address." });
    const repos = await openGroupRepositories(this.group);
    const practices = await this.practicesNow();
    if (route.path === "shared") {
      return sendJson(res, 200, { practices: practices.map(({ id, name }) => ({ id, name })), files: await listShared(this.group, repos), locked: [...this.group.locked] });
    }
    if (!repos) return sendJson(res, 200, { available: false, message: NOT_IN_GIT, changes: [], practices: [] });
    if (route.path === "shared/changes") {
      const plan = await planAgainstLive(this.group, repos, practices);
      return sendJson(res, 200, {
        available: true,
        changes: plan.changes,
        practices: plan.affected.map((id) => practices.find((practice) => practice.id === id)!).map(({ id, name, site }) => ({ id, name, target: targetInWords(site.settings), ready: site.settings.configured })),
        fingerprint: plan.fingerprint,
      });
    }
    const body = await readJsonBody(req, 64 * 1024);
    if (typeof body.fingerprint !== "string" || !body.fingerprint) return sendJson(res, 200, { published: false, reason: "stale", message: "This request to publish did not say which changes it meant, so nothing was published. Look at the changes, then publish from there." });
    const said = typeof body.message === "string" ? peoplesWords(body.message.slice(0, MESSAGE_LIMIT)).trim() : "";
    const outcome = await publishShared(this.group, repos, practices, {
      author: { name: person.name, email: person.email },
      message: said || "The group's shared content",
      fingerprint: body.fingerprint,
    });
    this.note(person, outcome, practices);
    sendJson(res, 200, outcome);
  }

  /** The group's record: every publication of shared content, and exactly where a partial one is live. */
  private note(person: Person, outcome: SharedOutcome, practices: readonly GroupPractice[]): void {
    const name = (id: string) => practices.find((practice) => practice.id === id)?.name ?? id;
    if (outcome.published) this.record.add(person, "published the group's shared content", `${outcome.files.join(", ")}: live at ${outcome.live.map(name).join(", ")}`);
    else if (outcome.reason === "partly") {
      this.record.add(person, "published the group's shared content to some practices only", `${outcome.files.join(", ")}: live at ${outcome.live.map(name).join(", ") || "no practice"}; not live at ${outcome.notLive.map((practice) => `${practice.name} (${practice.why})`).join("; ")}`);
    } else if (outcome.reason === "problems") {
      this.record.add(person, "could not publish the group's shared content", `refused by the checks of ${outcome.refused.map((practice) => practice.name).join(", ")}; nothing was sent`);
    }
  }
}
