/** One page of the site: pages/<route>.json. */
import { z } from "zod";
import { describe, text, routePath, type SchemaContext } from "./common";
import { blockSchema, type Block, type BlockType } from "./blocks";
import { sharedRefSchema, type SharedRef } from "./sharedBlock";

/** `blockTypes`: the kinds of block it accepts, all by default. */
export function pageSchema(ctx: SchemaContext, blockTypes?: readonly BlockType[]) {
  return z.strictObject({
    $schema: describe(z.string().optional(), "Points the editor at the page schema, for hints and checks. Keep as it is."),
    title: text("The browser tab title and search result heading, ending with \" | \" and the practice's name.", [
      "Home Visits in Riverside | Riverside Clinic",
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
    blocks: describe(
      // A shared-block reference or a block; the validator reports only the errors of the one an entry is meant to be.
      z.array(z.union([blockSchema(ctx, blockTypes), sharedRefSchema(ctx)])).min(1),
      "The page's content, top to bottom: blocks, or { \"ref\": \"shared/<name>\" } for a block kept in pages/_shared/.",
    ),
  });
}

/** A page as written, before its shared-block references are replaced by the blocks they point at. */
export type ParsedPage = Omit<Page, "blocks"> & { blocks: (Block | SharedRef)[] };
/** A page as renderers receive it: defaults filled in, shared blocks in place. */
export interface Page {
  title: string;
  description: string;
  noindex: boolean;
  describesPractice: boolean;
  breadcrumbs?: { name: string; path: string }[];
  blocks: Block[];
  /** The location a page made by the engine describes (engine/content/locationPages.ts): its structured data. Never written in a page file. */
  describesLocation?: string;
}
