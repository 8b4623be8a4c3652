/**
 * What every plan of History's says first (undo.ts, restorePlan.ts): the publication it starts from, and for a plan
 * about one page, the page and what it changes there. The screens read a plan, then send back its commit and live
 * version: doing it is refused if the live site moved since.
 */

/** The publication chosen (who published it, when) and the live version the plan was made from. */
export interface PlanFrom {
  commit: string;
  by: string;
  at: string;
  live: string;
}

/** A plan for one page: which, what it changes on the live page in words, and the pictures it brings back. */
export interface PagePlan extends PlanFrom {
  file: string;
  name: string;
  lines: string[];
  /** Pictures the page names that were removed since, brought back. */
  pictures: string[];
  /** True when there is nothing to do (the page says that already). */
  nothing: boolean;
}
