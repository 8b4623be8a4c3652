/** The second, independent check: ajv against the JSON Schemas generated into schemas/. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS; its default export arrives wrapped under Node ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

export interface JsonSchemaValidators {
  site: (data: unknown) => boolean;
  page: (data: unknown) => boolean;
  /** A file in pages/_shared/; absent until schemas/shared-block.schema.json is generated. */
  sharedBlock?: (data: unknown) => boolean;
}

export function compileJsonSchemas(site: object, page: object, sharedBlock?: object): JsonSchemaValidators {
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  addFormats(ajv);
  const siteCheck = ajv.compile(site);
  const pageCheck = ajv.compile(page);
  const sharedCheck = sharedBlock ? ajv.compile(sharedBlock) : undefined;
  return {
    site: (data) => siteCheck(data) as boolean,
    page: (data) => pageCheck(data) as boolean,
    sharedBlock: sharedCheck && ((data) => sharedCheck(data) as boolean),
  };
}

/** null when schemas/ has not been generated yet (a fresh clone before "npm run schemas"). */
export function loadJsonSchemaValidators(schemasDir: string): JsonSchemaValidators | null {
  const siteFile = join(schemasDir, "site.schema.json");
  const pageFile = join(schemasDir, "page.schema.json");
  const sharedFile = join(schemasDir, "shared-block.schema.json");
  if (!existsSync(siteFile) || !existsSync(pageFile)) return null;
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
  return compileJsonSchemas(read(siteFile), read(pageFile), existsSync(sharedFile) ? read(sharedFile) : undefined);
}
