/**
 * A practice's own front door in a group's editor (group/practiceDoor.ts), met directly: the second wall behind
 * the group's router, which refuses a person with no role at a practice before that practice's editor sees the
 * request (groupEditor.test.ts). Should a request ever reach the practice's editor past the router, its door
 * must still know nobody without a role there, give each person the role they have at this practice, and let
 * nobody else be named there.
 */
import type { IncomingMessage } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FrontDoor, SESSION_COOKIE } from "../../../engine/editor/server/accounts/frontDoor";
import { groupAccountsFolder, practiceDataFolder } from "../../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../../engine/editor/server/group/groupRoles";
import { PracticeDoor } from "../../../engine/editor/server/group/practiceDoor";
import { openEditorDatabase, type EditorDatabase } from "../../../engine/editor/server/store/database";
import { addGroupPeople } from "../../support/groupPeople";

const ONLINE = { origin: "https://editor.example.org", warn: () => {} };
let data: string;
let groupDb: EditorDatabase;
const practiceDbs: EditorDatabase[] = [];
let group: FrontDoor;
let roles: GroupRoles;
let ids: Record<string, string>;

function doorOf(practice: string): { door: PracticeDoor; db: EditorDatabase } {
  const db = openEditorDatabase(practiceDataFolder(data, practice));
  practiceDbs.push(db);
  return { door: new PracticeDoor(group, groupDb, data, ONLINE, roles, practice, db), db };
}

/** A request carrying the person's session, as their browser sends it to any practice's address. */
function requestOf(key: string): IncomingMessage {
  const token = group.sessions.start(ids[key]!);
  return { headers: { cookie: `${SESSION_COOKIE}=${token}` }, socket: { remoteAddress: "127.0.0.1" } } as unknown as IncomingMessage;
}

const emailsIn = (db: EditorDatabase) => (db.prepare("SELECT email FROM users").all() as { email: string }[]).map((row) => row.email);

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), "practice-door-"));
  ids = await addGroupPeople(data, "lantern orchard pebble", [
    { key: "olga", name: "Olga Groupowner", role: "owner" },
    { key: "alice", name: "Alice Alder", role: "editor", at: { a: "owner", c: "editor" } },
    { key: "bea", name: "Bea Birch", role: "editor", at: { b: "owner" } },
  ]);
  groupDb = openEditorDatabase(groupAccountsFolder(data));
  group = new FrontDoor(groupDb, data, ONLINE);
  roles = new GroupRoles(groupDb);
});

afterAll(() => {
  for (const db of practiceDbs) db.close();
  groupDb?.close();
  rmSync(data, { recursive: true, force: true });
});

describe("a practice's own door in a group's editor", () => {
  it("knows nobody with a valid session of the group and no role at the practice, and notes nothing of them there", () => {
    const b = doorOf("b");
    expect(b.door.personOf(requestOf("alice"))).toBeNull();
    expect(emailsIn(b.db)).not.toContain("alice@example.org");
    // The same session is someone at the practices where they have a role.
    expect(doorOf("a").door.personOf(requestOf("alice"))).toMatchObject({ name: "Alice Alder" });
  });

  it("gives each person the role they have at this practice, not their role over the group", () => {
    expect(doorOf("a").door.personOf(requestOf("alice"))?.role).toBe("owner");
    expect(doorOf("c").door.personOf(requestOf("alice"))?.role).toBe("editor");
    expect(doorOf("b").door.personOf(requestOf("olga"))?.role).toBe("owner");
  });

  it("lets only people with a role at the practice be named there (as readers of its enquiries)", () => {
    const a = doorOf("a").door;
    expect(a.worksHere(group.users.byId(ids.bea!)!)).toBe(false);
    expect(a.worksHere(group.users.byId(ids.alice!)!)).toBe(true);
    expect(a.worksHere(group.users.byId(ids.olga!)!)).toBe(true);
  });
});
