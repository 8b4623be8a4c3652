/** What a page template needs to know about the site it writes into. */

export interface TemplateContext {
  /** The new page's path, e.g. "/teeth-straightening". */
  route: string;
  /** The page's name in words, from its path: "/teeth-straightening" -> "Teeth Straightening". */
  name: string;
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

/** "The Page Name | Practice", or just the page name when that is too long for search results. */
export function pageTitle(heading: string, practice: string): string {
  if (!practice) return heading;
  const full = `${heading} | ${practice}`;
  return [...full].length <= 60 ? full : heading;
}
