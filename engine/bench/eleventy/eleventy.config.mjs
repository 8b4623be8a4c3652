/**
 * The peer in bench:scale (engine/bench/cli/scale.ts): a small Eleventy 3 site of our own that reads the same page
 * JSON as the engine (PEER_SITE: a site's folder) and draws each page as comparable HTML (head, the header's
 * menus, every block's words, pictures and links, shared blocks in place, the footer), into PEER_OUT. It is not a
 * port of the engine's look: it measures what a generator costs for the same content, read the same way.
 */
import { readPeerSite } from "./readSite.mjs";

export default function (eleventyConfig) {
  const site = readPeerSite(process.env.PEER_SITE ?? ".");
  eleventyConfig.addGlobalData("peerConfig", site.config);
  eleventyConfig.addGlobalData("peerPages", site.pages);
  return { dir: { input: "engine/bench/eleventy/src", output: process.env.PEER_OUT ?? "_site" } };
}
