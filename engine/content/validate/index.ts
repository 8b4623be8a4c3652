/**
 * Validates the whole project in one pass and reports every problem found:
 * JSON syntax, the zod schemas (with cross-checks for routes, files, shared
 * blocks and the services catalogue), the generated JSON Schemas (via ajv, as
 * an independent second opinion), duplicate routes and the $schema pointer of
 * each page. Pages come back with their shared blocks in place.
 */
import { siteSchema, type SiteConfig } from "../../schema/site";
import { pageSchema, type Page, type ParsedPage } from "../../schema/page";
import type { SchemaContext, CrossChecks } from "../../schema/common";
import { listPageFiles, projectPaths, publicAssetChecker, readText } from "../files";
import { routeForFile } from "../routes";
import { listSharedFiles, resolveSharedRefs, sharedEntriesFor, type SharedEntry } from "../shared";
import { suggest } from "../suggest";
import { parseJson } from "./json";
import { check } from "./check";
import { sharedBlockChecker } from "./sharedBlocks";
import type { Problem } from "./problem";
import { loadJsonSchemaValidators, type JsonSchemaValidators } from "./ajv";

export interface PageEntry {
  /** pages/… path relative to the project root. */
  file: string;
  /** The route it serves, or null for the not-found page. */
  route: string | null;
  page: Page;
}

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
}

const SERVICE_KEY_FALLBACK: readonly [string, ...string[]] = ["(no services in site.config.json)"];

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

  const shared = sharedEntriesFor(listSharedFiles(paths.pagesDir));
  const crossChecks: CrossChecks = {
    routeExists: (path) => routes.has(path),
    suggestRoute: (path) => suggest(path, routes.keys()),
    assetExists: publicAssetChecker(paths.publicDir),
    sharedBlockExists: (ref) => shared.has(ref),
    suggestSharedBlock: (ref) => suggest(ref, shared.keys()),
  };

  const siteRaw = readJson(paths.siteConfig, "site.config.json", problems);
  const ctx: SchemaContext = { serviceKeys: serviceKeysOf(siteRaw), crossChecks };
  const structural: SchemaContext = { serviceKeys: ctx.serviceKeys };
  const jsonSchemas = options.jsonSchemas === undefined ? loadJsonSchemaValidators(paths.schemasDir) : options.jsonSchemas;

  let site: SiteConfig | undefined;
  if (siteRaw !== undefined) {
    const target = { file: "site.config.json", schemaFile: "schemas/site.schema.json" };
    site = check(siteSchema(ctx), siteSchema(structural), jsonSchemas?.site, siteRaw, target, problems) as SiteConfig | undefined;
  }

  const checkShared = sharedBlockChecker(ctx, jsonSchemas);
  for (const entry of shared.values()) {
    const raw = readJson(`${paths.root}/${entry.file}`, entry.file, problems);
    if (raw !== undefined) checkShared(raw, entry, problems);
  }

  const checkPage = pageChecker(ctx, jsonSchemas);
  const pages: PageEntry[] = [];
  for (const relative of pageFiles) {
    const file = `pages/${relative}`;
    const raw = readJson(`${paths.pagesDir}/${relative}`, file, problems);
    if (raw === undefined) continue;
    checkSchemaPointer(raw, relative, file, problems);
    const parsed = checkPage(raw, file, problems);
    const page = parsed && resolveSharedRefs(parsed, file, shared);
    if (page) pages.push({ file, route: routeForFile(relative), page });
  }
  return { problems, site, pages, shared: [...shared.values()] };
}

/**
 * Checks one parsed page against the page schema (with cross-checks) and, when
 * given, the generated JSON Schema. Returns the page with defaults filled in
 * (shared-block references still as written), or undefined after adding its problems.
 */
export function pageChecker(ctx: SchemaContext, jsonSchemas: JsonSchemaValidators | null) {
  const full = pageSchema(ctx);
  const bare = pageSchema({ serviceKeys: ctx.serviceKeys });
  return (raw: unknown, file: string, problems: Problem[]) =>
    check(full, bare, jsonSchemas?.page, raw, { file, schemaFile: "schemas/page.schema.json" }, problems) as ParsedPage | undefined;
}

function readJson(fullPath: string, file: string, problems: Problem[]): unknown {
  let source: string;
  try {
    source = readText(fullPath);
  } catch {
    problems.push({ file, where: "(the whole file)", message: "the file is missing or cannot be read", severity: "error" });
    return undefined;
  }
  const parsed = parseJson(source);
  if (parsed.ok) return parsed.value;
  problems.push({ file, where: `line ${parsed.line}, column ${parsed.column}`, message: parsed.reason, severity: "error" });
  return undefined;
}

function serviceKeysOf(siteRaw: unknown): readonly [string, ...string[]] {
  const services = (siteRaw as { services?: unknown })?.services;
  if (!Array.isArray(services)) return SERVICE_KEY_FALLBACK;
  const keys = services.map((s) => (s as { key?: unknown })?.key).filter((k): k is string => typeof k === "string");
  return keys.length ? (keys as [string, ...string[]]) : SERVICE_KEY_FALLBACK;
}

function checkSchemaPointer(raw: unknown, relative: string, file: string, problems: Problem[]) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return;
  const expected = "../".repeat(relative.split("/").length) + "schemas/page.schema.json";
  const actual = (raw as { $schema?: unknown }).$schema;
  // Fixture sites live deeper in the tree, so any path to the page schema is accepted.
  if (typeof actual !== "string" || !actual.endsWith("schemas/page.schema.json")) {
    problems.push({
      file,
      where: "$schema",
      message: `the first line should be "$schema": "${expected}" so your editor can check this page as you type`,
      severity: "error",
    });
  }
}
