import type { Page } from "../schema/page";

/** One page's data: the page and where it came from. */
export interface PageData {
  /** The page's route, or null for the not-found page. */
  route: string | null;
  /** The page's file, named in error reports. */
  file: string;
  page: Page;
}
