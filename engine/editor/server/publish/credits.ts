/**
 * Credit where it is due: a publication's commit is authored by the person who pressed Publish (or asked for
 * approval), and names everyone else whose saved changes it holds as a co-author, as git hosts read it
 * ("Co-authored-by: Name <email>" trailers), so History and the host show who wrote what.
 */
import type { EditorContext } from "../routing";
import { localPerson, type Person } from "../people";
import type { Signature } from "./commits";
import { gitText } from "./git";
import type { Repository } from "./repository";

/**
 * The people other than `author` who saved `files` since `base` (the version the editor's files stand on), with
 * their e-mail addresses.
 */
export async function contributorsOf(context: Pick<EditorContext, "saves" | "frontDoor" | "root">, repo: Repository, base: string | null, files: string[], author: Person): Promise<Signature[]> {
  // The save log's times are UTC ISO strings, compared as text: git's time (in the committer's zone) made one too.
  const since = base ? new Date(await gitText(repo.top, ["show", "-s", "--format=%cI", base])).toISOString() : "";
  const people = new Map<string, Signature>();
  for (const file of files) {
    for (const { person, name } of context.saves.peopleSince(file, since)) {
      if (person === String(author.id) || people.has(person)) continue;
      const account = person === "local" ? localPerson(context.root) : context.frontDoor.users.byId(person);
      // Someone since removed from the people who may sign in keeps the credit, by name.
      people.set(person, { name: account?.name ?? name, email: account?.email ?? "" });
    }
  }
  return [...people.values()];
}

/** `message` with a Co-authored-by trailer for each contributor other than the author (once each). */
export function withCredits(message: string, author: Signature, contributors: Signature[]): string {
  const seen = new Set([identity(author)]);
  const trailers: string[] = [];
  for (const person of contributors) {
    const key = identity(person);
    if (seen.has(key)) continue;
    seen.add(key);
    const name = oneLine(person.name).replace(/[<>]/g, "") || "Someone";
    const email = oneLine(person.email).replace(/[<>\s]/g, "");
    trailers.push(`Co-authored-by: ${name} <${email}>`);
  }
  return trailers.length ? `${message.trimEnd()}\n\n${trailers.join("\n")}` : message;
}

const identity = (person: Signature) => (person.email.trim() || person.name.trim()).toLowerCase();

/** A name or address that cannot end the trailer early or start another line. */
const oneLine = (text: string) => [...text].filter((char) => char >= " " && char !== "\u007f").join("").trim();
