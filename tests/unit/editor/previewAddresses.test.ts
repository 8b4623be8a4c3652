/**
 * A preview link's pages ask for every picture size under the link's token, never the editor's own /_img/ (which
 * answers a reader without a session 401): every candidate of every srcset, however it is written.
 */
import { describe, expect, it } from "vitest";
import { cssUnderPrefix, manifestUnderPrefix, underPrefix } from "../../../engine/editor/server/publish/previewAssets";

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

/** Every address of the site's own in `text` that is not under the prefix: what a reader without a session would miss. */
function outside(text: string): string[] {
  const found = [...text.matchAll(/(?:url\(\s*(?:["']|&quot;|&#39;|&#x27;)?\s*|@import\s+["']|(?:href|src|content)=["']?)(\/(?!\/)[^"')\s&>]*)/gi)].map((match) => match[1]!);
  return found.filter((url) => !url.startsWith(`${PREFIX}/`));
}

describe("a preview's stylesheets, icons and manifest", () => {
  it("puts every url() of a built stylesheet under the token, quoted either way or not at all, and its @imports", () => {
    const css = [
      ".a{background:url(/images/a.png)}",
      ".b{background-image:url('/_img/b-640.webp')}",
      '.c{background-image:url( "/_img/c-960.webp" )}',
      '@font-face{font-family:x;src:url("/assets/x.woff2") format("woff2"),url(/assets/x.woff) format("woff")}',
      '@import "/assets/more.css";',
      "@import url('/assets/print.css') print;",
      ".d{background:url(https://cdn.example/d.png),url(//cdn.example/e.png),url(data:image/png;base64,AAAA)}",
    ].join("\n");
    const out = cssUnderPrefix(css, PREFIX);
    expect(outside(out)).toEqual([]);
    expect(out).toContain(`url('${PREFIX}/_img/b-640.webp')`);
    expect(out).toContain(`@import "${PREFIX}/assets/more.css"`);
    expect(out).toContain("url(https://cdn.example/d.png),url(//cdn.example/e.png),url(data:image/png;base64,AAAA)");
    // Already under the token: never twice.
    expect(cssUnderPrefix(out, PREFIX)).toBe(out);
  });

  it("puts the url()s of style blocks and style attributes of a page under the token, as React escapes them", () => {
    const html = [
      '<style>.hero{background-image:url("/_img/hero-1200.webp")}.x{background:url(\'/_img/x.png\')}</style>',
      '<div style="background-image:url(&quot;/_img/band-640.webp&quot;)"></div>',
      "<div style='background:url(/images/plain.png) no-repeat'></div>",
      '<div style="background:url(&#x27;/images/single.png&#x27;)"></div>',
    ].join("\n");
    const out = underPrefix(html, PREFIX);
    expect(outside(out)).toEqual([]);
    expect(out).toContain(`url(&quot;${PREFIX}/_img/band-640.webp&quot;)`);
  });

  it("puts icons, the manifest and the manifest's own icons under the token", () => {
    const head = [
      '<link rel="icon" href="/_img/favicon.png" type="image/png">',
      '<link rel="apple-touch-icon" href="/_img/apple-touch-icon.png">',
      "<link rel=manifest href=/site.webmanifest>",
      '<link rel="mask-icon" href="/images/mask.svg" color="#0b5d66">',
    ].join("\n");
    expect(outside(underPrefix(head, PREFIX))).toEqual([]);
    const manifest = JSON.stringify({ name: "Test Practice", start_url: "/", scope: "/", icons: [{ src: "/_img/icon-192.png", sizes: "192x192" }, { src: "https://cdn.example/icon.png" }] });
    const shown = JSON.parse(manifestUnderPrefix(manifest, PREFIX));
    expect(shown.icons.map((icon: { src: string }) => icon.src)).toEqual([`${PREFIX}/_img/icon-192.png`, "https://cdn.example/icon.png"]);
    expect(shown.start_url).toBe(`${PREFIX}/`);
    expect(shown.name).toBe("Test Practice");
  });

  it("leaves no script for the reader's browser to ask for: none would run under the preview's rules", () => {
    const html = [
      '<script type="module" src="/assets/entry-client-abc.js"></script>',
      '<link rel="modulepreload" href="/assets/chunk-def.js">',
      '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>',
      '<script type="application/json" id="island-data">{"a":1}</script>',
      "<p>Kept</p>",
    ].join("\n");
    const out = underPrefix(html, PREFIX);
    expect(out).not.toMatch(/entry-client|chunk-def|speculationrules/);
    expect(out).toContain('<script type="application/json" id="island-data">{"a":1}</script>');
    expect(out).toContain("<p>Kept</p>");
  });
});
