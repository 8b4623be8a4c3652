/**
 * The header and the footer drawn apart, once per site (engine/app/frameParts.tsx says why). Only the build's
 * renderer imports this, after the layout: the order modules first run numbers the styled components.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import type { SiteConfig } from "../schema/site";
import { AppShell } from "./App";
import { CurrentPathProvider, LINK_MARK, pathToCompare, type LinksDrawnApart } from "./currentPath";
import { collectStylesOnce } from "../build/renderStylesOnce";
import { Header } from "../layout/Header";
import { Footer } from "../layout/Footer";
import type { DrawnPart, DrawnParts } from "./frameParts";

/** Both parts, ready to be put in any page (in a style sheet of their own, thrown away). */
export function drawParts(site: SiteConfig): DrawnParts {
  return { header: drawPart(site, <Header />), footer: drawPart(site, <Footer />) };
}

/**
 * Draws the part twice, with every link unmarked and with every link marked, each link's <a> numbered by its mark
 * (the first of its attributes), and keeps the pieces between the links and each link's opening tag both ways.
 */
function drawPart(site: SiteConfig, part: ReactNode): DrawnPart {
  const plain = cutAtLinks(draw(site, part, { links: [], marked: false }));
  const marked = cutAtLinks(draw(site, part, { links: [], marked: true }));
  const same = plain.between.length === marked.between.length && plain.between.every((piece, at) => piece === marked.between[at]);
  if (!same) throw new Error("The header or footer shows the page being drawn in more than its links' marks: it cannot be drawn once for every page.");
  const tags = plain.tags.map((tag, at) => ({ plain: tag, marked: marked.tags[at]! }));
  let html = plain.between[0]!;
  tags.forEach((tag, at) => (html += tag.plain + plain.between[at + 1]));
  return { html, linkPaths: plain.links.map(pathToCompare), between: plain.between, tags };
}

function draw(site: SiteConfig, part: ReactNode, apart: LinksDrawnApart) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      collectStylesOnce(
        sheet,
        <AppShell site={site} withBaseStyles={false}>
          <CurrentPathProvider path="" apart={apart}>
            {part}
          </CurrentPathProvider>
        </AppShell>,
      ),
    );
    return { html, links: apart.links };
  } finally {
    sheet.seal();
  }
}

/**
 * What follows a link's mark: its other attributes, up to the end of its opening tag (React escapes "<" and ">" in a
 * value, so neither is inside the tag; stopping at "<" too keeps the search linear on HTML with no ">" left).
 */
const MARKED_LINK = new RegExp(`<a ${LINK_MARK}="(\\d+)"([^<>]*>)`, "g");

/** The drawn part's links' opening tags (without their marks) and the HTML around them, checked against the links asked for. */
function cutAtLinks({ html, links }: { html: string; links: string[] }) {
  const between: string[] = [];
  const tags: string[] = [];
  let from = 0;
  for (const found of html.matchAll(MARKED_LINK)) {
    if (Number(found[1]) !== tags.length) throw new Error("The header's links were not drawn in the order they were asked for.");
    between.push(html.slice(from, found.index));
    tags.push(`<a${found[2]}`);
    from = found.index + found[0].length;
  }
  between.push(html.slice(from));
  if (tags.length !== links.length) throw new Error("A link of the header or footer was drawn without its mark.");
  return { between, tags, links };
}
