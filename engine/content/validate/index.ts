/**
 * Validates the whole project in one pass and reports every problem found:
 * JSON syntax, the zod schemas (with cross-checks for routes, files, shared
 * blocks and the services catalogue), a description or a "decorative" mark on
 * every picture, the generated JSON Schemas (via ajv, as
 * an independent second opinion), duplicate routes and the $schema pointer of
 * each page. Pages come back with their shared blocks in place.
 */
import { siteSchema, type SiteConfig } from "../../schema/site";
import { pageSchema, type ParsedPage } from "../../schema/page";
import { BLOCK_TYPES, type BlockType } from "../../schema/blocks";
import type { SchemaContext, CrossChecks } from "../../schema/common";
import { hash as oneShotHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, posix, relative, sep } from "node:path";
import { listPageFiles, projectPaths, publicAssetChecker } from "../files";
import { locationRoute, routeForFile } from "../routes";
import { listSharedFiles, resolveSharedRefs, sharedEntriesFor, type SharedEntry } from "../shared";
import { suggest } from "../suggest";
import { parseJson } from "./json";
import { BYTE_ORDER_MARK_NOTICE, decodeContentFile, startsWithByteOrderMark } from "./encoding";
import { tooLargeReason } from "./fileSize";
import { check, once } from "./check";
import { sharedBlockChecker } from "./sharedBlocks";
import type { PathSegment, Problem } from "./problem";
import { jsonSchemasPresent, loadJsonSchemaValidators, type JsonSchemaValidators } from "./ajv";
import { formNameConflicts } from "./forms";
import { locationProblems } from "./locations";
import { undescribedPictures } from "./pictureDescriptions";
import type { ValidationCache } from "./fileCache";
import type { FileStamp } from "../../build/fileHashes.mjs";
import { DiskValidationCache, fileInMemory, fileOnDisk, validatorKey, type OutcomeCodec } from "./diskCache";
import { SourceText } from "./sourceText";
import { attachKeptPages, KeptPages } from "./keptPages";
import { noteIdentity } from "./pageIdentity";
import { keptPage, shapesOf, type BlockShape } from "./lazyPages";
import type { PageEntry } from "../types";
import { ruleFindings } from "../../rules";
import { keptRuleFindings } from "../../rules/kept";
import { contentFormatCheck } from "../upgrade";
import type { SchemaShelf } from "./schemaShelf";

export interface ValidationResult {
  problems: Problem[];
  site?: SiteConfig;
  /** The pages that passed, shared blocks resolved. */
  pages: PageEntry[];
  /** Every file in pages/_shared/ and where pages use it. */
  shared: SharedEntry[];
}

export interface ValidateOptions {
  /** Skip the ajv comparison (the dev server uses it only when schemas/ exists). */
  jsonSchemas?: JsonSchemaValidators | null;
  /**
   * Texts to check instead of what is on disk, by file relative to the root ("pages/about.json"): the page
   * editor (engine/editor/) checks a change before it is saved, with the same words npm run validate prints.
   */
  overrides?: ReadonlyMap<string, string>;
  /**
   * Findings kept from earlier runs (fileCache.ts): only files whose bytes, or whose questions to the rest of
   * the project, changed are checked again. The page editor keeps one; the result is the same without it.
   */
  cache?: ValidationCache;
  /**
   * Keep each file's findings in the site's .cache/validation/ and use them again when nothing they depend on
   * changed (diskCache.ts): npm run build, validate and the gate. The result is the same without it.
   */
  keepOnDisk?: boolean;
  /** Schemas built in an earlier run of this process, used again (a group's build: schemaShelf.ts); not with `cache`. */
  shelf?: SchemaShelf;
  /** With `keepOnDisk`: the files' stamps as the caller took them just before (npm run build's walk), not taken again. */
  stamps?: (fullPath: string) => FileStamp | undefined;
}

export function validateProject(root: string, options: ValidateOptions = {}): ValidationResult {
  const paths = projectPaths(root);
  const problems: Problem[] = [];
  const error = (file: string, where: string, message: string) => problems.push({ file, where, message, severity: "error" });

  const pageFiles = listPageFiles(paths.pagesDir);
  const routes = new Map<string, string>();
  for (const relative of pageFiles) {
    const route = routeForFile(relative);
    if (route === null) continue;
    const other = routes.get(route);
    if (other) error(`pages/${relative}`, "(the whole file)", `this page has the same address "${route}" as pages/${other}; rename or remove one of them`);
    else routes.set(route, relative);
  }
  if (!pageFiles.length) error("pages/", "(folder)", "there are no pages; add pages/index.json for the home page");

  const sources = new Map<string, SourceText>();
  const read = (fullPath: string, file: string, into = problems, bytes?: Buffer) => readJson(fullPath, file, into, options.overrides?.get(file), bytes);
  const siteFile = read(paths.siteConfig, "site.config.json");
  if (siteFile) sources.set("site.config.json", siteFile.source);
  const serviceKeys = serviceKeysOf(siteFile?.raw);
  const formAddresses = formAddressesOf(siteFile?.raw);
  const categoryKeys = categoryKeysOf(siteFile?.raw);
  const locationIds = locationIdsOf(siteFile?.raw);
  // The engine makes a page for each location (engine/content/locationPages.ts): links may lead to it.
  const locationRoutes = new Set(locationIds.map(locationRoute));
  const shared = sharedEntriesFor(listSharedFiles(paths.pagesDir));
  // Content written for another version of the engine: what changed and the command that changes it, not the
  // schemas' words about fields they no longer know; the rest is checked as the upgrade would leave it (engine/content/upgrade/).
  const format = siteFile ? contentFormatCheck(root, siteFile.raw, siteFile.source, options.overrides) : undefined;
  if (format?.upgraded) {
    const upgraded = validateProject(root, { ...options, keepOnDisk: false, overrides: new Map([...(options.overrides ?? []), ...format.upgraded.texts]) });
    return { ...upgraded, problems: [...format.problems, ...format.upgraded.placeInFilesAsWritten(upgraded.problems)] };
  }
  if (format) return { problems: [...problems, ...format.problems], pages: [], shared: [...shared.values()] };
  const crossChecks: CrossChecks = {
    routeExists: (path) => routes.has(path) || locationRoutes.has(path),
    suggestRoute: (path) => suggest(path, [...routes.keys(), ...locationRoutes]),
    assetExists: publicAssetChecker(paths.publicDir),
    sharedBlockExists: (ref) => shared.has(ref),
    suggestSharedBlock: (ref) => suggest(ref, shared.keys()),
    serviceExists: (key) => serviceKeys.has(key),
    suggestService: (key) => suggest(key, serviceKeys),
    formAddresses: () => formAddresses,
    categoryExists: (key) => categoryKeys.has(key),
    suggestCategory: (key) => suggest(key, categoryKeys),
    locationIds: () => locationIds,
  };
  const schemasFolder = schemasFolderFor(root);
  const { page: PAGE_SCHEMA, shared: SHARED_BLOCK_SCHEMA, site: SITE_SCHEMA } = schemaTargets(schemasFolder);
  // Loaded when a file is checked afresh (a run that finds every file's findings kept loads neither them nor zod's schemas).
  let loadedJsonSchemas = options.jsonSchemas;
  const jsonSchemasNow = () => (loadedJsonSchemas === undefined ? (loadedJsonSchemas = loadJsonSchemaValidators(join(root, schemasFolder))) : loadedJsonSchemas);
  const withJsonSchemas = options.jsonSchemas === undefined ? jsonSchemasPresent(join(root, schemasFolder)) : !!options.jsonSchemas;
  const cacheRun = options.cache?.run(crossChecks);
  const disk = !options.cache && options.keepOnDisk ? new DiskValidationCache(root, validatorKey(root, schemasFolder, withJsonSchemas)) : undefined;
  const diskRun = disk?.run(crossChecks);
  const shelf = options.cache ? undefined : options.shelf;
  shelf?.use(diskRun?.crossChecks ?? crossChecks);
  const ctx: SchemaContext = { crossChecks: options.cache?.crossChecks ?? shelf?.crossChecks ?? diskRun?.crossChecks ?? crossChecks };
  const cache = options.cache ?? shelf;
  /** Built once, when first needed; the editor's cache keeps it between runs while the JSON Schemas stay the same. */
  const kept = <T>(name: string, build: () => T): (() => T) => {
    let value: { built: T } | undefined;
    return () => (value ??= { built: cache ? cache.reuse(name, [jsonSchemasNow()], build) : build() }).built;
  };
  /** A file's checks, or what they found last time when nothing they depend on changed (fileCache.ts, diskCache.ts). */
  const checkFile = <T>(fullPath: string, file: string, codec: OutcomeCodec<T>, check: (own: Problem[], bytes?: Buffer) => T): T => {
    if (!cacheRun && !diskRun) return check(problems);
    const override = options.overrides?.get(file);
    if (diskRun) return diskRun.file(file, override === undefined ? fileOnDisk(fullPath, options.stamps?.(fullPath)) : fileInMemory(override), problems, check, codec);
    const bytes = bytesOf(fullPath, override);
    return cacheRun!.file(file, bytes, problems, (own) => check(own, bytes));
  };

  let site: SiteConfig | undefined;
  if (siteFile) {
    site = checkFile(paths.siteConfig, "site.config.json", AS_IT_IS as OutcomeCodec<SiteConfig | undefined>, (own) => {
      const target = { file: "site.config.json", schemaFile: "schemas/site.schema.json", source: siteFile.source };
      checkSchemaPointer(siteFile, target.file, SITE_SCHEMA, own);
      const full = kept("site", () => siteSchema(ctx))();
      const checked = check(full, () => siteSchema({}), jsonSchemasNow()?.site, siteFile.raw, target, own) as SiteConfig | undefined;
      own.push(...undescribedPictures(siteFile.raw, target.file, siteFile.source));
      return checked;
    });
  }

  const checkShared = kept("shared", () => sharedBlockChecker(ctx, jsonSchemasNow()));
  for (const entry of shared.values()) {
    const fullPath = `${paths.root}/${entry.file}`;
    const outcome = checkFile(fullPath, entry.file, withSource<{ block: SharedEntry["block"] }>(), (own, bytes) => {
      const parsed = read(fullPath, entry.file, own, bytes);
      if (!parsed) return undefined;
      checkSchemaPointer(parsed, entry.file, SHARED_BLOCK_SCHEMA, own);
      checkShared()(parsed.raw, entry, own, parsed.source);
      own.push(...undescribedPictures(parsed.raw, entry.file, parsed.source, { sharedBlock: true }));
      return { source: parsed.source, block: entry.block };
    });
    if (!outcome) continue;
    sources.set(entry.file, outcome.source);
    entry.block = outcome.block;
  }

  const checkPage = kept("page", () => pageChecker(ctx, jsonSchemasNow()));
  const pages: PageEntry[] = [];
  for (const relative of pageFiles) {
    const file = `pages/${relative}`;
    const fullPath = `${paths.pagesDir}/${relative}`;
    const outcome = checkFile(fullPath, file, PAGE_OUTCOME, (own, bytes) => {
      const parsed = read(fullPath, file, own, bytes);
      if (!parsed) return undefined;
      checkSchemaPointer(parsed, file, PAGE_SCHEMA, own);
      const checked = checkPage()(parsed.raw, file, own, parsed.source);
      own.push(...undescribedPictures(parsed.raw, file, parsed.source));
      return { source: parsed.source, checked };
    });
    if (!outcome) continue;
    sources.set(file, outcome.source);
    const { checked, kept } = outcome;
    // A page found unchanged on disk has its blocks read when first asked for (lazyPages.ts).
    const page = kept ? keptPage(kept.page, file, shared, kept.blocks) : checked && resolveSharedRefs(checked, file, shared);
    if (page && diskRun) noteIdentity(page, file, kept ? kept.page.blocks : checked!.blocks, shared, diskRun.outcomes);
    if (page) pages.push({ file, route: routeForFile(relative), page });
  }
  if (site) problems.push(...formNameConflicts({ site, pages, shared: [...shared.values()] }, sources));
  if (site) problems.push(...locationProblems({ site, pages, shared: [...shared.values()] }, routes, sources.get("site.config.json"), pages.length === pageFiles.length));
  // The rules of the profession the site declares (engine/rules/), none when it declares none.
  const siteHash = diskRun?.hashes.get("site.config.json");
  const keptPages = disk && diskRun && siteHash ? new KeptPages(disk.dir, `${disk.validator} ${siteHash}`, pageKeys(pages, [...shared.values()], diskRun.hashes)) : undefined;
  if (site) {
    const content = { site, pages, shared: [...shared.values()] };
    const positionOf = (file: string, path: readonly PathSegment[]) => sources.get(file)?.positionOfPath(path);
    problems.push(...(keptPages ? keptRuleFindings(content, positionOf, keptPages) : ruleFindings(content, positionOf)));
  }
  disk?.save();
  const result = { problems, site, pages, shared: [...shared.values()] };
  return keptPages ? attachKeptPages(result, keptPages) : result;
}

/**
 * Checks one parsed page against the page schema (with cross-checks) and, when
 * given, the generated JSON Schema. Returns the page with defaults filled in
 * (shared-block references still as written), or undefined after adding its problems.
 */
export function pageChecker(ctx: SchemaContext, jsonSchemas: JsonSchemaValidators | null) {
  // Building the page schema for every kind of block costs a one-page change more than checking the page: each
  // page is first checked against a schema of the kinds it uses (built once per set of kinds), which accepts exactly
  // what the full one accepts with those kinds; the full one is built only for a page that one refuses.
  const full = once(() => pageSchema(ctx));
  const bare = once(() => pageSchema({}));
  const narrower = new Map<string, ReturnType<typeof pageSchema>>();
  const narrowerFor = (raw: unknown) => {
    const types = blockTypesOf(raw);
    if (!types) return undefined;
    const key = types.join(" ");
    if (!narrower.has(key)) narrower.set(key, pageSchema(ctx, types));
    return narrower.get(key);
  };
  return (raw: unknown, file: string, problems: Problem[], source?: SourceText) =>
    check(full, bare, jsonSchemas?.page, raw, { file, schemaFile: "schemas/page.schema.json", source }, problems, narrowerFor(raw)) as ParsedPage | undefined;
}

const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

/** The kinds of block a page as written names, in the engine's order; undefined if any is not a known kind, or none is named. */
function blockTypesOf(raw: unknown): BlockType[] | undefined {
  const blocks = raw && typeof raw === "object" ? (raw as { blocks?: unknown }).blocks : undefined;
  if (!Array.isArray(blocks)) return undefined;
  const named = new Set<string>();
  for (const entry of blocks) {
    // An entry without a type is a shared block's reference (or wrong: the narrower schema refuses it, the full one tells why).
    const type = entry && typeof entry === "object" ? (entry as { type?: unknown }).type : undefined;
    if (type === undefined) continue;
    if (typeof type !== "string" || !KNOWN_BLOCK_TYPES.has(type)) return undefined;
    named.add(type);
  }
  return named.size ? BLOCK_TYPES.filter((type) => named.has(type)) : undefined;
}

/** An outcome kept on disk as it is (JSON: a kept entry is used only if it reads back the same). */
const AS_IT_IS: OutcomeCodec<unknown> = { save: (outcome) => ({ kept: outcome ?? null }), load: (saved) => saved ?? undefined };

/**
 * A page's outcome: checked afresh, the checked page; found kept, the checked page with its blocks' shapes in
 * place of its blocks, which are kept aside and read when first asked for (lazyPages.ts).
 */
type PageOutcome = { source: SourceText; checked?: ParsedPage; kept?: { page: Record<string, unknown> & { blocks: BlockShape[] }; blocks: () => unknown[] } } | undefined;

const PAGE_OUTCOME: OutcomeCodec<PageOutcome> = {
  save: (outcome) => {
    const checked = outcome?.checked;
    if (!checked) return { kept: outcome ? { checked: null } : null };
    return { kept: { checked: { ...checked, blocks: shapesOf(checked.blocks) } }, aside: checked.blocks };
  },
  load: (saved, bytes, aside) => {
    if (!saved) return undefined;
    const source = new SourceText(() => textOf(bytes()));
    const page = (saved as { checked?: unknown }).checked;
    if (!page) return { source };
    return { source, kept: { page: page as Record<string, unknown> & { blocks: BlockShape[] }, blocks: () => aside() as unknown[] } };
  },
};

/**
 * A file's outcome with its text (for the lines of later findings): the text is not kept, but read again from
 * the file's bytes if a place in it is asked for. undefined (the file could not be read as JSON) is kept as null.
 */
function withSource<T extends object>(): OutcomeCodec<(T & { source: SourceText }) | undefined> {
  return {
    save: (outcome) => {
      if (!outcome) return { kept: null };
      const { source: _readAgain, ...rest } = outcome;
      return { kept: Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? null])) };
    },
    load: (saved, bytes) => {
      if (!saved) return undefined;
      const rest = Object.fromEntries(Object.entries(saved as object).map(([key, value]) => [key, value ?? undefined]));
      return { ...(rest as T), source: new SourceText(() => textOf(bytes())) };
    },
  };
}

/** The text of a file that was read as JSON before (so its bytes decode). */
function textOf(bytes: Buffer): string {
  const decoded = decodeContentFile(bytes);
  return decoded.ok ? decoded.text : "";
}

/**
 * What a page's later findings are kept under: its bytes (as a hash) and the shared blocks it shows, where, with
 * their bytes (a check may read the page with its shared blocks in place).
 */
function pageKeys(pages: PageEntry[], shared: SharedEntry[], hashes: ReadonlyMap<string, string>): Map<string, string> {
  const references = new Map<string, string[]>();
  for (const entry of shared) {
    for (const use of entry.usedBy) references.set(use.file, [...(references.get(use.file) ?? []), `${entry.file} ${hashes.get(entry.file) ?? "?"} ${use.where}`]);
  }
  const keys = new Map<string, string>();
  for (const { file } of pages) {
    const hash = hashes.get(file);
    // As one short hash: two kept files hold a key per page, and each is read whole on every run.
    if (hash !== undefined) keys.set(file, oneShotHash("sha1", `${hash} ${JSON.stringify(references.get(file) ?? [])}`, "base64url"));
  }
  return keys;
}

interface ParsedFile {
  raw: unknown;
  source: SourceText;
}

/** A file's JSON, or undefined after reporting why it cannot be read (size, encoding, syntax, a key written twice). */
function readJson(fullPath: string, file: string, problems: Problem[], override?: string, alreadyRead?: Buffer): ParsedFile | undefined {
  let bytes: Uint8Array;
  try {
    if (alreadyRead) return parseBytes(alreadyRead, file, problems);
    // Measured before it is read: a huge file (a document saved as .json) is refused without being parsed.
    const tooLarge = tooLargeReason(override === undefined ? statSync(fullPath).size : Buffer.byteLength(override));
    if (tooLarge) {
      problems.push({ file, where: "(the whole file)", message: tooLarge, severity: "error", line: 1, column: 1 });
      return undefined;
    }
    bytes = override === undefined ? readFileSync(fullPath) : Buffer.from(override, "utf8");
  } catch {
    problems.push({ file, where: "(the whole file)", message: "the file is missing or cannot be read", severity: "error" });
    return undefined;
  }
  return parseBytes(bytes, file, problems);
}

function parseBytes(bytes: Uint8Array, file: string, problems: Problem[]): ParsedFile | undefined {
  if (startsWithByteOrderMark(bytes)) problems.push({ file, where: "line 1, column 1", message: BYTE_ORDER_MARK_NOTICE, severity: "warning", line: 1, column: 1 });
  const decoded = decodeContentFile(bytes);
  const parsed = decoded.ok ? parseJson(decoded.text) : { ok: false as const, mistakes: [decoded.mistake] };
  if (parsed.ok) return { raw: parsed.value, source: parsed.source };
  for (const { line, column, reason } of parsed.mistakes) problems.push({ file, where: `line ${line}, column ${column}`, message: reason, severity: "error", line, column });
  return undefined;
}

/** A file's bytes to compare with those checked before, when it can be read and is not refused for its size. */
function bytesOf(fullPath: string, override: string | undefined): Buffer | undefined {
  if (override !== undefined) return tooLargeReason(Buffer.byteLength(override)) ? undefined : Buffer.from(override, "utf8");
  try {
    return tooLargeReason(statSync(fullPath).size) ? undefined : readFileSync(fullPath);
  } catch {
    return undefined;
  }
}

/** The names of site.config.json's form addresses, as written (the site file may itself be broken). */
function formAddressesOf(siteRaw: unknown): string[] {
  const addresses = (siteRaw as { forms?: { addresses?: unknown } })?.forms?.addresses;
  if (!Array.isArray(addresses)) return [];
  return addresses.map((address) => (address as { name?: unknown })?.name).filter((name): name is string => typeof name === "string");
}

function serviceKeysOf(siteRaw: unknown): Set<string> {
  const services = (siteRaw as { services?: unknown })?.services;
  if (!Array.isArray(services)) return new Set();
  return new Set(services.map((s) => (s as { key?: unknown })?.key).filter((k): k is string => typeof k === "string"));
}

/** The short names of the site's groups of treatments (serviceCategories), as written. */
function categoryKeysOf(siteRaw: unknown): Set<string> {
  const groups = (siteRaw as { serviceCategories?: unknown })?.serviceCategories;
  if (!Array.isArray(groups)) return new Set();
  return new Set(groups.map((g) => (g as { key?: unknown })?.key).filter((k): k is string => typeof k === "string"));
}

/** The short names of the practice's locations, as written. */
function locationIdsOf(siteRaw: unknown): string[] {
  const locations = (siteRaw as { locations?: unknown })?.locations;
  if (!Array.isArray(locations)) return [];
  return locations.map((l) => (l as { id?: unknown })?.id).filter((id): id is string => typeof id === "string");
}

const ENGINE_ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * Where a site's editor schemas are, from its root: its own schemas/ folder, or, for a site kept inside the
 * engine's folder without one of its own (examples/physio), the engine's, so its "$schema" lines work in VS Code.
 */
export function schemasFolderFor(root: string): string {
  const inside = relative(ENGINE_ROOT, root);
  const withinEngine = inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
  if (!withinEngine || existsSync(join(root, "schemas"))) return "schemas";
  return posix.join(relative(root, ENGINE_ROOT).split(sep).join("/"), "schemas");
}

const schemaTargets = (folder: string) => ({
  page: { path: posix.join(folder, "page.schema.json"), what: "page" },
  shared: { path: posix.join(folder, "shared-block.schema.json"), what: "shared block" },
  /** VS Code's settings (.vscode/settings.json) find this one by the file's name, so the line may be left out, but not be wrong. */
  site: { path: posix.join(folder, "site.schema.json"), what: "file", optional: true },
});

/**
 * The "$schema" line must lead, from the file's own folder, to the schema of its kind in the site's schemas/
 * folder: an editor follows it literally, and a line that leads nowhere (a page moved into a folder, "./" for
 * "../") silently turns off every check and hint in that file.
 */
function checkSchemaPointer(parsed: ParsedFile, file: string, schema: { path: string; what: string; optional?: boolean }, problems: Problem[]) {
  const { raw, source } = parsed;
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return;
  const actual = (raw as { $schema?: unknown }).$schema;
  if (actual === undefined && schema.optional) return;
  const folder = posix.dirname(file);
  const leadsTo = typeof actual === "string" ? posix.normalize(posix.join(folder, actual)) : undefined;
  if (leadsTo === schema.path) return;
  const expected = posix.relative(folder, schema.path).replace(/^(?!\.)/, "./");
  const because = leadsTo === undefined ? "" : ` (from this file's folder, ${JSON.stringify(actual)} leads to ${leadsTo}, which is not the ${schema.what} schema)`;
  problems.push({
    file,
    where: "$schema",
    message: `the first line should be "$schema": "${expected}" so your editor can check this ${schema.what} as you type${because}`,
    severity: "error",
    ...(source.positionOfPath(["$schema"]) ?? { line: 1, column: 1 }),
  });
}
