/**
 * npm run editor:owner -- --name "Sam Patel" --email sam@example.org
 * Adds an owner of the editor online and prints a link that lets them choose a password (once, within a day).
 * For someone already on the list (an owner who forgot their password), prints a new link instead.
 *
 *   --origin https://editor.example.org   the editor's public address (or EDITOR_ORIGIN), as given to edit:online
 *   EDITOR_DATA_DIR / SITE_CONTENT_ROOT   the same as edit:online's
 */
import { setUpLink } from "../editor/server/accounts/peopleRoutes";
import { looksLikeEmail } from "../editor/server/accounts/email";
import { publicOrigin } from "../editor/server/accounts/frontDoor";
import { LINK_LIFETIME_MS, Users } from "../editor/server/accounts/users";
import { EventRecord } from "../editor/server/record";
import { dataFolderFor, openEditorDatabase } from "../editor/server/store/database";

function option(name: string, env?: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : env ? process.env[env] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const usage = `npm run editor:owner -- --name "Your Name" --email you@example.org --origin https://editor.example.org`;
const name = option("name")?.trim() || fail(`Give the owner's name: ${usage}`);
const email = option("email")?.trim() || fail(`Give the owner's email address: ${usage}`);
if (!looksLikeEmail(email)) fail(`"${email}" does not look like an email address.`);
let origin: string;
try {
  origin = publicOrigin(option("origin", "EDITOR_ORIGIN") ?? fail(`Give the editor's public address (as for edit:online): ${usage}`));
} catch (error) {
  fail((error as Error).message);
}

const root = process.env.SITE_CONTENT_ROOT ?? process.cwd();
const dataFolder = dataFolderFor(root);
const db = openEditorDatabase(dataFolder);
try {
  const users = new Users(db);
  const record = new EventRecord(db);
  const existing = users.byEmail(email);
  const person = existing ?? users.add(name, email, "owner");
  const link = setUpLink(origin, users.newLink(person.id, null));
  record.add("(the server's command line)", "invited", existing ? `${person.name} (${person.email}): a new set-up link` : `${person.name} (${person.email}) as owner`);
  console.log(existing ? `${person.name} (${person.email}) is already ${person.role === "owner" ? "an owner" : "an editor"}; here is a new link to choose a password:` : `${person.name} (${person.email}) is an owner of the editor. Their link to choose a password:`);
  console.log(`\n  ${link}\n`);
  console.log(`It works once, within ${LINK_LIFETIME_MS / 3_600_000} hours. Send it to them by a private route (not a shared inbox).`);
  console.log(`Data folder: ${dataFolder}`);
} finally {
  db.close();
}
