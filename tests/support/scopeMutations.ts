/**
 * The group editor's scope checks, each removed or weakened in turn (a search and replace on its source, put back
 * afterwards), with the access tests that must then fail: a check whose tests still pass is a check nothing
 * tests. Not part of npm test (each mutation runs its tests again: minutes). docs/groups.md lists the same checks.
 *
 *   npx tsx tests/support/scopeMutations.ts              every mutation
 *   npx tsx tests/support/scopeMutations.ts door worksHere   those whose name contains one of the words
 *
 * Prints one line per mutation (killed, with the test that failed, or SURVIVED) and exits 1 when one survived.
 * The source files are written back as they were found, also when the run is stopped with Ctrl-C.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
const SERVER = "engine/editor/server";
const T = (name: string) => `tests/unit/editor/${name}.test.ts`;
const ACCESS = T("groupEditor");
const DOOR = T("practiceDoor");
const SHARED = T("groupShared");
const SHARED_EDIT = T("groupSharedEdit");
const SHARED_PUBLISH = T("groupSharedPublish");
const STRANGERS = T("groupEditorStrangers");

export interface ScopeMutation {
  /** What is taken away, in words. */
  name: string;
  file: string;
  /** Must occur exactly once in the file. */
  from: string;
  to: string;
  /** Further replacements in the same file, where a check is made twice (each alone leaves the other standing). */
  also?: { from: string; to: string }[];
  /** The tests that must fail with it. */
  tests: string[];
}

const GROUP_PEOPLE = ["GET account/users", "POST account/invite", "POST account/new-link", "POST account/remove", "POST account/end-sessions", "POST account/role", "POST account/everyday"];

export const SCOPE_MUTATIONS: ScopeMutation[] = [
  {
    name: "router: an address with dot segments is refused whole",
    file: `${SERVER}/group/groupEditor.ts`, from: String.raw`if (/(^|\/)\.{1,2}(\/|$|\?)|%2e/i.test(url.split("?")[0]!)) {`, to: "if (false) {", tests: [ACCESS],
  },
  {
    name: "router: no role at the practice, refused before its editor",
    file: `${SERVER}/group/groupEditor.ts`, from: "if (!practice || (door.online && person && !roles.roleAt(person, practice.id)))", to: "if (!practice)", tests: [ACCESS],
  },
  {
    name: "router: nobody signed in is answered by the group, a practice's editor not opened for them",
    file: `${SERVER}/group/groupEditor.ts`, from: "if (door.online && !person) {", to: "if (false) {", tests: [STRANGERS],
  },
  {
    name: "router: the editor's scripts and styles served without opening a practice",
    file: `${SERVER}/group/groupEditor.ts`, from: "return lobby.serveClientFile(req, res, actualPort, path);", to: "return answer(first, req, res);", tests: [STRANGERS],
  },
  {
    name: "lobby: a stranger's preview opens a practice only with a working link of its own",
    file: `${SERVER}/group/groupLobby.ts`, from: "if (practice.isOpen || practice.previewHashes.has(hashToken(token))) return handOver();", to: "return handOver();", tests: [STRANGERS],
  },
  {
    name: "router: the switcher lists only the person's practices",
    file: `${SERVER}/group/groupEditor.ts`, from: "filter((practice) => !door.online || (person && roles.roleAt(person, practice.id)))", to: "filter(() => true)", tests: [ACCESS],
  },
  {
    name: "router: the group's record is its owners'",
    file: `${SERVER}/group/groupEditor.ts`, from: `if (person.role !== "owner") return sendJson(res, 403, { error: "Only an owner of the group can read the group's record." });`, to: "", tests: [ACCESS],
  },
  {
    name: "router: the shared role is asked of the role over the group, not of the role at the practice",
    file: `${SERVER}/group/groupEditor.ts`, from: "sharedRole.mayChange(door.online ? door.users.byId(person.id) : person)", to: "sharedRole.mayChange(person)", tests: [SHARED_EDIT],
  },
  ...GROUP_PEOPLE.map((route): ScopeMutation => ({
    name: `router: "${route}" is the group's owners', refused in a practice's editor`,
    file: `${SERVER}/group/groupEditor.ts`, from: `"${route}"`, to: `"not ${route}"`, tests: [ACCESS],
  })),
  {
    name: "stores: each practice its own database (drafts, record, requests, schedule, preview links, settings, target)",
    file: `${SERVER}/group/groupEditor.ts`, from: `join(dataFolder, "practices", id)`, to: `join(dataFolder, "practices")`, tests: [ACCESS],
  },
  {
    name: "stores: each practice's editor on its own folder (pages, pictures, history, Publish)",
    file: `${SERVER}/group/groupEditor.ts`, from: "root: practiceFolder(group, practice.id)", to: "root: practiceFolder(group, group.practices[0]!)", tests: [ACCESS],
  },
  {
    name: "stores: each practice's working view is its own",
    file: `${SERVER}/group/groupEditor.ts`, from: "new WorkingView(groupFolder, practice.id,", to: "new WorkingView(groupFolder, group.practices[0]!,", tests: [ACCESS, SHARED],
  },
  {
    name: "pictures: what a practice lacks is looked for in the group's shared public/ only",
    file: `${SERVER}/group/groupEditor.ts`, from: `sharedPublic: join(sharedFolder(group), "public")`, to: `sharedPublic: join(sharedFolder(group), "..", "practices")`, tests: [ACCESS],
  },
  {
    name: "enquiries: each practice's own key",
    file: `${SERVER}/group/groupEditor.ts`, from: "enquiryKeyNames: practiceKeyNames(practice.id)", to: "enquiryKeyNames: practiceKeyNames(group.practices[0]!)", tests: [T("groupEnquiryKeys")],
  },
  {
    name: "publishing targets: each practice's own settings when the group's content is published",
    file: `${SERVER}/group/groupEditor.ts`, from: "const editor = await open(practice);", to: "const editor = await open(first);", tests: [SHARED_PUBLISH],
  },
  {
    name: "door: nobody at a practice without a role there",
    file: `${SERVER}/group/practiceDoor.ts`, from: "if (!role) return null;", to: "", tests: [DOOR],
  },
  {
    name: "door: the role at this practice, not the role over the group",
    file: `${SERVER}/group/practiceDoor.ts`, from: "const here = { ...person, role };", to: "const here = { ...person };", tests: [ACCESS, DOOR],
  },
  {
    name: "door: only people with a role here may be named here (enquiry readers)",
    file: `${SERVER}/group/practiceDoor.ts`, from: "return this.roles.roleAt(person, this.practice) !== null;", to: "return true;", tests: [ACCESS, DOOR],
  },
  {
    name: "roles: a role is of one practice",
    file: `${SERVER}/group/groupRoles.ts`, from: `WHERE user_id = ? AND practice = ?").get(Number(person.id), practice)`, to: `WHERE user_id = ?").get(Number(person.id))`, tests: [ACCESS],
  },
  {
    name: "shared role: only owners and the people given it",
    file: `${SERVER}/group/sharedRole.ts`, from: "return !!this.db.prepare(", to: "return true || !!this.db.prepare(", tests: [SHARED_PUBLISH, SHARED_EDIT],
  },
  {
    name: "shared routes: refused without the shared role",
    file: `${SERVER}/group/sharedRoutes.ts`, from: "if (!this.role.mayChange(person)) return sendJson(res, 403, { error: NOT_YOURS });", to: "", tests: [SHARED_PUBLISH],
  },
  {
    name: "shared routes: refused without a session",
    file: `${SERVER}/group/sharedRoutes.ts`, from: `if (!person) return sendJson(res, 401, { error: "Please sign in first." });`, to: "", tests: [SHARED_PUBLISH],
  },
  {
    name: "group-save: the group's version only by those with the shared role",
    file: `${SERVER}/group/groupDocuments.ts`, from: "if (!view.mayChangeShared(person)) {", to: "if (false) {", tests: [SHARED_EDIT],
  },
  {
    name: "group-save: offered only to those with the shared role",
    file: `${SERVER}/group/groupDocuments.ts`, from: "status !== \"override\" && view.mayChangeShared(person) ?", to: "status !== \"override\" ?", tests: [SHARED_EDIT],
  },
  {
    name: "group-save: noted in the group's record, read by its owners, not in a practice's",
    file: `${SERVER}/group/groupDocuments.ts`, from: "(view.groupRecord ?? context.record).add(", to: "context.record.add(", tests: [SHARED_EDIT],
  },
  {
    name: "locks: what the group locks is not written from a practice's editor",
    file: `${SERVER}/writePolicy.ts`, from: "if (!locks?.files.has(file)) return null;", to: "return null;", tests: [SHARED],
  },
  {
    name: "route table: a practice's editor refuses what the group's owners decide",
    file: `${SERVER}/server.ts`, from: "if (route && person && scope?.refused.has(key))", to: "if (false)", tests: [ACCESS],
  },
  {
    name: "route table: sign-ins go to the group's record, not a practice's",
    file: `${SERVER}/server.ts`, from: `const groupAccount = scope && route.path.startsWith("account/") && route.path !== "account/record";`, to: "const groupAccount = false;", tests: [ACCESS],
  },
  {
    name: "route table: an owner's route (the record, settings) only to an owner of this practice",
    file: `${SERVER}/accounts/frontDoor.ts`, from: `if (access === "owner" && person.role !== "owner")`, to: "if (false)", tests: [ACCESS],
  },
  {
    name: "history: a practice's history lists only its own files' commits (git's paths, and its files read as the site's)",
    file: `${SERVER}/history/history.ts`, from: "live, \"--\", ...paths]);", to: "live]);", tests: [ACCESS],
    also: [{ from: ".filter((path) => isStaffFile(inSite(repo, path)))", to: "" }],
  },
  {
    name: "Publish: a practice's Publish sends only its own files",
    file: `${SERVER}/publish/repository.ts`, from: "const paths = CONTENT_PATHS.map((path) => inRepo(repo, path));", to: "const paths = [repo.top];", tests: [T("practicePublishInGroup")],
  },
];

interface Outcome {
  mutation: ScopeMutation;
  killed: boolean;
  failed: string[];
  seconds: number;
}

function run(mutation: ScopeMutation): Outcome {
  const path = join(ROOT, mutation.file);
  const original = readFileSync(path, "utf8");
  let mutated = original;
  for (const { from, to } of [{ from: mutation.from, to: mutation.to }, ...(mutation.also ?? [])]) {
    const count = mutated.split(from).length - 1;
    if (count !== 1) throw new Error(`${mutation.file}: "${from}" found ${count} times (once expected): the mutation is out of date.`);
    mutated = mutated.replace(from, () => to);
  }
  const restore = () => writeFileSync(path, original);
  const started = Date.now();
  try {
    writeFileSync(path, mutated);
    const result = spawnSync("npx", ["vitest", "run", "--bail=1", ...mutation.tests], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "");
    const lines = output.split("\n");
    // A test that failed, or a file whose tests could not start (then the error under it says why: the editor refused to start).
    const failed = lines.flatMap((line, index) => {
      if (/^\s*FAIL\s.* > /.test(line)) return [line.trim()];
      if (/^\s*FAIL\s.*\[ .* \]\s*$/.test(line)) return [`${line.trim()}: ${lines.slice(index + 1).find((next) => /Error/.test(next))?.trim() ?? ""}`];
      return [];
    }).map((line) => line.slice(0, 300));
    if (result.status !== 0 && !failed.length) throw new Error(`The tests of "${mutation.name}" did not run:\n${output.slice(-2000)}`);
    return { mutation, killed: result.status !== 0, failed, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    restore();
  }
}

// Ctrl-C reaches the tests being run too; the file is put back when they stop (finally, above), then no more runs.
let stopped = false;
process.on("SIGINT", () => (stopped = true));

const words = process.argv.slice(2);
const chosen = SCOPE_MUTATIONS.filter((mutation) => !words.length || words.some((word) => mutation.name.includes(word)));
// First the tests as they are: a test that fails without any mutation would count every mutation as killed.
const named = [...new Set(chosen.flatMap((mutation) => mutation.tests))];
const missing = named.filter((test) => !existsSync(join(ROOT, test)));
if (missing.length) throw new Error(`Named by a mutation but missing: ${missing.join(", ")}`);
const baseline = spawnSync("npx", ["vitest", "run", ...named], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
if (baseline.status !== 0) throw new Error(`The tests fail with no mutation, so they can say nothing of one:\n${`${baseline.stdout}\n${baseline.stderr}`.slice(-3000)}`);
console.log(`${named.length} test files pass as they are; each mutation in turn:`);

let survived = 0;
for (const mutation of chosen) {
  if (stopped) break;
  const outcome = run(mutation);
  if (!outcome.killed) survived++;
  console.log(`${outcome.killed ? "killed  " : "SURVIVED"} ${mutation.name} (${outcome.seconds} s)${outcome.killed ? `\n         ${outcome.failed[0] ?? "(failed)"}` : `\n         ${mutation.tests.join(", ")} still pass`}`);
}
console.log(`${chosen.length - survived} of ${chosen.length} mutations killed${survived ? `, ${survived} survived` : ""}.`);
process.exitCode = survived ? 1 : 0;
