/**
 * The types the validator (validate/), the editorial checks (lint/) and the rules of a profession
 * (engine/rules/) hand one another: below all three, so that none of them imports another for a type.
 */
import type { Page } from "../schema/page";
import type { SiteConfig } from "../schema/site";
import type { SharedEntry } from "./shared";
import type { PathSegment } from "./validate/problem";

export interface PageEntry {
  /** pages/… path relative to the project root. */
  file: string;
  /** The route it serves, or null for the not-found page. */
  route: string | null;
  page: Page;
}

/** The validated content: the validator's result once the site config is valid. */
export interface LintInput {
  site: SiteConfig;
  /** Pages as renderers receive them (shared blocks in place). */
  pages: PageEntry[];
  shared: SharedEntry[];
}

/** One editorial finding, already located and worded like a validation problem. */
export interface Finding {
  file: string;
  where: string;
  message: string;
  /** The same place as `where`, as segments, to find its line in the file. */
  path?: readonly PathSegment[];
}
