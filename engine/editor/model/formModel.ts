/**
 * The editor's form model: what a field is, derived from the content schemas (engine/editor/model/fromSchema.ts)
 * and drawn by one generic renderer (engine/editor/client/fields/). No block type has a form of its own, so a
 * field added to a schema appears in the editor by itself. Plain data: the server sends it to the browser.
 */

/** What a text holds, from the check its schema carries (the validator's message codes, engine/content/formatHints.ts). */
export type TextFormat =
  | "plain" // words a visitor reads
  | "route" // a page of this site: "/contact"
  | "asset" // a file under public/: "/images/smile.svg"
  | "url" // an address of another site (https://, mailto:, tel:)
  | "key" // a short lower-case name that site.config.json gives a treatment ("teeth-whitening")
  | "serviceKey" // in a page: a treatment of the services catalogue, by its key
  | "time" // "08:00"
  | "colour" // "#0d5c63"
  | "tel" // digits as dialled
  | "email"
  | "sharedRef"; // "shared/closing-cta"

/** What the asset picker offers for a file field, from the kind of file its examples name. */
export type AssetKind = "picture" | "document" | "video" | "captions" | "file";

interface Help {
  /** The schema's description: the field's help text. */
  description?: string;
  /** The schema's examples, shown as "e.g. …" (never inserted as values). */
  examples?: unknown[];
  /** The value that applies when the field is left out. */
  default?: unknown;
  /** The schema's title (a block type's name in plain English). */
  title?: string;
  /** Optional in the schema, but the site's rules ask for it: why, in words (fieldsAskedFor.ts). */
  askedBy?: string;
  /** Not asked where the entry holding it has this value ("registered": false). */
  askedUnless?: { key: string; value: unknown };
}

export interface TextSpec extends Help {
  kind: "text";
  format: TextFormat;
  /** Must hold visible text (not empty, not only spaces). */
  filled: boolean;
  /** For format "asset": which files the picker offers. */
  assetKind?: AssetKind;
  /** Paragraph text that may hold links and emphasis (engine/schema/inline.ts): the field offers Link and Bold buttons. */
  inline?: boolean;
}

export interface NumberSpec extends Help {
  kind: "number";
  integer: boolean;
  minimum?: number;
  maximum?: number;
}

export interface BooleanSpec extends Help {
  kind: "boolean";
}

export interface ChoiceSpec extends Help {
  kind: "choice";
  options: string[];
  /** Each option as the editor names it ("openingHours" -> "Opening hours"), in the same order. */
  labels: string[];
}

/** A fixed value: a block's "type", a link's "kind". Never shown as a field. */
export interface ConstSpec extends Help {
  kind: "const";
  value: string | number | boolean;
}

export interface FieldEntry {
  key: string;
  /** The field's name in words. */
  label: string;
  required: boolean;
  /** Kept as it is and never shown ("$schema", a block's "type"). */
  hidden?: boolean;
  spec: FieldSpec;
}

export interface ObjectSpec extends Help {
  kind: "object";
  fields: FieldEntry[];
}

export interface ListSpec extends Help {
  kind: "list";
  item: FieldSpec;
  minItems?: number;
  maxItems?: number;
  /** What one entry is called: "question" in an FAQ, "button" in actions (engine/content/validate/place.ts). */
  noun: string;
}

/** A list of a fixed length whose entries each have their own meaning (a price table's two column headings). */
export interface TupleSpec extends Help {
  kind: "tuple";
  items: FieldSpec[];
  noun: string;
}

export interface VariantOption {
  /** How the choice is named in the editor: "Hero", "Internal", "One text". */
  label: string;
  /** What the choice is for. */
  description?: string;
  /** The value of the discriminating field ("hero", "internal"), when the choices have one. */
  value?: string;
  spec: FieldSpec;
}

/** One of several shapes: a link's kinds, a block's types, an answer that is one text or several lines. */
export interface VariantsSpec extends Help {
  kind: "variants";
  /** The field that tells the choices apart ("kind", "type"), when they all have one. */
  discriminator?: string;
  options: VariantOption[];
}

/** A value or null (the practice's e-mail address: null hides it). */
export interface NullableSpec extends Help {
  kind: "nullable";
  spec: FieldSpec;
}

/** A schema construct the editor cannot draw: the form says so, and a test fails until the editor learns it. */
export interface UnsupportedSpec extends Help {
  kind: "unsupported";
  reason: string;
}

export type FieldSpec =
  | TextSpec
  | NumberSpec
  | BooleanSpec
  | ChoiceSpec
  | ConstSpec
  | ObjectSpec
  | ListSpec
  | TupleSpec
  | VariantsSpec
  | NullableSpec
  | UnsupportedSpec;

/** A block type as the catalogue offers it. */
export interface BlockTypeModel {
  type: string;
  title: string;
  /** Its one-line description, from its schema. */
  description: string;
  spec: ObjectSpec;
}

/** Everything the editor draws forms from, for one site. */
export interface FormModels {
  page: ObjectSpec;
  /** A file in pages/_shared/: one block. */
  sharedBlock: VariantsSpec;
  site: ObjectSpec;
  blocks: BlockTypeModel[];
}
