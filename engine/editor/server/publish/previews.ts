/**
 * Private preview links: the built pages of exactly one waiting or scheduled publication (its pinned commit,
 * built as the gate builds, in "preview" mode, into the editor's own data folder), for someone to look at on a
 * phone without signing in. A link is an unguessable token: only its hash is kept, so the database alone opens
 * nothing. It works for 7 days, until revoked, or until its publication ends (published, failed, declined,
 * cancelled), its build then removed from the disk. Opens are counted (once per browser), not every page.
 *
 * Each build is a whole site on the editor's disk, so there are bounds: the publications of one person have at
 * most LINKS_PER_PERSON links working at once (one more is refused in words, never an older link ended behind
 * someone's back), and no build starts while the previews' folder holds more than its cap (the link says so).
 */
import { createHash, randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { PreviewLinkState } from "../../model/api";
import type { EditorDatabase } from "../store/database";
import { useEditorSchema } from "../store/schema";
import { exportContent, runGateProcess } from "./gateCheck";
import { openRepository } from "./repository";

export const PREVIEW_DAYS = 7;
/** Links working at once for the publications of one person. */
export const LINKS_PER_PERSON = 10;
/** No preview is built while the previews' folder holds more than this. */
export const PREVIEWS_CAP_BYTES = 1024 ** 3;
/** At most this many opens of one link are written into the record; the count goes on. */
const RECORDED_OPENS = 20;

/** A link as kept: which publication it shows, who made it, and what the Publish screen is shown of it. */
export interface PreviewLink extends PreviewLinkState {
  id: number;
  requestId: number;
  createdBy: string;
}

interface Row extends Omit<PreviewLink, "openedBy"> {
  /** The copy of the site the build was made in (removed with the link). */
  folder: string | null;
  /** Its built pages. */
  dist: string | null;
  openedBy: string;
  revokedAt: string | null;
}

const COLUMNS =
  "id, request_id AS requestId, created_by AS createdBy, created_at AS createdAt, expires_at AS expiresAt, status, failure, opens, last_opened_at AS lastOpenedAt, opened_by AS openedBy, folder, dist, revoked_at AS revokedAt";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Letters, digits, "-" and "_", 43 of them: what a token looks like (anything else is not looked up). */
export function looksLikeToken(text: string): boolean {
  if (text.length !== 43) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

export class PreviewLinks {
  private building: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: EditorDatabase,
    private readonly dataFolder: string,
    private readonly capBytes = PREVIEWS_CAP_BYTES,
  ) {
    useEditorSchema(db);
  }

  /** Links working now for the publications of whoever asked for this one, other than its own (a new one replaces it). */
  workingBesides(requestId: number, now = new Date()): number {
    const row = this.db
      .prepare("SELECT COUNT(*) AS count FROM preview_links WHERE revoked_at IS NULL AND expires_at > ? AND request_id != ? AND request_id IN (SELECT id FROM publish_requests WHERE person_id = (SELECT person_id FROM publish_requests WHERE id = ?))")
      .get(now.toISOString(), requestId, requestId) as { count: number };
    return row.count;
  }

  /** A new link for a request's pinned commit (any earlier one of it is revoked); the token is told only now. */
  create(requestId: number, commit: string, root: string, by: { id: string; name: string }, now = new Date()): { token: string; link: PreviewLink } {
    this.revokeFor(requestId);
    this.removeExpiredBuilds(now);
    const token = randomBytes(32).toString("base64url");
    const expires = new Date(now.getTime() + PREVIEW_DAYS * 86_400_000).toISOString();
    const id = Number(
      this.db
        .prepare("INSERT INTO preview_links (request_id, token_hash, created_by, created_by_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(requestId, hashToken(token), by.name, by.id, now.toISOString(), expires).lastInsertRowid,
    );
    // One build at a time: each is a whole site build on a small machine.
    this.building = this.building
      .then(() => this.build(id, commit, root))
      .catch((error: unknown) => {
        console.error(`A preview could not be built: ${error instanceof Error ? error.message : String(error)}`);
        this.db.prepare("UPDATE preview_links SET status = 'failed', failure = ? WHERE id = ?").run("This preview could not be built. Whoever looks after the website can see why in the editor's log.", id);
      });
    return { token, link: this.forRequest(requestId)! };
  }

  /** The link in use for a request (not revoked, not expired), if any. */
  forRequest(requestId: number, now = new Date()): PreviewLink | null {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM preview_links WHERE request_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`).get(requestId, now.toISOString()) as Row | undefined;
    return row ? shown(row) : null;
  }

  /** The link a token opens, with its built pages' folder, or null (unknown, revoked, expired). */
  find(token: string, now = new Date()): (PreviewLink & { dist: string | null }) | null {
    if (!looksLikeToken(token)) return null;
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM preview_links WHERE token_hash = ?`).get(hashToken(token)) as Row | undefined;
    if (!row || row.revokedAt || row.expiresAt <= now.toISOString()) return null;
    return { ...shown(row), dist: row.status === "ready" ? row.dist : null };
  }

  /** One more browser opened it; true when this open goes into the record too. */
  opened(id: number, who: string): boolean {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM preview_links WHERE id = ?`).get(id) as Row | undefined;
    if (!row) return false;
    const names = (JSON.parse(row.openedBy) as string[]).concat(who).slice(-RECORDED_OPENS);
    this.db.prepare("UPDATE preview_links SET opens = opens + 1, last_opened_at = ?, opened_by = ? WHERE id = ?").run(new Date().toISOString(), JSON.stringify(names), id);
    return row.opens < RECORDED_OPENS;
  }

  /** Stops a publication's links, their builds removed from the disk; how many were still working. */
  revokeFor(requestId: number, now = new Date()): number {
    const rows = this.db.prepare("SELECT id, folder, expires_at AS expiresAt FROM preview_links WHERE request_id = ? AND revoked_at IS NULL").all(requestId) as { id: number; folder: string | null; expiresAt: string }[];
    this.db.prepare("UPDATE preview_links SET revoked_at = ?, folder = NULL, dist = NULL WHERE request_id = ? AND revoked_at IS NULL").run(now.toISOString(), requestId);
    // A build still under way may be writing there: it removes its own copy when it finds its link stopped.
    for (const row of rows) if (row.folder) void rm(row.folder, { recursive: true, force: true }).catch(() => {});
    return rows.filter((row) => row.expiresAt > now.toISOString()).length;
  }

  /** Stops the links a person made, for whichever publication (they knew the tokens); how many were still working. */
  revokeMadeBy(personId: string, now = new Date()): number {
    const requests = this.db.prepare("SELECT DISTINCT request_id AS requestId FROM preview_links WHERE created_by_id = ? AND revoked_at IS NULL").all(personId) as { requestId: number }[];
    return requests.reduce((count, { requestId }) => count + this.revokeFor(requestId, now), 0);
  }

  /** The builds of links past their 7 days are removed from the disk (the links stay, for who opened them). */
  removeExpiredBuilds(now = new Date()): void {
    const rows = this.db.prepare("SELECT id, folder FROM preview_links WHERE folder IS NOT NULL AND expires_at <= ?").all(now.toISOString()) as { id: number; folder: string }[];
    for (const row of rows) {
      void rm(row.folder, { recursive: true, force: true }).catch(() => {});
      this.db.prepare("UPDATE preview_links SET folder = NULL, dist = NULL WHERE id = ?").run(row.id);
    }
  }

  /** Waits for the builds asked for so far (tests, and a stopping editor). */
  settled(): Promise<unknown> {
    return this.building;
  }

  private async build(id: number, commit: string, root: string): Promise<void> {
    // A link replaced or stopped while it waited for its turn is never built (pressing "make" ten times builds once).
    const revoked = this.db.prepare("SELECT revoked_at AS revokedAt FROM preview_links WHERE id = ?").get(id) as { revokedAt: string | null } | undefined;
    if (!revoked || revoked.revokedAt) return;
    const repo = await openRepository(root);
    const fail = (failure: string) => this.db.prepare("UPDATE preview_links SET status = 'failed', failure = ? WHERE id = ?").run(failure, id);
    if (!repo) return void fail("This site's folder is not kept in git.");
    const parent = join(this.dataFolder, "previews");
    await mkdir(parent, { recursive: true, mode: 0o700 });
    if ((await folderSize(parent)) > this.capBytes) {
      return void fail(`There is no room for another preview just now: the previews kept on the editor's computer take more than ${Math.round(this.capBytes / 1024 ** 2)} MB. Stop preview links nobody needs any more, then make a new link.`);
    }
    const copy = await exportContent(repo, commit, parent);
    this.db.prepare("UPDATE preview_links SET folder = ? WHERE id = ?").run(copy.folder, id);
    const outcome = await runGateProcess(copy.site, "preview", () => {});
    const still = this.db.prepare("SELECT revoked_at AS revokedAt FROM preview_links WHERE id = ?").get(id) as { revokedAt: string | null } | undefined;
    if (!still || still.revokedAt) return void (await rm(copy.folder, { recursive: true, force: true }));
    if (!outcome.ok) {
      // The checks could not run at all (not a problem of the change): say that, and that a new link tries again.
      if (outcome.seconds === 0 && outcome.failedAt === "build") return void fail(`${outcome.problems[0]?.message ?? "The preview could not be built."} Make a new preview link to try again.`);
      const count = outcome.problems.length;
      fail(`The site's checks found ${count === 1 ? "one thing" : `${count} things`} to fix in this change, so it could not be built (and could not be published either). ${outcome.problems.slice(0, 3).map((problem) => problem.message).join(" ")}`);
      return;
    }
    this.db.prepare("UPDATE preview_links SET status = 'ready', dist = ? WHERE id = ?").run(join(copy.site, "dist"), id);
  }
}

/** The bytes of the files under `folder` (links not followed). */
async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += await folderSize(path);
    else if (entry.isFile()) total += (await lstat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

function shown(row: Row): PreviewLink {
  const { folder: _folder, dist: _dist, revokedAt: _revoked, openedBy, ...rest } = row;
  return { ...rest, openedBy: JSON.parse(openedBy) as string[] };
}
