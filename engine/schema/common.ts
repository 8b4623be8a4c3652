/**
 * Building blocks shared by every content schema. Each helper carries a
 * description, which the generated JSON Schema turns into editor hover text.
 */
import { z } from "zod";
import { ICON_NAMES } from "./iconNames";

/** Attach the hover text (and optional examples) an editor shows for a field. */
export function describe<T extends z.ZodType>(schema: T, description: string, examples?: unknown[]): T {
  return schema.meta(examples ? { description, examples } : { description }) as T;
}

/** A block's "type": the literal that picks its schema, with the editor's hover text. */
export const blockType = <T extends string>(type: T) =>
  z.literal(type).meta({ description: `Which kind of block this is ("${type}"); it decides the other fields the block has.` });

/**
 * No control character: U+0000–U+001F (line breaks and tabs among them), U+007F, and Unicode's line and
 * paragraph separators. JSON lets them into a text as escapes (\n, \u0000); on a page a line break does
 * nothing (a new paragraph is a new entry of a list), and in an address a control character can hide
 * where the link goes.
 */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;

/** Any text or address: without control characters. */
export const plainString = () => z.string().regex(NO_CONTROL_CHARACTERS, { message: "control-character" });

/**
 * A string with visible text: trimmed, and never empty after that. zod's trim has no JSON Schema form,
 * so the generated schema gets a pattern (some non-space character) that tells editors and ajv what
 * min(1) after trim tells zod. It is metadata, not a zod check: zod's own messages stay as they are.
 * (In an allOf, beside the control-character pattern that the zod check writes.)
 */
export const filledString = () => plainString().trim().min(1).meta({ allOf: [{ pattern: "\\S" }] });

/** Visible text: never empty, never only spaces. */
export const text = (description: string, examples?: string[]) =>
  describe(filledString(), description, examples);

export const ROUTE_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const ASSET_PATTERN = /^\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\.(?:svg|png|jpe?g|webp|avif|gif|pdf|mp4|webm|vtt|ico)$/;

/**
 * Checks that only the validator can make (does this route exist? is this file in public/?).
 * The structural schema (the one turned into JSON Schema) is built without them.
 */
export interface CrossChecks {
  routeExists(path: string): boolean;
  suggestRoute(path: string): string | undefined;
  assetExists(path: string): boolean;
  /** Is there a file for this shared-block reference ("shared/closing-cta" -> pages/_shared/closing-cta.json)? */
  sharedBlockExists?(ref: string): boolean;
  suggestSharedBlock?(ref: string): string | undefined;
  /** Is this key in the services catalogue of site.config.json? */
  serviceExists?(key: string): boolean;
  suggestService?(key: string): string | undefined;
  /** The names of the form addresses in site.config.json (forms.addresses). */
  formAddresses?(): string[];
  /** Is this a group of treatments the site defines (serviceCategories in site.config.json)? */
  categoryExists?(key: string): boolean;
  suggestCategory?(key: string): string | undefined;
  /** The short names of the practice's locations (site.config.json, "locations"); none when it lists none. */
  locationIds?(): string[];
}

/**
 * What a schema needs beyond its own shape. Nothing here lists content (the catalogue's keys, the pages):
 * the generated JSON Schemas must stay the same whatever the practice writes, so a content edit never
 * leaves them out of date. Content is checked against content by the cross-checks.
 */
export interface SchemaContext {
  crossChecks?: CrossChecks;
}

/** A path of this site, such as "/contact" or "/services/home-visits". */
export function routePath(ctx: SchemaContext, description = "A page of this site, written as its path, e.g. \"/contact\".") {
  const base = describe(
    z.string().regex(ROUTE_PATTERN, { message: "route-format" }),
    description,
    ["/contact", "/services/home-visits"],
  );
  const checks = ctx.crossChecks;
  if (!checks) return base;
  return base.superRefine((path, issue) => {
    if (!checks.routeExists(path)) {
      const hint = checks.suggestRoute(path);
      issue.addIssue({ code: "custom", message: "route-missing", params: { path, hint } });
    }
  });
}

/** A file under public/, written from the site root, e.g. "/images/hero-poster.svg". */
export function assetPath(
  ctx: SchemaContext,
  description = "A file in the public/ folder, written from the site root, e.g. \"/images/welcome.svg\".",
  examples: string[] = ["/images/hero-poster.svg", "/documents/referral-form.pdf"],
) {
  const base = describe(z.string().regex(ASSET_PATTERN, { message: "asset-format" }), description, examples);
  const checks = ctx.crossChecks;
  if (!checks) return base;
  return base.superRefine((path, issue) => {
    if (!checks.assetExists(path)) issue.addIssue({ code: "custom", message: "asset-missing", params: { path } });
  });
}

/** The part of a picture kept in view when it is cut to a frame of another shape (engine/ui/pictureFocus.ts). */
export const PICTURE_FOCUS = ["centre", "top", "bottom", "left", "right"] as const;
export type PictureFocus = (typeof PICTURE_FOCUS)[number];

export function image(ctx: SchemaContext) {
  return describe(
    z.strictObject({
      src: assetPath(ctx, "The picture's file under public/, e.g. \"/images/hero-poster.svg\".", ["/images/hero-poster.svg", "/images/team/dr-patel.jpg"]),
      alt: describe(
        plainString(),
        "What the picture shows, for people who cannot see it. Leave it empty (\"\") only for a purely decorative picture, and then also write \"decorative\": true.",
        ["A receptionist welcoming a visitor at the front desk"],
      ),
      decorative: describe(
        z.boolean().optional(),
        "true says the picture is only decoration and adds nothing a reader would miss, so its \"alt\" is left empty on purpose.",
        [true],
      ),
      focus: describe(
        z.enum(PICTURE_FOCUS).optional(),
        "Which part stays in view where the picture is cut to a frame of another shape (a landscape photo on a portrait team card): \"top\", \"bottom\", \"left\" or \"right\"; leave out for the middle.",
        ["top"],
      ),
    }),
    "A picture and its text alternative.",
  );
}

/** A short name in lower case with hyphens, like "home-visits" (the services catalogue's keys). */
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How a service key describes itself (the content guide's reference tells it from other keys by it). */
export const SERVICE_KEY_DESCRIPTION = "A treatment from the services catalogue in site.config.json, by its key.";

/** A treatment of the services catalogue in site.config.json, by its key. */
export function serviceKey(ctx: SchemaContext) {
  const base = describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), SERVICE_KEY_DESCRIPTION, ["home-visits"]);
  const checks = ctx.crossChecks;
  if (!checks?.serviceExists) return base;
  return base.superRefine((key, issue) => {
    if (!checks.serviceExists!(key)) issue.addIssue({ code: "custom", message: "service-missing", params: { key, hint: checks.suggestService?.(key) } });
  });
}

/** A form address of site.config.json (forms, addresses), by its name. */
export function formAddress(ctx: SchemaContext, description: string, examples: string[]) {
  const base = describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), description, examples);
  const checks = ctx.crossChecks;
  if (!checks?.formAddresses) return base;
  return base.superRefine((name, issue) => {
    const names = checks.formAddresses!();
    if (!names.includes(name)) issue.addIssue({ code: "custom", message: "form-address-missing", params: { name, names } });
  });
}

/** Which of the practice's locations a block shows (site.config.json, "locations"), by its short name, or "all". */
export function locationChoice(ctx: SchemaContext, description: string) {
  const base = describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), description, ["town-centre", "all"]);
  const checks = ctx.crossChecks;
  if (!checks?.locationIds) return base;
  return base.superRefine((id, issue) => {
    const ids = checks.locationIds!();
    if (!(id === "all" ? ids.length : ids.includes(id))) issue.addIssue({ code: "custom", message: "location-missing", params: { id, ids } });
  });
}

/**
 * Marks stand-in content the practice must replace before going live (a fictional team member, a sample
 * review, a clip or document made for the demonstration). npm run validate lists every one as a notice; a
 * production build refuses to publish them (engine/content/placeholders.ts).
 */
export const placeholderMark = () =>
  describe(
    z.boolean().optional(),
    "true marks stand-in content to replace before the site goes live: npm run validate lists it, and a production build (npm run build) refuses to publish it. Remove the line once the real content is in.",
  );

export { ICON_NAMES };
export const icon = describe(z.enum(ICON_NAMES), "An icon drawn beside the text.", ["sparkles"]);

/** A group's short name: lower case with hyphens, starting with a letter. */
export const CATEGORY_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A group of treatments the site defines (serviceCategories in site.config.json), by its short name. */
export function serviceCategory(ctx: SchemaContext, description = "Which group of treatments, by its short name in the site's \"serviceCategories\".") {
  const base = describe(z.string().regex(CATEGORY_PATTERN, { message: "key-format" }), description, ["massage"]);
  const checks = ctx.crossChecks;
  if (!checks?.categoryExists) return base;
  return base.superRefine((key, issue) => {
    if (!checks.categoryExists!(key)) issue.addIssue({ code: "custom", message: "category-missing", params: { key, hint: checks.suggestCategory?.(key) } });
  });
}

/** A calendar day, "2026-04-01": sorts as it reads, and means the same day in every time zone. */
export const DAY_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const day = (description: string, examples?: string[]) =>
  describe(z.string().regex(DAY_PATTERN, { message: "date-format" }), description, examples);
