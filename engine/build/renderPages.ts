/**
 * The drawing of pages, inside the server renderer's bundle (engine/app/entry-prerender.tsx exports it), so that
 * a worker thread runs it with nothing but the bundle (engine/build/renderThreads.ts) and the build's own thread
 * runs the very same code when it draws alone. Each page is drawn, put in its document, and written to dist/ here
 * (only if its bytes differ); the build's thread learns from the report which files were written.
 */
import { join } from "node:path";
import { previewNote, renderDocument, type DocumentAssets } from "../app/document";
import { renderFrameStyles, renderPage, type PageInput } from "../app/entry-prerender";
import { frameStyles, pageStyles } from "./sharedStyles";
import { firstScreenStyles } from "./firstScreenStyles";
import { componentIdsNamedIn, withoutUnnamedComponentIds } from "./componentIds";
import { writeIfChangedSoon, type WrittenFile } from "./output";
import { iconFile, type IconFile } from "./iconFile";
import type { SiteConfig } from "../schema/site";
import type { AnyIconName } from "../ui/icons";

/** One page to draw: its data, the address it is drawn at and its file under dist/. */
export interface PageJob {
  data: PageInput;
  url: string;
  file: string;
  /** Its file as the last build left it, where known: compared by hash, not read back (engine/build/output.ts). */
  was?: WrittenFile;
}

export interface DrawnReport {
  file: string;
  /** Whether the file was written (its bytes differed from the one in dist/). */
  changed: boolean;
  /** The file as this drawing left it, for the next build. */
  written?: WrittenFile;
  blockErrors: string[];
}

export interface DrawingSetup {
  site: SiteConfig;
  /** The browser bundle's entry and CSS (the frame's file is put first here), and whether this is a preview. */
  assets: DocumentAssets;
  dist: string;
  /** The icons the icon file holds (engine/build/iconFile.ts: those the pages name below their first screen). */
  fileIcons: readonly AnyIconName[];
}

export interface PageDrawer {
  /** The frame's shared style file (engine/build/sharedStyles.ts): its place under dist/ and its CSS. */
  frame: { file: string; css: string };
  /** The icon file (engine/build/iconFile.ts) the pages' icons below their first screen are drawn from, if they name any. */
  icons: IconFile | undefined;
  /**
   * Draws and writes the pages in `jobsJson` (PageJob[] as JSON: the content reaches the renderers through JSON, as it
   * always did); `drawn` is called once every page is drawn, while the last are still being written.
   */
  draw(jobsJson: string, drawn?: () => void): Promise<DrawnReport[]>;
}

/** Loads the renderers (renderFrameStyles does, in their fixed order) and draws the frame, before any page. */
export async function startDrawing({ site, assets, dist, fileIcons }: DrawingSetup): Promise<PageDrawer> {
  const frame = frameStyles(await renderFrameStyles(site));
  // Linked first, as before, but without holding up the first paint: each page carries inline what its first screen needs of it.
  const icons = iconFile(fileIcons);
  const documentAssets: DocumentAssets = { ...assets, deferredCss: [`/${frame.file}`, ...(assets.deferredCss ?? [])] };
  if (icons) documentAssets.iconFile = { href: `/${icons.file}`, names: new Set(icons.names) };
  // What is the same for every page, worked out once: the component ids the shared file names, the folders made.
  const idsInFrame = componentIdsNamedIn(frame.css);
  const madeFolders = new Set<string>();
  return {
    frame: { file: frame.file, css: frame.css },
    icons,
    async draw(jobsJson, drawn) {
      const reports: DrawnReport[] = [];
      const writes: Promise<unknown>[] = [];
      for (const { data, url, file, was } of JSON.parse(jobsJson) as PageJob[]) {
        const result = await renderPage(site, data, url);
        // A preview's note is above the page, on its first screen: its rules are inline too.
        const styles = firstScreenStyles(frame, (assets.preview ? previewNote(site) : "") + result.html) + pageStyles(result.styles, frame, result.html);
        const html = renderDocument(site, { ...result, html: withoutUnnamedComponentIds(result.html, idsInFrame, componentIdsNamedIn(styles)), styles }, documentAssets);
        const report: DrawnReport = { file, changed: false, blockErrors: result.blockErrors };
        reports.push(report);
        // Written while the next page is drawn.
        writes.push(
          writeIfChangedSoon(join(dist, ...file.split("/")), html, madeFolders, was).then(({ changed, written }) => {
            report.changed = changed;
            report.written = written;
          }),
        );
      }
      drawn?.();
      await Promise.all(writes);
      return reports;
    },
  };
}
