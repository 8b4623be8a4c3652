/**
 * The people of a fixture group's editor, as npm run editor:group-role makes them (each with a password chosen,
 * their roles at practices, the role over the group's shared content), and their sign-in at a practice's address.
 */
import { hashPassword } from "../../engine/editor/server/accounts/passwords";
import { Users } from "../../engine/editor/server/accounts/users";
import { groupAccountsFolder } from "../../engine/editor/server/group/groupEditor";
import { GroupRoles } from "../../engine/editor/server/group/groupRoles";
import { SharedContentRole } from "../../engine/editor/server/group/sharedRole";
import { openEditorDatabase } from "../../engine/editor/server/store/database";
import { rawRequest } from "./rawRequest";

export interface GroupPerson {
  /** The email's first part: <key>@example.org. */
  key: string;
  name: string;
  /** Their role over the group: "owner" is the group's owner. */
  role: "owner" | "editor";
  /** Their role at each practice, by the practice's id. */
  at?: Record<string, "owner" | "editor">;
  /** Given the role over the group's shared content (--shared-content yes). */
  sharedContent?: boolean;
}

/** Adds the people to the group's accounts database in `dataFolder`; their ids by key. */
export async function addGroupPeople(dataFolder: string, password: string, people: GroupPerson[]): Promise<Record<string, string>> {
  const db = openEditorDatabase(groupAccountsFolder(dataFolder));
  try {
    const users = new Users(db);
    const roles = new GroupRoles(db);
    const hash = await hashPassword(password);
    const ids: Record<string, string> = {};
    for (const person of people) {
      const account = users.add(person.name, `${person.key}@example.org`, person.role);
      users.useLink(users.newLink(account.id, null), hash);
      for (const [practice, role] of Object.entries(person.at ?? {})) roles.set(account.id, practice, role);
      if (person.sharedContent) new SharedContentRole(db).set(account.id, true);
      ids[person.key] = account.id;
    }
    return ids;
  } finally {
    db.close();
  }
}

/** Signs <key>@example.org in at a practice's address of the group's editor; its session cookie ("name=value"). */
export async function signInAtPractice(port: number, origin: string, practice: string, key: string, password: string): Promise<string> {
  const reply = await rawRequest(port, "POST", `/p/${practice}/_editor/api/account/sign-in`, { headers: { Origin: origin, "Content-Type": "application/json" }, body: JSON.stringify({ email: `${key}@example.org`, password }) });
  const set = ([] as string[]).concat(reply.headers["set-cookie"] ?? []).find((line) => line.startsWith("__Host-editor-session="));
  if (!set) throw new Error(`No session for ${key}: ${reply.status} ${reply.body}`);
  return set.split(";")[0]!;
}
