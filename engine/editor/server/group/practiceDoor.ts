/**
 * A practice's front door in a group's editor: the group's accounts, sessions and passkeys (one sign-in for the
 * group), with the person's role at this practice in place of their role over the group. Someone with no role here
 * is nobody here: every route answers them as it answers a stranger.
 */
import type { IncomingMessage } from "node:http";
import { FrontDoor, type OnlineOptions } from "../accounts/frontDoor";
import type { Person } from "../people";
import type { EditorDatabase } from "../store/database";
import type { GroupRoles } from "./groupRoles";

export class PracticeDoor extends FrontDoor {
  /** The name, email and role last written into the practice's own database, per person: written again on a change. */
  private readonly mirrored = new Map<string, string>();

  constructor(
    group: FrontDoor,
    groupDb: EditorDatabase,
    groupFolder: string,
    online: OnlineOptions | null,
    private readonly roles: GroupRoles,
    private readonly practice: string,
    private readonly practiceDb: EditorDatabase,
  ) {
    super(groupDb, groupFolder, online);
    // One gate for the group's password checks, whichever practice's address they come to: a flood sent to every
    // practice at once is held as one sent to one.
    Object.assign(this, { passwordGate: group.passwordGate, scrypt: group.scrypt });
  }

  override personOf(req: IncomingMessage): Person | null {
    const person = super.personOf(req);
    if (!person || !this.online) return person;
    const role = this.roles.roleAt(person, this.practice);
    if (!role) return null;
    const here = { ...person, role };
    this.mirror(here);
    return here;
  }

  /** The group's accounts hold everyone of the group: only those with a role here may be named or chosen here. */
  override worksHere(person: Person): boolean {
    return this.roles.roleAt(person, this.practice) !== null;
  }

  /**
   * The practice's own database keeps a row for each person who worked on it (its record, drafts and credits hang on
   * the same id as the group's): copied from the group's, never the other way.
   */
  private mirror(person: Person): void {
    const key = `${person.name}\n${person.email}\n${person.role}`;
    if (this.mirrored.get(person.id) === key) return;
    try {
      this.practiceDb
        .prepare("INSERT INTO users (id, name, email, role, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, role = excluded.role")
        .run(Number(person.id), person.name, person.email, person.role, new Date().toISOString());
      this.mirrored.set(person.id, key);
    } catch (error) {
      // Another row of this practice with the same email (a database once used on its own): said, not fatal.
      console.warn(`The practice ${this.practice} could not note ${person.email} in its own database: ${(error as Error).message}`);
    }
  }
}
