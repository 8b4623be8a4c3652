/** The site's config and pages as the peer reads them: every pages/**\/*.json but shared blocks, each with its address. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export function readPeerSite(root) {
  const pagesDir = join(root, "pages");
  const shared = new Map();
  const pages = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        const rel = relative(pagesDir, full).split(sep).join("/").replace(/\.json$/, "");
        if (rel.startsWith("_shared/")) shared.set(`shared/${rel.slice("_shared/".length)}`, JSON.parse(readFileSync(full, "utf8")));
        else pages.push({ rel, data: JSON.parse(readFileSync(full, "utf8")) });
      }
    }
  };
  walk(pagesDir);
  const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
  return {
    config,
    pages: pages.map(({ rel, data }) => ({
      file: rel === "index" ? "index.html" : `${rel}.html`,
      title: data.title,
      description: data.description,
      blocks: (data.blocks ?? []).map((block) => (block.ref ? (shared.get(block.ref) ?? {}) : block)),
    })),
  };
}
