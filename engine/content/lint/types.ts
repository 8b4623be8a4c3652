/** What an editorial rule sees and what it reports. */
import type { SiteConfig } from "../../schema/site";
import type { PageEntry } from "../validate";
import type { SharedEntry } from "../shared";
import type { PathSegment } from "../validate/problem";

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

export interface LintRule {
  /** A short stable name, e.g. "title-length". */
  name: string;
  check(input: LintInput): Finding[];
}
