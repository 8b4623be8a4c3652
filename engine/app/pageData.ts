import type { Page } from "../schema/page";

/** What a route's loader returns: the page and where it came from. */
export interface PageData {
  /** The page's route, or null for the not-found page. */
  route: string | null;
  /** The page's file, named in error reports. */
  file: string;
  page: Page;
}
