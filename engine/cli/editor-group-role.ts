/**
 * npm run editor:group-role -- <group folder> --email sam@example.org [--name "Sam Patel"] (--practice <id> --role owner|editor|none | --group-owner) [--shared-content yes|no]
 *
 * Gives someone a role at one practice of a group's editor (npm run edit:group), or makes them an owner of the
 * whole group (owner at every practice), or gives or takes away the role over the group's shared content
 * (--shared-content yes|no: seeing and publishing shared/, which the group's owners have already). Someone new is added with a link to choose a password (once, within a
 * day), printed here (--new-link: a new one for someone already there, which stops the old one); --role none
 * takes their role at that practice away.
 *
 *   --origin https://editor.example.org   the group editor's public address (or EDITOR_ORIGIN)
 *   EDITOR_DATA_DIR                       the same as edit:group's
 */
import { resolve } from "node:path";
import { setUpLink } from "../editor/server/accounts/peopleRoutes";
import { looksLikeEmail } from "../editor/server/accounts/email";
import { publicOrigin } from "../editor/server/accounts/frontDoor";
import { LINK_LIFETIME_MS, Users } from "../editor/server/accounts/users";
import { groupAccountsFolder } from "../editor/server/group/groupEditor";
import { GroupRoles } from "../editor/server/group/groupRoles";
import { SharedContentRole } from "../editor/server/group/sharedRole";
import { EventRecord } from "../editor/server/record";
import { dataFolderFor, openEditorDatabase } from "../editor/server/store/database";
import { readGroup } from "../group/groupLayout";

const argv = process.argv.slice(2);
function option(name: string, env?: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : env ? process.env[env] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const usage = `npm run editor:group-role -- examples/group --name "Your Name" --email you@example.org --practice <practice> --role owner|editor|none --origin https://editor.example.org  (or --group-owner instead of --practice and --role; --shared-content yes|no for the group's shared content)`;
const folder = argv.find((arg, index) => !arg.startsWith("--") && !(argv[index - 1]?.startsWith("--") && argv[index - 1] !== "--group-owner")) ?? fail(`Say which group: ${usage}`);
let group;
try {
  group = readGroup(resolve(folder));
} catch (error) {
  fail((error as Error).message);
}
const email = option("email")?.trim() || fail(`Give the person's email address: ${usage}`);
if (!looksLikeEmail(email)) fail(`"${email}" does not look like an email address.`);
const groupOwner = argv.includes("--group-owner");
const practice = option("practice");
const role = option("role");
const shared = option("shared-content");
if (shared !== undefined && shared !== "yes" && shared !== "no") fail(`Give --shared-content yes (may change the group's shared content) or no.`);
if (!groupOwner && (shared === undefined || practice !== undefined)) {
  if (!practice || !group.practices.includes(practice)) fail(`Name one of the group's practices with --practice (${group.practices.join(", ")}), or give --group-owner.`);
  if (role !== "owner" && role !== "editor" && role !== "none") fail(`Give --role owner, editor or none.`);
}
let origin: string;
try {
  origin = publicOrigin(option("origin", "EDITOR_ORIGIN") ?? fail(`Give the group editor's public address (as for edit:group): ${usage}`));
} catch (error) {
  fail((error as Error).message);
}

const dataFolder = dataFolderFor(group.folder);
const db = openEditorDatabase(groupAccountsFolder(dataFolder));
try {
  const users = new Users(db);
  const roles = new GroupRoles(db);
  const record = new EventRecord(db);
  let person = users.byEmail(email);
  const isNew = !person;
  if (!person) {
    const name = option("name")?.trim() || fail(`${email} is not in the group yet: give their name too (--name "Their Name").`);
    users.add(name, email, groupOwner ? "owner" : "editor");
    person = users.byEmail(email)!;
  } else if (groupOwner && person.role !== "owner") {
    db.prepare("UPDATE users SET role = 'owner' WHERE id = ?").run(Number(person.id));
  }
  const what = groupOwner ? "an owner of the group (owner at every practice)" : !practice ? null : role === "none" ? `no longer anything at ${practice}` : `${role === "owner" ? "an owner" : "an editor"} at ${practice}`;
  if (!groupOwner && practice) roles.set(person.id, practice, role === "none" ? null : (role as "owner" | "editor"));
  if (shared) new SharedContentRole(db).set(person.id, shared === "yes");
  const sharedWhat = shared === "yes" ? "may change the group's shared content" : shared === "no" ? (person.role === "owner" ? "is an owner of the group, so may still change the group's shared content" : "may no longer change the group's shared content") : null;
  const said = [what ? `is ${what}` : null, sharedWhat].filter(Boolean).join(", and ");
  record.add("(the server's command line)", "gave a role", `${person.name} (${person.email}): ${said}`);
  console.log(`${person.name} (${person.email}) ${said}.`);
  if (shared === "yes" && person.role !== "owner" && !group.practices.some((id) => roles.roleAt(person!, id))) console.log("They have no role at any practice yet: the group's shared content is reached from a practice's editor, so give them one too (--practice, --role).");
  // A new link would stop the one sent before from working: made for someone new, or when asked (--new-link).
  if (!isNew && !person.joined && !argv.includes("--new-link")) console.log("They have not chosen a password yet: the link sent to them before still works (add --new-link for a new one, which stops the old one).");
  if (isNew || argv.includes("--new-link")) {
    console.log(`Their link to choose a password:\n\n  ${setUpLink(origin, users.newLink(person.id, null))}\n`);
    console.log(`It works once, within ${LINK_LIFETIME_MS / 3_600_000} hours. Send it to them by a private route (not a shared inbox).`);
  }
  console.log(`Data folder: ${dataFolder}`);
} finally {
  db.close();
}
