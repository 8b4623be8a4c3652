/**
 * Builds the fixture site end to end (validate -> Vite client + server builds ->
 * pre-render) and checks what a static host would serve.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { buildSite } from "../../engine/cli/build";
import { gzipSync } from "node:zlib";
import { SPECULATION_RULES_CSP_SOURCE } from "../../engine/app/speculation";
import { tempSite, type TempSite } from "../support/tempSite";
import { fixtureFormJson } from "../support/forms";
import { addressesInPage, addressesInSitemap, uniqueByPath } from "../support/siteAddresses";
import { markupErrors } from "../support/htmlValidate";
import { startStaticServer } from "../../engine/server/staticSite";
import { fetchRaw } from "./server/support";
import type { AddressInfo } from "node:net";

let site: TempSite;
let dist: string;
const html = (file: string) => readFileSync(join(dist, file), "utf8");
const assets = () => readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));

beforeAll(async () => {
  site = tempSite();
  dist = join(site.root, "dist");
  // A photo, as staff would add one: the build must serve it in modern formats at several widths.
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#3a7ca5" } }).jpeg().toFile(join(site.root, "public", "images", "surgery.jpg"));
  site.edit("pages/fillings.json", (page) => {
    page.blocks.push({ type: "imageText", heading: "Our surgery", paragraphs: ["A bright, modern room."], image: { src: "/images/surgery.jpg", alt: "The surgery" } });
    // A block that needs scripts: an island.
    page.blocks.push({ type: "reviews", heading: "What patients say", items: [{ name: "A patient", rating: 5, text: "A gentle, friendly team." }] });
  });
  // Structured data: the practice on the home page, its FAQ (one answer trying to break out of the script tag), a breadcrumb trail.
  site.edit("site.config.json", (config) => (config.contact.geo = { latitude: 52.4767, longitude: -1.4706 }));
  site.edit("pages/index.json", (page) => {
    page.describesPractice = true;
    page.blocks[1].items.push({ question: "When are you open?", answer: "Six days a week. </script><script>alert(1)</script>", openingHours: true });
  });
  site.edit("pages/veneers.json", (page) => {
    page.breadcrumbs = [{ name: "Home", path: "/" }, { name: "Veneers", path: "/veneers" }];
    page.blocks[1].actions.push({ kind: "internal", to: "/veneers/aftercare", label: "Caring for veneers" });
  });
  // Blocks whose markup html-validate should see: a form, contact cards, the catalogue as carousels and as a grid.
  site.edit("pages/contact.json", (page) => {
    page.blocks.push({ type: "contactCards", heading: "Get in touch", cards: ["address", "phone", "openingHours"] });
    page.blocks.push(fixtureFormJson("new-patient"), fixtureFormJson("contact"));
  });
  site.edit("pages/index.json", (page) => page.blocks.push({ type: "servicesGrid", heading: "Our services", layout: "carousel", menuOnly: true }));
  // A page under another page's address: its file goes in a folder beside the other page's file.
  site.write("pages/veneers/aftercare.json", {
    $schema: "../../schemas/page.schema.json", title: "Veneer aftercare | Test Practice", description: "Looking after veneers.",
    blocks: [{ type: "hero", heading: "Veneer aftercare" }, { type: "servicesGrid", heading: "Other treatments", layout: "grid" }],
  });
  expect(await buildSite(site.root, { quiet: true })).toBe(true);
});

/** The JSON-LD objects of a built page, by their @type. */
function structuredData(file: string): Record<string, any> {
  const scripts = [...html(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return Object.fromEntries(scripts.map(([, json]) => JSON.parse(json!)).map((item) => [item["@type"], item]));
}
afterAll(() => site?.remove());

describe("static build", () => {
  it("writes one HTML file per route, named after it (/veneers is veneers.html), and a 404.html", () => {
    for (const file of ["index.html", "veneers.html", "veneers/aftercare.html", "fillings.html", "contact.html", "404.html"]) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    // A folder's index.html would be served at /veneers/, and /veneers, the address every link uses, redirected there.
    expect(existsSync(join(dist, "veneers", "index.html"))).toBe(false);
  });

  it("gives out only addresses a static host answers with 200 and no redirect: canonical links, og:url, JSON-LD, links, sitemap.xml", async () => {
    const siteUrl = site.read("site.config.json").url as string;
    const pages = ["index.html", "veneers.html", "veneers/aftercare.html", "fillings.html", "contact.html", "404.html"];
    const addresses = uniqueByPath([
      ...pages.flatMap((file) => addressesInPage(html(file), siteUrl, file)),
      ...addressesInSitemap(html("sitemap.xml"), siteUrl),
    ]);
    expect(addresses.map((a) => a.path)).toEqual(expect.arrayContaining(["/", "/veneers", "/veneers/aftercare", "/contact"]));
    const server = await startStaticServer(dist, 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = await Promise.all(addresses.map(async ({ source, path }) => `${(await fetchRaw(base + path)).status} ${path} (${source})`));
      expect(answers.filter((answer) => !answer.startsWith("200 "))).toEqual([]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("writes markup that html-validate finds no error in, on every page (standard and accessibility presets)", async () => {
    const pages = readdirSync(dist, { recursive: true }).map(String).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const errors = await Promise.all(pages.map((file) => markupErrors(html(file), file)));
    expect(errors.flat()).toEqual([]);
  });

  it("pre-renders each page's content, title, description and canonical URL", () => {
    const page = html("veneers.html");
    expect(page).toContain("<title>Fixture veneers | Test Practice</title>");
    expect(page).toContain(`<meta name="description" content="A treatment page of the minimal fixture site used by the engine's tests.">`);
    expect(page).toContain('<link rel="canonical" href="https://www.coventryroaddental.co.uk/veneers">');
    expect(page).toMatch(/<h1[^>]*>Fixture veneers heading<\/h1>/);
    expect(page).toMatch(/<style data-styled/);
  });

  it("gives each indexed page Open Graph and Twitter cards (X reads the title, description and picture from Open Graph)", () => {
    const page = html("veneers.html");
    expect(page).toContain('<meta property="og:title" content="Fixture veneers | Test Practice">');
    expect(page).toContain('<meta property="og:url" content="https://www.coventryroaddental.co.uk/veneers">');
    expect(page).toContain('<meta property="og:description" content="A treatment page of the minimal fixture site used by the engine\'s tests.">');
    expect(page).not.toMatch(/twitter:(title|description|image)/);
    expect(page).toContain('<meta property="og:image" content="https://www.coventryroaddental.co.uk/_img/social-card.png">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("draws the link-preview picture as a 1200 x 630 PNG (social sites do not read SVG)", async () => {
    const card = await sharp(join(dist, "_img", "social-card.png")).metadata();
    expect(card).toMatchObject({ format: "png", width: 1200, height: 630 });
    // The logo is on it: the card is not one flat colour.
    const { channels } = await sharp(join(dist, "_img", "social-card.png")).stats();
    expect(channels[0]!.min).toBeLessThan(128);
  });

  it("draws the tab icon from the logo's left square as a PNG, and pages show no SVG picture (each costs the main thread a document)", async () => {
    expect(await sharp(join(dist, "_img", "favicon.png")).metadata()).toMatchObject({ format: "png", width: 64, height: 64 });
    const page = html("veneers.html");
    expect(page).toContain('<link rel="icon" href="/_img/favicon.png" type="image/png" sizes="64x64">');
    const pictures = page.match(/<img [^>]*>/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    for (const img of pictures) expect(img).toMatch(/srcSet="[^"]+\.webp \d+w/);
  });

  it("describes the practice and the breadcrumb trail as schema.org JSON-LD where the content has them, and not the FAQs again", () => {
    const home = structuredData("index.html");
    // The home page's FAQ answers are on the page; Google no longer shows FAQ results, so they are not repeated as data.
    expect(html("index.html")).toContain("When are you open?");
    expect(Object.keys(home).sort()).toEqual(["Dentist"]);
    expect(home.Dentist).toMatchObject({ telephone: "024 7631 2256", address: { postalCode: "CV12 8NW" }, geo: { "@type": "GeoCoordinates", latitude: 52.4767, longitude: -1.4706 } });
    expect(home.Dentist.openingHoursSpecification[0]).toMatchObject({ opens: "08:00", closes: "18:00" });
    expect(html("index.html")).not.toContain("<script>alert(1)");

    const veneers = structuredData("veneers.html");
    expect(Object.keys(veneers)).toEqual(["BreadcrumbList"]);
    expect(veneers.BreadcrumbList.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Veneers", item: "https://www.coventryroaddental.co.uk/veneers" });
  });

  it("serves a photo as AVIF and WebP variants at several widths, keeping the original as the fallback", () => {
    const page = html("fillings.html");
    const avif = /<source type="image\/avif" srcset="([^"]+)"/i.exec(page)?.[1] ?? "";
    expect(avif).toContain("/_img/images/surgery-320.avif 320w");
    expect(avif).toContain("/_img/images/surgery-1000.avif 1000w");
    expect(page).toMatch(/<img[^>]*src="\/images\/surgery.jpg"[^>]*srcset="[^"]*surgery-640.webp 640w/i);
    for (const file of ["surgery-320.avif", "surgery-1000.webp"]) expect(existsSync(join(dist, "_img", "images", file)), file).toBe(true);
  });

  it("marks the not-found page noindex and gives it its message", () => {
    const page = html("404.html");
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain("Oops! Page not found");
  });

  it("keeps zod and ajv out of the browser bundle", () => {
    for (const file of assets()) {
      const code = readFileSync(join(dist, "assets", file), "utf8");
      // "ajv.js" as a word: a chunk's name ends in a hash of letters that can end in "ajv" (benefits-Bf2Wyajv.js).
      expect(code, file).not.toMatch(/ZodError|zod\/v4|\$ZodType|new Ajv|\bajv\.js|json-schema-traverse/);
    }
  });

  it("runs one small module script and no inline code: the speculation rules it adds are allowed by their hash, and nothing else inline is", () => {
    for (const file of ["index.html", "fillings.html", "404.html"]) {
      const page = html(file);
      const sources = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!);
      expect(sources, file).toHaveLength(1);
      expect(existsSync(join(dist, sources[0]!)), file).toBe(true);
      expect(page, file).toContain(`<script type="module" src="${sources[0]}"></script>`);
      // Every inline script element is inert data: JSON for islands, JSON-LD. The speculation rules are added by the script.
      const inlineTypes = [...page.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map(([, attributes]) => /type="([^"]+)"/.exec(attributes!)?.[1]);
      for (const type of inlineTypes) expect(["application/json", "application/ld+json"], file).toContain(type);
    }
    const headers = readFileSync(join(dist, "_headers"), "utf8");
    expect(/script-src ([^;]+);/.exec(headers)?.[1]).toBe(`'self' ${SPECULATION_RULES_CSP_SOURCE}`);
  });

  it("keeps the script every page runs to a few kilobytes, without React", () => {
    const entry = /<script type="module" src="([^"]+)">/.exec(html("veneers.html"))![1]!;
    const code = readFileSync(join(dist, entry));
    expect(gzipSync(code).length).toBeLessThan(3 * 1024);
    const imports = [...code.toString().matchAll(/from"\.\/([^"]+)"/g)].map(([, chunk]) => chunk!);
    for (const chunk of imports) expect(readFileSync(join(dist, "assets", chunk), "utf8"), chunk).not.toMatch(/react\.element|__SECRET_INTERNALS|useState/);
  });

  it("renders an island apart, in a wrapper the browser hydrates, with only its block's data beside it", () => {
    const page = html("fillings.html");
    const island = /<div class="island" data-island="(\d+)" data-wake="visible">([\s\S]*?)<\/div><\/div>/.exec(page);
    expect(island, "the reviews block's island").not.toBeNull();
    expect(island![2]).toContain("A gentle, friendly team.");
    const data = JSON.parse(/<script type="application\/json" id="island-data">([^<]*)<\/script>/.exec(page)![1]!) as { blocks: Record<string, { type: string }> };
    expect(Object.keys(data.blocks)).toEqual([island![1]]);
    expect(data.blocks[island![1]!]!.type).toBe("reviews");
    // A page whose blocks all work without scripts carries no island data.
    expect(html("veneers.html")).not.toContain('id="island-data"');
  });

  it("keeps a styled-components id on an element only where a rule names it, or inside an island the browser draws again", () => {
    const page = html("fillings.html");
    const shared = readFileSync(join(dist, /<link rel="stylesheet" href="\/(assets\/frame-[\w-]+\.css)"/.exec(page)![1]!), "utf8");
    const css = shared + [...page.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join("");
    const islandStart = page.indexOf('<div class="island" data-island="');
    expect(islandStart).toBeGreaterThan(0);
    const outside = page.slice(0, islandStart);
    const ids = [...outside.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" ")).filter((name) => name.startsWith("sc-"));
    for (const id of ids) expect(css, `${id} is named by a rule`).toContain(`.${id}`);
    // The header, the main area and the blocks outside islands still carry their styled classes.
    expect(outside).toMatch(/<header class="\w+"/);
    // The island's markup is React's own (its elements keep their ids, as styled-components draws them again).
    expect(page.slice(islandStart, islandStart + 2000)).toMatch(/ class="sc-[\w-]+ /);
  });

  it("puts the styles every page shares in one file of assets/, each page keeping inline only its own rules and no styled-components entries", () => {
    const pages = ["index.html", "veneers.html", "fillings.html", "contact.html"];
    const linked = pages.map((file) => /<link rel="stylesheet" href="\/(assets\/frame-[\w-]+\.css)"/.exec(html(file))?.[1]);
    expect(new Set(linked).size).toBe(1);
    const shared = readFileSync(join(dist, linked[0]!), "utf8");
    expect(shared.length).toBeGreaterThan(1000);
    // The file lists the class names it holds, and each page those it adds (engine/app/serverStyles.ts).
    const fileList = /data-styled\.names\{content:"([^"]*)"\}/.exec(shared)?.[1] ?? "";
    expect(fileList).toMatch(/^sc-[\w-]+:\w+/);
    const namesIn = (list: string) => list.split(";").flatMap((entry) => entry.split(":")[1]?.split(",") ?? []);
    let ruledNames = 0;
    for (const file of pages) {
      const style = /<style data-styled="active" data-server-styles="([^"]*)">([^<]*)<\/style>/.exec(html(file));
      expect(style, file).not.toBeNull();
      // The browser still learns every class name the page's own rules hold, so an island never adds one twice.
      const known = new Set([...namesIn(fileList), ...namesIn(style![1]!)]);
      const ruled = [...style![2]!.matchAll(/(?:^|\})\.([\w-]+)[{:.\s[>]/g)].map((m) => m[1]!).filter((name) => !name.startsWith("sc-"));
      for (const name of ruled) expect(known.has(name), `${file}: .${name}`).toBe(true);
      ruledNames += ruled.length;
      expect(style![2]).not.toContain("data-styled.g");
      expect(style![2]).not.toContain("/*!sc*/");
      // No rule is both in the shared file and inline.
      for (const rule of style![2]!.split("}").filter((r) => r.startsWith(".")).map((r) => `${r}}`)) expect(shared, `${file}: ${rule}`).not.toContain(rule);
    }
    // Some page keeps rules of its own (a block the file does not sample), so the check above had names to check.
    expect(ruledNames).toBeGreaterThan(0);
  });

  it("links the shared style file without holding up the first paint, and carries inline the file's rules of what is on screen at load", () => {
    for (const file of ["index.html", "veneers.html", "fillings.html", "contact.html", "veneers/aftercare.html"]) {
      const page = html(file);
      const head = page.slice(0, page.indexOf("</head>"));
      const href = /<link rel="stylesheet" href="(\/assets\/frame-[\w-]+\.css)"/.exec(head)?.[1];
      expect(href, file).toBeTruthy();
      // Linked for print (no screen waits for it) until the page's script switches it; linked as usual without scripts.
      expect(head).toContain(`<link rel="stylesheet" href="${href}" media="print" data-deferred-style><noscript><link rel="stylesheet" href="${href}"></noscript>`);
      expect(head.replaceAll(/<noscript>.*?<\/noscript>/g, "")).not.toMatch(new RegExp(`<link rel="stylesheet" href="${href}">`));
      const inline = /<style data-first-screen>([^<]*)<\/style>/.exec(head)?.[1];
      expect(inline, `${file}: the first screen's rules`).toBeTruthy();
      expect(head.indexOf("<style data-first-screen>")).toBeLessThan(head.indexOf('<style data-styled="active"'));
      const shared = readFileSync(join(dist, href!.slice(1)), "utf8").split("\n").filter((rule) => rule && !rule.startsWith("data-styled"));
      // What is on screen at load: the header's bar, the main area and the whole first block.
      const body = page.slice(page.indexOf('<div id="root">'));
      const header = /<header[^>]*>/.exec(body)![0];
      const main = /<main[^>]*>/.exec(body)![0];
      const firstBlock = /<main[^>]*>(?:<!--\$-->)?(<section[\s\S]*?<\/section>)/.exec(body)![1]!;
      const shown = new Set([header, main, firstBlock].flatMap((part) => [...part.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "))));
      const state = /:(hover|focus|focus-visible|focus-within|active)\b|:is\(:popover-open/;
      // Copied without what a still first paint does not show (a transition, the cursor, a closed popover's anchor).
      const painted = (rule: string) => rule.replace(/(cursor|transition|anchor-name):[^;}]*;/g, "");
      let checked = 0;
      for (const rule of shared) {
        const classes = [...rule.matchAll(/\.([A-Za-z][\w-]*)[^{]*\{/g)].map((m) => m[1]!);
        if (!classes.some((name) => shown.has(name)) || state.test(rule.replace(/:not\(:is\([^)]*\)\)/g, ""))) continue;
        if (painted(rule).includes("{}")) continue; // nothing left to copy: the no-transition check below covers it
        expect(inline, `${file}: ${rule}`).toContain(painted(rule));
        checked++;
      }
      expect(inline, `${file}: no transition or cursor`).not.toMatch(/[{;](transition|cursor):/);
      expect(checked, file).toBeGreaterThan(3);
      // The base styles too, and nothing of the footer, which is never on screen at load.
      expect(inline).toMatch(/(^|\})body\{/);
      const footerClass = /<footer class="[^"]*?(\w+)"/.exec(body)![1]!;
      expect(shared.some((rule) => rule.startsWith(`.${footerClass}{`)), "the footer's rule is in the file").toBe(true);
      expect(inline).not.toContain(`.${footerClass}{`);
    }
  });

  it("draws each icon once per page, in a hidden sprite every icon of the page uses, and gives the islands' data no drawing", () => {
    for (const file of ["index.html", "contact.html", "fillings.html", "veneers/aftercare.html"]) {
      const page = html(file);
      const sprite = /<div hidden><svg[^>]*>(.*?)<\/svg><\/div>/.exec(page)?.[1];
      expect(sprite, file).toBeTruthy();
      const symbols = [...sprite!.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]!);
      expect(new Set(symbols).size, file).toBe(symbols.length);
      const used = new Set([...page.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1]!));
      // The header's menus show chevrons on every page; each is drawn once, however many times it is shown.
      expect(page.split('<use href="#icon-chevron-down"').length, file).toBeGreaterThan(2);
      for (const id of used) expect(symbols, `${file}: ${id}`).toContain(id);
      // No icon is drawn in full where it is shown (lucide's inline drawings carried its class and stroke style).
      const outsideSprite = page.replace(sprite!, "");
      expect(outsideSprite, file).not.toContain('class="lucide');
      expect(outsideSprite, file).not.toContain('stroke-linecap="round"');
    }
    const page = html("contact.html");
    const data = JSON.parse(/<script type="application\/json" id="island-data">([^<]*)<\/script>/.exec(page)![1]!) as Record<string, unknown>;
    expect(Object.values(data.blocks as Record<string, { type: string }>).map((block) => block.type)).toContain("form");
    expect(Object.keys(data).sort()).toEqual(["blocks", "file"]);
  });

  it("keeps pages' content out of the browser bundle: a page's words travel in its HTML", () => {
    for (const file of assets()) {
      const code = readFileSync(join(dist, "assets", file), "utf8");
      expect(code, file).not.toMatch(/Fixture \w+ heading/);
    }
  });

  it("publishes each form's definition for its receivers as forms/<name>.json: fields in order, with kinds, labels, limits and choices", () => {
    expect(readdirSync(join(dist, "forms")).filter((f) => f.endsWith(".json")).sort()).toEqual(["contact.json", "new-patient.json"]);
    const published = JSON.parse(html("forms/new-patient.json"));
    expect(published.name).toBe("new-patient");
    expect(published.fields.map((f: { name: string }) => f.name)).toEqual(fixtureFormJson("new-patient").fields.map((f: { name: string }) => f.name));
    expect(published.fields[1]).toEqual({ name: "dateOfBirth", kind: "text", label: "Date of Birth", required: true, minLength: 6, maxLength: 10 });
    expect(published.fields.find((f: { name: string }) => f.name === "confidence").choices).toEqual(["1", "2", "3", "4", "5"]);
    // A list of services: the catalogue's keys, which is what the form sends.
    expect(JSON.parse(html("forms/contact.json")).fields[4]).toMatchObject({ name: "service", kind: "select", choices: ["veneers", "fillings"] });
  });

  it("writes sitemap.xml and robots.txt from the routes and the site URL", () => {
    const sitemap = html("sitemap.xml");
    expect(sitemap).toContain("<loc>https://www.coventryroaddental.co.uk/veneers</loc>");
    expect(sitemap).not.toContain("404");
    expect(html("robots.txt")).toContain("Sitemap: https://www.coventryroaddental.co.uk/sitemap.xml");
  });

  it("refuses to build broken content, with the validator's message", async () => {
    const broken = tempSite();
    try {
      broken.edit("pages/index.json", (p) => (p.blocks[0].actions[0].to = "/nowhere"));
      const errors: string[] = [];
      const original = console.error;
      console.error = (line: string) => errors.push(line);
      try {
        expect(await buildSite(broken.root, { quiet: true })).toBe(false);
      } finally {
        console.error = original;
      }
      // The validator's own line: the file (with its line and column), the place, and what is wrong.
      expect(errors.join("\n")).toMatch(/pages\/index\.json:\d+:\d+ › blocks\[0\]\.actions\[0\]\.to: block 1 \(Hero\), button 1: "\/nowhere" is not a page of this site/);
    } finally {
      broken.remove();
    }
  });
});
