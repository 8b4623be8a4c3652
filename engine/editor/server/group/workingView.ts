/**
 * A practice of a group as its editor shows it: the practice as `npm run build:group` puts it together (the
 * group's shared files with the practice's own on top, less what it leaves out: composedSources, the one rule), in
 * a folder of its own, <group>/.cache/editing-<id>/. The editor's reading side (the pages list, the checks, the
 * live preview, find, the pictures list, the Publish screen's problems) reads this folder exactly as it reads a
 * single site's, so none of it knows about groups; every write still goes to the practice's own folder (writes of
 * the group's files are refused or become the practice's own copy: writePolicy.ts, groupDocuments.ts).
 *
 * Its files are hard links to the files they come from, so keeping it up to date costs a stat per file, not a read
 * of every picture: it is brought up to date before each request the practice's editor answers and after each
 * write, so a git pull or a change to the group's shared files shows at the next request. Nothing writes into it
 * but sync(), and never into a file (a write there would change the file it links to). Where a link cannot be made
 * (another disk), the file is copied with its time, and copied again when the source's size or time differ.
 * Kept at the same depth as practices/<id>/, so the pages' "$schema" lines are checked as they are written.
 */
import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, rmSync, statSync, utimesSync, type Stats } from "node:fs";
import { dirname, join } from "node:path";
import { composedSources } from "../../../group/composePractice";
import { contentFiles, leaveOutOf, practiceFolder, readGroup, sharedFolder, type GroupLayout } from "../../../group/groupLayout";
import type { Person } from "../people";
import type { EventRecord } from "../record";
import type { GroupLocks } from "../writePolicy";

/** What a file of the practice's site is to the group: locked (the group's, read-only), a default (the group's, changeable as the practice's own copy), overridden by the practice, or the practice's alone. */
export type GroupStatus = "locked" | "default" | "override" | "own";

/** The folder the editor reads the site from: the working view in a group's practice, else the site's own. */
export const shownRoot = (context: { root: string; group?: WorkingView }) => context.group?.folder ?? context.root;

export const workingViewFolder = (group: GroupLayout, id: string) => join(group.folder, ".cache", `editing-${id}`);

export class WorkingView {
  private group: GroupLayout;
  readonly folder: string;

  constructor(
    private readonly groupFolder: string,
    readonly id: string,
    /** The names of the group's owners, for the words of what the group locks. */
    private readonly ownerNames: () => string[],
    /** Whether a person (as this practice's editor sees them) may change the group's shared content (sharedRole.ts). */
    readonly mayChangeShared: (person: Person) => boolean = () => false,
    /**
     * Runs a write of the group's shared files after those asked before it from any practice's editor: each practice
     * has its own queue of writes, and two of them saving the same shared file must not both pass its version check.
     */
    readonly sharedWrite: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
    /**
     * The group's record, read by the group's owners: where a change of the group's shared files is noted, as the
     * group's publications are (sharedRoutes.ts). Without it, the practice's own record.
     */
    readonly groupRecord?: EventRecord,
  ) {
    this.group = readGroup(groupFolder);
    this.folder = workingViewFolder(this.group, id);
  }

  get groupName(): string {
    return this.group.name;
  }

  /** The files the group locks now (group.json is read again at each sync). */
  get locked(): ReadonlySet<string> {
    return this.group.locked;
  }

  get own(): string {
    return practiceFolder(this.group, this.id);
  }

  /** Who may change what the group locks, named: its owners, else its web manager. */
  owners(): string {
    const names = this.ownerNames();
    return names.length ? joinNames(names) : "the group's web manager";
  }

  /** What the workspace asks of every write (writePolicy.ts), and the view brought up to date after each. */
  forWrites(): { locks: GroupLocks; afterWrite(): void } {
    const locked = () => this.locked;
    return {
      locks: { get files() { return locked(); }, owners: () => this.owners(), mayChangeShared: (person) => this.mayChangeShared(person) },
      afterWrite: () => this.syncOrSay(),
    };
  }

  /** sync(), a failure said in the log rather than thrown at the write that just succeeded. */
  syncOrSay(): void {
    try {
      this.sync();
    } catch (error) {
      console.error(`The editor could not bring its view of the practice ${this.id} up to date: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Brings the folder to the practice as composed now. */
  sync(): void {
    try {
      this.group = readGroup(this.groupFolder);
    } catch {
      // group.json being rewritten, or broken: the last one read stands until it reads again.
    }
    const wanted = composedSources(this.group, this.id, leaveOutOf(this.own));
    for (const [file, source] of wanted) {
      const to = join(this.folder, file);
      const from = statSync(source, { throwIfNoEntry: false });
      if (!from) continue;
      const there = lstatSync(to, { throwIfNoEntry: false });
      if (there && sameFile(there, from)) continue;
      if (there) rmSync(to, { force: true });
      mkdirSync(dirname(to), { recursive: true });
      try {
        linkSync(source, to);
      } catch {
        copyFileSync(source, to);
        utimesSync(to, from.atime, from.mtime);
      }
    }
    for (const file of existsSync(this.folder) ? contentFiles(this.folder) : []) if (!wanted.has(file)) rmSync(join(this.folder, file), { force: true });
  }

  /** The group's own file at `file` ("pages/complaints.json"), when the group has one the practice gets. */
  groupFile(file: string): string | null {
    const full = join(sharedFolder(this.group), file);
    if (!existsSync(full) || (leaveOutOf(this.own).has(file) && !this.group.locked.has(file))) return null;
    return full;
  }

  statusOf(file: string): GroupStatus {
    if (!this.groupFile(file)) return "own";
    if (this.group.locked.has(file)) return "locked";
    return existsSync(join(this.own, file)) ? "override" : "default";
  }
}

/** The same file (a link to it), or a copy of it with the same size and time. */
function sameFile(there: Stats, from: Stats): boolean {
  if (there.ino === from.ino && there.dev === from.dev) return true;
  return there.isFile() && there.nlink === 1 && there.size === from.size && there.mtimeMs === from.mtimeMs;
}

function joinNames(names: string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
