/** Generates the editor's JSON Schemas (schemas/*.json) from the zod schemas. */
import { z } from "zod";
import { siteSchema } from "../schema/site";
import { pageSchema } from "../schema/page";
import { sharedBlockFileSchema } from "../schema/sharedBlock";

export function generateJsonSchemas() {
  const ctx = {};
  const options = { io: "input", unrepresentable: "any", reused: "ref" } as const;
  const site = { ...z.toJSONSchema(siteSchema(ctx), options), title: "site.config.json of the site engine" };
  const page = { ...z.toJSONSchema(pageSchema(ctx), options), title: "A page of the site (pages/**/*.json)" };
  const sharedBlock = { ...z.toJSONSchema(sharedBlockFileSchema(ctx), options), title: "A shared block (pages/_shared/*.json)" };
  return { site, page, sharedBlock };
}

export function serialiseSchema(schema: object): string {
  return JSON.stringify(schema, null, 2) + "\n";
}
