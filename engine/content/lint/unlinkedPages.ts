/**
 * Every page but the home page can be reached by following links from another page. sitemap.xml does not
 * count: patients never read it, and a page only search engines can find is lost to anyone already on
 * the site (an emergencies page nobody linked to went unnoticed this way).
 */
import type { SiteConfig } from "../../schema/site";
import type { Block } from "../../schema/blocks";
import type { LintRule, Finding } from "./types";
import { gridCategories, stripServices, servicesIn } from "../../ui/catalogue";
import { findingAt } from "./locate";
import { linkTargetKind, mayHoldMarkup, parseInline, pathOfLink } from "../../ui/inlineText";

/** The pages every page links to: the header's links and menus (with the catalogue's menu entries) and the footer. */
function linksOnEveryPage(site: SiteConfig): string[] {
  const { direct, menus, footer } = site.navigation;
  const inMenu = site.services.filter((service) => service.inMenu).map((service) => service.path);
  return ["/", ...direct.map((l) => l.path), ...menus.flatMap((m) => m.links.map((l) => l.path)), ...footer.map((l) => l.path), ...inMenu];
}

/**
 * Each block's links, kept while the block and the site's facts are the same objects: the page editor checks
 * after every pause in typing, and validateProject then hands back the same objects for unchanged files.
 */
const linksKept = new WeakMap<Block, { site: SiteConfig; links: string[] }>();

function linksInBlock(block: Block, site: SiteConfig): string[] {
  const kept = linksKept.get(block);
  if (kept?.site === site) return kept.links;
  const links = linksFoundInBlock(block, site);
  linksKept.set(block, { site, links });
  return links;
}

/** The pages a block links to: links of kind "internal", cards and lists that name a page, and the catalogue entries it shows. */
function linksFoundInBlock(block: Block, site: SiteConfig): string[] {
  if (block.type === "servicesGrid") return gridCategories(block, site).flatMap((category) => servicesIn(site, category, { menuOnly: block.menuOnly })).map((s) => s.path);
  if (block.type === "servicesStrip") return [...stripServices(block, site).map((s) => s.path), ...(block.allTreatments ? [block.allTreatments] : [])];
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    // A link inside a paragraph ("[our prices](/pricing)") counts like any other.
    if (typeof value === "string" && mayHoldMarkup(value)) {
      for (const { href } of parseInline(value).links) if (linkTargetKind(href) === "internal") found.push(pathOfLink(href));
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (record.kind === "internal" && typeof record.to === "string") found.push(record.to);
    // Referral cards and link lists name their page as "path".
    if (typeof record.path === "string") found.push(record.path);
    Object.values(record).forEach(visit);
  };
  visit(block);
  return found;
}

export const unlinkedPages: LintRule = {
  name: "linked-from-another-page",
  check: ({ site, pages }) => {
    const everywhere = new Set(linksOnEveryPage(site));
    const linkedFrom = new Map<string, Set<string>>();
    for (const { file, page } of pages) {
      for (const route of page.blocks.flatMap((block) => linksInBlock(block, site))) {
        if (!linkedFrom.has(route)) linkedFrom.set(route, new Set());
        linkedFrom.get(route)!.add(file);
      }
    }
    const findings: Finding[] = [];
    for (const { file, route, page } of pages) {
      if (route === null || route === "/") continue; // the home page is the way in; the not-found page is never linked
      const fromOthers = [...(linkedFrom.get(route) ?? [])].some((other) => other !== file);
      if ((everywhere.has(route) && pages.length > 1) || fromOthers) continue;
      findings.push(
        findingAt(file, page, [],
          `no other page links to ${route}, so visitors can only find it through a search engine or by typing its address; ` +
          `link to it from a page they visit (a link of kind "internal" with "to": "${route}"), or add it to a menu or the footer in site.config.json`),
      );
    }
    return findings;
  },
};
