/**
 * Draws the document being edited with the site's renderers (the bundle built from
 * engine/editor/livePreview/renderLivePreview.tsx): a page as it will look once saved, a shared block on a
 * page of its own, the practice details on the home page. Blocks that do not pass their schema yet are
 * shown as a note in their place, so the rest of the page keeps up while one field is half-typed.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { blockTypeSchema, BLOCK_TYPES, type Block, type BlockType } from "../../schema/blocks";
import { blockTitle } from "../../schema/blocks/titles";
import { isSharedRef, sharedFileForRef } from "../../schema/sharedBlock";
import { siteSchema, type SiteConfig } from "../../schema/site";
import { routeForFile } from "../../content/routes";
import { browserImageSizes } from "../../build/contentPlugin";
import type { PreviewEntry } from "../livePreview/PreviewBlocks";
import type { LivePreviewInput, LivePreviewOutput } from "../livePreview/renderLivePreview";
import type { ImageSizes } from "../../build/images";
import type { DocumentKind } from "./projectFiles";

interface Renderer {
  renderLivePreview(input: LivePreviewInput): Promise<LivePreviewOutput>;
  setPictureSizes(sizes: ImageSizes): void;
}

export interface PreviewRequest {
  file: string;
  kind: DocumentKind;
  value: unknown;
}

export interface PreviewResult {
  html: string;
  styles: string;
  /** For each block of the document (a shared block: one), whether it is drawn or waits for its problems to be fixed. */
  blocks: ("shown" | "unfinished")[];
  /** Why nothing could be drawn (the practice details do not pass their schema yet). */
  notice?: string;
}

const structuralBlocks = new Map<BlockType, ReturnType<typeof blockTypeSchema>>();
const blockSchema = (type: BlockType) => {
  let schema = structuralBlocks.get(type);
  if (!schema) structuralBlocks.set(type, (schema = blockTypeSchema(type, {})));
  return schema;
};
const structuralSite = siteSchema({});

export class LivePreview {
  private constructor(
    private readonly root: string,
    private readonly renderer: Renderer,
  ) {}

  static async start(root: string, rendererFile: string): Promise<LivePreview> {
    const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
    const preview = new LivePreview(root, renderer);
    await preview.refreshPictures();
    return preview;
  }

  /** Reads the pictures' sizes again (after an upload), as the build would. */
  async refreshPictures(): Promise<void> {
    this.renderer.setPictureSizes(await browserImageSizes(join(this.root, "public")));
  }

  async render(request: PreviewRequest): Promise<PreviewResult> {
    if (request.kind === "site") return this.renderSite(request.value);
    const site = await this.savedSite().catch(() => undefined);
    if (!site) return { html: "", styles: "", blocks: [], notice: "The practice details (site.config.json) have a problem, so no page can be drawn until it is fixed: open Practice details." };
    if (request.kind === "shared") {
      const entry = this.entryFor(request.value);
      return this.draw(site, "/", request.file, [entry]);
    }
    const page = request.value as { blocks?: unknown };
    const raw = Array.isArray(page?.blocks) ? page.blocks : [];
    const entries = await Promise.all(raw.map((entry) => (isSharedRef(entry) ? this.sharedEntry(entry.ref) : this.entryFor(entry))));
    const route = routeForFile(request.file.replace(/^pages\//, "")) ?? "/404";
    return this.draw(site, route, request.file, entries);
  }

  private async renderSite(value: unknown): Promise<PreviewResult> {
    const parsed = structuralSite.safeParse(value);
    if (!parsed.success) return { html: "", styles: "", blocks: [], notice: "The preview shows the home page with these details once their problems are fixed." };
    const home = JSON.parse(await readFile(join(this.root, "pages", "index.json"), "utf8").catch(() => "{}")) as { blocks?: unknown[] };
    const entries = await Promise.all((home.blocks ?? []).map((entry) => (isSharedRef(entry) ? this.sharedEntry(entry.ref) : this.entryFor(entry))));
    return this.draw(parsed.data, "/", "pages/index.json", entries);
  }

  private async draw(site: SiteConfig, route: string, file: string, entries: PreviewEntry[]): Promise<PreviewResult> {
    const { html, styles } = await this.renderer.renderLivePreview({ site: withoutPointer(site), route, file, entries });
    return { html, styles, blocks: entries.map((entry) => ("block" in entry ? "shown" : "unfinished")) };
  }

  /** A block as the renderers receive it (defaults filled in), or a note while it does not pass its schema. */
  private entryFor(value: unknown): PreviewEntry {
    const type = (value as { type?: unknown })?.type;
    if (typeof type !== "string" || !(BLOCK_TYPES as string[]).includes(type)) {
      return { unfinished: "This block has no known type; choose one in the form." };
    }
    const { $schema: _pointer, ...block } = value as Record<string, unknown>;
    const parsed = blockSchema(type as BlockType).safeParse(block);
    if (parsed.success) return { block: parsed.data as Block };
    const count = parsed.error.issues.length;
    return { unfinished: `${blockTitle(type) ?? type}: shown here once ${count === 1 ? "its problem is" : `its ${count} problems are`} fixed in the form.` };
  }

  private async sharedEntry(ref: unknown): Promise<PreviewEntry> {
    const text = typeof ref === "string" ? await readFile(join(this.root, "pages", ...sharedFileForRef(ref).split("/")), "utf8").catch(() => null) : null;
    if (text === null) return { unfinished: `The shared block "${String(ref)}" does not exist; choose another in the form.` };
    try {
      return this.entryFor(JSON.parse(text));
    } catch {
      return { unfinished: `The shared block "${String(ref)}" cannot be read; open it to see why.` };
    }
  }

  /** The saved practice details, parsed again only when their text changes (a preview follows every key). */
  private lastSite: { text: string; site: SiteConfig } | undefined;

  private async savedSite(): Promise<SiteConfig> {
    const text = await readFile(join(this.root, "site.config.json"), "utf8");
    if (this.lastSite?.text !== text) this.lastSite = { text, site: structuralSite.parse(JSON.parse(text)) };
    return this.lastSite.site;
  }
}

function withoutPointer(site: SiteConfig): SiteConfig {
  const { $schema: _pointer, ...rest } = site as SiteConfig & { $schema?: string };
  return rest as SiteConfig;
}
