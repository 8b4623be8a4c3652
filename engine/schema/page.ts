/** One page of the site: pages/<route>.json. */
import { z } from "zod";
import { describe, text, routePath, type SchemaContext } from "./common";
import { blockSchema, type Block } from "./blocks";

export function pageSchema(ctx: SchemaContext) {
  return z.strictObject({
    $schema: describe(z.string().optional(), "Points the editor at the page schema, for hints and checks. Keep as it is."),
    title: text("The browser tab title and search result heading, ending with \" | Coventry Road Dental Care\".", [
      "Dentures in Bedworth | Coventry Road Dental Care",
    ]),
    description: text("One or two sentences shown under the title in search results (70 to 160 characters)."),
    noindex: describe(z.boolean().default(false), "Ask search engines not to list this page."),
    describesPractice: describe(
      z.boolean().default(false),
      "Give search engines the practice's details (name, address, phone, opening hours) on this page. Use it on the home and contact pages.",
    ),
    breadcrumbs: describe(
      z.array(z.strictObject({ name: text("The crumb's words."), path: routePath(ctx, "The crumb's page.") })).optional(),
      "The trail of parent pages shown to search engines, e.g. Home › Services.",
    ),
    blocks: describe(z.array(blockSchema(ctx)).min(1), "The page's content, top to bottom."),
  });
}

export type PageInput = z.input<ReturnType<typeof pageSchema>>;
export interface Page {
  title: string;
  description: string;
  noindex: boolean;
  describesPractice: boolean;
  breadcrumbs?: { name: string; path: string }[];
  blocks: Block[];
}
