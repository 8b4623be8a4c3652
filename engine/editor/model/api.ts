/** What the editor's server answers (engine/editor/server/server.ts), as its browser code reads it. */
import type { PictureChange } from "../../build/preparePicture";
import type { Problem as ValidatorProblem } from "../../content/validate/problem";
import type { FormModels } from "./formModel";

export type Role = "owner" | "editor";

/** Who is asking: the person signed in online, or the person at this computer in local mode (server/people.ts). */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** An editor's right to change the everyday facts (opening hours, closures, the notice): on unless an owner took it away. Owners always may. */
  everyday?: boolean;
}

/** A problem as the validator reports it (engine/content/validate/problem.ts), the same type on both sides. */
export interface Problem extends ValidatorProblem {
  /** A problem in another file: that page by name ("Hygiene", "the practice details"), never its file. */
  place?: string;
}

export type DocumentKind = "page" | "shared" | "site";

export interface Session {
  siteName: string;
  models: FormModels;
  templates: { name: string; summary: string }[];
  /** The site's groups of treatments (serviceCategories), for a new treatment's column of the menu. */
  categories: { key: string; heading: string }[];
  uploadLimit: number;
  /** local: npm run edit on this computer, nobody signs in; online: staff sign in (accounts). */
  mode: "local" | "online";
  /** Who is signed in (locally, the person at this computer, named from git's settings). */
  person: Person;
}

export interface PageSummary {
  file: string;
  /** null for the not-found page. */
  route: string | null;
  title: string;
  /** The title without " | " and the practice's name, which every title ends with. */
  name: string;
}

export interface SharedSummary {
  file: string;
  ref: string;
  type: string;
  heading?: string;
  /** The pages that show it. */
  usedBy: string[];
}

export interface SiteIndex {
  pages: PageSummary[];
  shared: SharedSummary[];
  services: { key: string; title: string }[];
  counts: Record<string, { errors: number; warnings: number }>;
}

export interface OpenedDocument {
  file: string;
  kind: DocumentKind;
  version: string;
  value?: unknown;
  unreadable?: Problem[];
  /** In a group's practice, a file the group has too (group/groupDocuments.ts). */
  group?: GroupFileState;
}

/**
 * locked: the group's version, which no practice may change; default: the group's version, which a save turns into
 * this practice's own copy; override: this practice's own copy in place of the group's.
 */
export interface GroupFileState {
  status: "locked" | "default" | "override";
  groupName: string;
  /** The group's owners, named: they and the people given the role over the group's shared content may change it. */
  owners: string;
  /** The person may change the group's version itself (document/group-save): the group's owners and the shared role. */
  mayChangeGroup?: boolean;
}

/** A draft's checks (engine/editor/server/checks.ts), declared here once for the server and the browser. */
export interface DraftProblems {
  /** The document's own problems: errors, and the editorial checks' warnings. */
  problems: Problem[];
  /** Errors in other files while this text stands (a change to site.config.json can break a page), each with that page's name (place). */
  elsewhere: Problem[];
  /**
   * The editorial checks' findings in other files that this text would newly cause (a price changed here that a
   * page still quotes the old way), each traced to the changed field it comes from. Saving is allowed.
   */
  caused: CausedProblem[];
}

export interface CausedProblem extends Problem {
  /** The changed field of this document the finding is traced to, as a JSON path ("" for the whole document). */
  at: string;
  /** The other file in words: a page's name ("Dental hygiene"), "the practice details", "the shared block …". */
  place: string;
}

export interface PreviewResult {
  html: string;
  styles: string;
  blocks: ("shown" | "unfinished")[];
  notice?: string;
  /** Blocks drawn as they last passed their checks, because they have a problem now (marked in the preview). */
  kept?: number[];
}

export type SaveResult =
  /** mergedWith/value/by: someone else's change saved since was merged in (value: what was saved; by: who). */
  | { saved: true; version: string; unchanged?: boolean; problems: Problem[]; caused: CausedProblem[]; mergedWith?: string; value?: unknown; by?: ChangedBy | null }
  | { saved: false; reason: "problems"; problems: Problem[]; elsewhere: Problem[]; caused: CausedProblem[] }
  /** conflicts: the fields both changed, for the person to choose; merged: the rest merged, with mine at those fields. */
  | { saved: false; reason: "changed-on-disk"; version: string | null; conflicts?: FieldConflict[]; merged?: unknown; by?: ChangedBy | null };

/** Who made a file what it is now: a person through the editor (you: the one asking), or something outside it. */
export type ChangedBy = { kind: "person"; name: string; at: string; you: boolean } | { kind: "outside"; at: string };

/** A field two people changed differently (engine/editor/server/drafts/merge.ts). */
export interface FieldConflict {
  /** A JSON path, as the validator writes it. */
  where: string;
  /** In the form's words: "Hero (block 1): Heading" (placeWords.ts). */
  place: string;
  theirs: unknown;
  mine: unknown;
}

/** What a person typed on a page and has not saved, kept by the editor's server. */
export interface KeptDraft {
  value: unknown;
  baseVersion: string | null;
  updatedAt: string;
  /** Who changed the file since the draft was begun, or null. */
  changedSince: ChangedBy | null;
}

export interface LinkTo {
  file: string;
  /** The validator's JSON path of the field. */
  where: string;
  /** In the form's words: "Call to action (block 2): button 1, Page". */
  place: string;
}

export interface PublicFile {
  path: string;
  size: number;
  /** A picture that no page, shared block or setting uses (it can be removed). */
  unused?: true;
  /** What the picture shows, as a page describes it (its "alt"), when one does. */
  description?: string;
}

/** A picture added from this computer, as it was kept (engine/editor/server/uploads.ts). */
export interface StoredPicture {
  /** As pages write it. */
  path: string;
  /** Upright size in pixels. */
  width: number;
  height: number;
  /** The same picture was already on the site: that one is used, nothing new is written. */
  reused: boolean;
  /** The size of the file chosen, and of what was kept, in bytes. */
  originalBytes: number;
  storedBytes: number;
  /** What preparing did (engine/build/preparePicture.ts). */
  changes: PictureChange[];
}

/** A private preview link of a waiting or scheduled publication, as the Publish screen shows it (server/publish/previews.ts). */
export interface PreviewLinkState {
  createdAt: string;
  expiresAt: string;
  status: "building" | "ready" | "failed";
  /** Why it could not be built, in words. */
  failure: string | null;
  opens: number;
  lastOpenedAt: string | null;
  /** Who opened it, as far as known ("Olu Owner", "someone with the link, on a phone"), newest last. */
  openedBy: string[];
}
