// One HTML file per page of the site's JSON (eleventy.config.mjs reads it), drawn by plain functions.
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** Any block, generically: its heading, its words as paragraphs, its links, its pictures, its lists of items. */
function drawValue(key, value) {
  if (value == null || key === "$schema") return "";
  if (typeof value === "string") {
    if (key === "src") return `<img src="${escape(value)}" alt="" loading="lazy" width="640" height="480">`;
    if (key === "heading") return `<h2>${escape(value)}</h2>`;
    if (key === "to" || key === "href" || key === "path" || key === "type" || key === "kind" || key === "variant" || key === "icon") return "";
    return `<p>${escape(value)}</p>`;
  }
  if (Array.isArray(value)) return `<ul>${value.map((item) => `<li>${drawValue(key, item)}</li>`).join("")}</ul>`;
  if (typeof value === "object") {
    const link = value.to ?? value.href ?? value.path;
    if (link && (value.label || value.name)) return `<a class="button ${escape(value.variant ?? "")}" href="${escape(link)}">${escape(value.label ?? value.name)}</a>`;
    return `<div>${Object.entries(value).map(([k, v]) => drawValue(k, v)).join("")}</div>`;
  }
  return "";
}

const drawBlock = (block) => `<section class="block block-${escape(block.type ?? "shared")}">${Object.entries(block).map(([key, value]) => drawValue(key, value)).join("")}</section>`;

function drawMenus(navigation = {}) {
  const direct = (navigation.direct ?? []).map((link) => `<li><a href="${escape(link.path)}">${escape(link.name)}</a></li>`).join("");
  const menus = (navigation.menus ?? []).map((menu) => `<li><details><summary>${escape(menu.label)}</summary><ul>${(menu.links ?? []).map((link) => `<li><a href="${escape(link.path)}">${escape(link.name)}</a></li>`).join("")}</ul></details></li>`).join("");
  return `<nav aria-label="Main"><ul>${direct}${menus}</ul></nav>`;
}

export const data = {
  pagination: { data: "peerPages", size: 1, alias: "entry" },
  permalink: (data) => `/${data.entry.file}`,
  eleventyExcludeFromCollections: true,
};

export function render({ entry, peerConfig }) {
  return `<!doctype html><html lang="${escape(peerConfig.language ?? "en")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(entry.title)}</title><meta name="description" content="${escape(entry.description ?? "")}"><link rel="stylesheet" href="/assets/site.css"></head><body><header><a href="/">${escape(peerConfig.name ?? "")}</a>${drawMenus(peerConfig.navigation)}</header><main>${entry.blocks.map(drawBlock).join("")}</main><footer><p>${escape(peerConfig.name ?? "")}</p>${drawMenus(peerConfig.navigation)}</footer></body></html>`;
}
