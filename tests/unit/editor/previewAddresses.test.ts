/**
 * A preview link's pages ask for every picture size under the link's token, never the editor's own /_img/ (which
 * answers a reader without a session 401): every candidate of every srcset, however it is written.
 */
import { describe, expect, it } from "vitest";
import { underPrefix } from "../../../engine/editor/server/publish/previewRoutes";

const PREFIX = "/_preview/tok123";

describe("a preview page's addresses", () => {
  it("puts every srcset candidate under the token, as React writes them (srcSet) and in any other spelling", () => {
    const html = [
      '<img src="/_img/a-320.webp" srcSet="/_img/a-320.webp 320w, /_img/a-640.webp 640w,/_img/a-960.webp 960w" sizes="100vw">',
      "<source srcset='/_img/b-320.avif 320w,\n   /_img/b-640.avif 640w' type=\"image/avif\">",
      '<link rel="preload" as="image" imageSrcSet="/_img/c-320.webp 320w, /_img/c-640.webp 640w">',
      '<img srcset="https://cdn.example/x.webp 1x, //cdn.example/y.webp 2x">',
    ].join("\n");
    const out = underPrefix(html, PREFIX);
    const candidates = [...out.matchAll(/srcset\s*=\s*["']([^"']*)["']/gi)].flatMap((match) => match[1]!.split(",").map((entry) => entry.trim().split(/\s+/)[0]!));
    const own = candidates.filter((url) => url.startsWith("/") && !url.startsWith("//"));
    expect(own).toHaveLength(7);
    for (const url of own) expect(url.startsWith(`${PREFIX}/_img/`), url).toBe(true);
    expect(out).toContain('src="/_preview/tok123/_img/a-320.webp"');
    expect(out).toContain("https://cdn.example/x.webp 1x, //cdn.example/y.webp 2x");
  });
});
