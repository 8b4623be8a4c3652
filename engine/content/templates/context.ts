/** What a page template needs to know about the site it writes into. */
import type { Crumb } from "./existingSite";
import type { Category } from "./catalogue";

export interface TemplateContext {
  /** The new page's path, e.g. "/teeth-straightening". */
  route: string;
  /** The page's name in words: --title, else from its path ("/teeth-straightening" -> "Teeth Straightening"). */
  name: string;
  /** A treatment's group in the services catalogue (--category). */
  category?: Category;
  /** The line the practice's other treatment pages of this category show above their heading ("Cosmetic dentistry"), if any. */
  categoryEyebrow?: string;
  /** The trail of parent pages, as the other pages of its kind carry it (breadcrumbs.ts); none for a top-level info or legal page. */
  breadcrumbs?: Crumb[];
  /** The practice's name from site.config.json, for the title. */
  practice: string;
  /** The practice's town from site.config.json ("Bedworth"), for a heading patients search for; "" when unset. */
  town: string;
  /** A picture that exists (the site's logo), standing in until staff choose one. */
  placeholderImage: string;
  /** Where "Request a Callback" goes: the page with the contact form, else the home page. */
  contactRoute: string;
  /** Whether pages/_shared/closing-cta.json exists, so treatment pages can share the closing box. */
  hasSharedClosingCta: boolean;
}

/** Every text a member of staff must replace starts with this, so it is easy to find (and lint flags it if left). */
export const TODO = "TODO:";
export const todo = (hint: string) => `${TODO} ${hint}`;

/**
 * "The Page Name | Practice": the first of `names` (longest first, e.g. with
 * and without the town) that fits the 60 characters search results show with
 * the practice's name, else the first name on its own.
 */
export function pageTitle(names: string | readonly string[], practice: string): string {
  const candidates = typeof names === "string" ? [names] : names;
  if (!practice) return candidates[0]!;
  const fits = candidates.map((name) => `${name} | ${practice}`).find((full) => [...full].length <= 60);
  return fits ?? candidates[0]!;
}

/** The page-level fields every template writes first, breadcrumbs only when the page's kind carries them. */
export function pageHead(ctx: TemplateContext, title: string, description: string) {
  return { title, description, ...(ctx.breadcrumbs ? { breadcrumbs: ctx.breadcrumbs } : {}) };
}
