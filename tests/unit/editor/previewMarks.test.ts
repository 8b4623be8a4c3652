/**
 * A preview's pages say what the publication changes on them (issue 48 point 5): the page a request changes
 * carries a labelled region at the top with its changes in before → after words; a page it does not change
 * carries nothing; the practice details and shared blocks (seen on many pages) are told on the home page.
 */
import { describe, expect, it } from "vitest";
import { changedBlocks, markedPage, marksByAddress, addressOfBuiltFile } from "../../../engine/editor/server/publish/previewMarks";
import type { PinnedFileInWords } from "../../../engine/editor/server/publish/pinnedInWords";

const CHANGES: PinnedFileInWords[] = [
  { file: "pages/pricing.json", kind: "page", name: "Prices", status: "changed", lines: ["Fees (block 2), Examination: Price: £27.40 → £27.90"] },
  { file: "pages/treatments/veneers.json", kind: "page", name: "Veneers", status: "changed", lines: ["Hero (block 1): Heading: “Old” → “<New> & improved”"] },
  { file: "site.config.json", kind: "site", name: "Practice details", status: "changed", lines: ["Opening hours, Saturday: Closes: 13:00 → 14:00"] },
  { file: "public/images/team/new.jpg", kind: "file", name: "Pictures and files", status: "added", lines: ["Picture “new.jpg” added"] },
];

const PAGE = '<!doctype html><html lang="en-GB"><head><title>Prices</title></head><body class="site"><a href="#main" class="skip">Skip</a><main id="main"><h1>Prices</h1></main></body></html>';

/** The banner of a page as a reader's assistive technology finds it: a region named by its label. */
function bannerOf(html: string): { label: string; text: string } | null {
  const region = /<section\b[^>]*aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  return region ? { label: region[1]!, text: region[2]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim() } : null;
}

describe("the changes marked on a preview's pages", () => {
  const marks = marksByAddress(CHANGES);

  it("finds the address each built file is served at", () => {
    expect(addressOfBuiltFile("pricing.html")).toBe("/pricing");
    expect(addressOfBuiltFile("index.html")).toBe("/");
    expect(addressOfBuiltFile("treatments/veneers.html")).toBe("/treatments/veneers");
    expect(addressOfBuiltFile("treatments/index.html")).toBe("/treatments");
  });

  it("puts a labelled banner with the before → after words at the top of a changed page, waiting for approval", () => {
    const html = markedPage(PAGE, marks.get("/pricing"), { status: "waiting", publishAtWords: null });
    const banner = bannerOf(html);
    expect(banner?.label).toBe("Changes waiting on this page");
    expect(banner?.text).toContain("This page has changes waiting for approval:");
    expect(banner?.text).toContain("Fees (block 2), Examination: Price: £27.40 → £27.90");
    // First in the body, before the page's own skip link; the rest of the page unchanged.
    expect(html.indexOf("<section")).toBeGreaterThan(html.indexOf('<body class="site">'));
    expect(html.indexOf("<section")).toBeLessThan(html.indexOf('class="skip"'));
    expect(html.replace(/<section[\s\S]*?<\/section>/, "")).toBe(PAGE);
  });

  it("says the date of a scheduled publication, and escapes the practice's words", () => {
    const html = markedPage(PAGE, marks.get("/treatments/veneers"), { status: "scheduled", publishAtWords: "1 April 2027 at 09:00" });
    expect(bannerOf(html)?.text).toContain("This page has changes to be published on 1 April 2027 at 09:00 (UK time):");
    expect(html).toContain("“&lt;New&gt; &amp; improved”");
    expect(html).not.toContain("<New>");
  });

  it("leaves a page the publication does not change as it was built", () => {
    expect(marks.get("/contact")).toBeUndefined();
    expect(markedPage(PAGE, marks.get("/contact"), { status: "waiting", publishAtWords: null })).toBe(PAGE);
  });

  it("tells the changes seen on many pages (practice details) on the home page, pictures by the pages that show them", () => {
    const home = bannerOf(markedPage(PAGE, marks.get("/"), { status: "waiting", publishAtWords: null }));
    expect(home?.text).toContain("Practice details: Opening hours, Saturday: Closes: 13:00 → 14:00");
    expect(home?.text).not.toContain("new.jpg");
    expect(bannerOf(markedPage(PAGE, marks.get("/pricing"), { status: "waiting", publishAtWords: null }))?.text).not.toContain("Practice details");
  });

  it("outlines the blocks a change touches, and only while the page's blocks are its main's children one for one", () => {
    const before = { blocks: [{ type: "hero", heading: "Old" }, { type: "faq", items: [] }, { type: "cta", heading: "Ready?" }] };
    const after = { blocks: [{ type: "hero", heading: "New" }, { type: "imageText", heading: "Added" }, { type: "faq", items: [] }, { type: "cta", heading: "Ready?" }] };
    const blocks = changedBlocks(Buffer.from(JSON.stringify(before)), Buffer.from(JSON.stringify(after)));
    // The hero changed and a block was added; the moved FAQ and the CTA are as they were.
    expect(blocks).toEqual({ changed: [0, 1], count: 4 });
    const html = markedPage(PAGE, { lines: ["Hero (block 1): Heading: “Old” → “New”"], blocks }, { status: "waiting", publishAtWords: null });
    const style = /<style data-preview-changes>([\s\S]*?)<\/style>/.exec(html.slice(0, html.indexOf("</head>")))?.[1] ?? "";
    // The 1st and 2nd of exactly 4 children of <main>: a page built otherwise is outlined nowhere, never wrongly.
    expect(style).toContain("main > :nth-child(1):nth-last-child(4)");
    expect(style).toContain("main > :nth-child(2):nth-last-child(3)");
    expect(style).not.toMatch(/nth-child\(3\)|nth-child\(4\)/);
    expect(style).toMatch(/outline:\s*3px dashed/);
    // A new page, or one that is not a page of blocks, has its banner only.
    expect(changedBlocks(null, Buffer.from(JSON.stringify(after)))).toBeUndefined();
    expect(changedBlocks(Buffer.from("{"), Buffer.from(JSON.stringify(after)))).toBeUndefined();
    expect(markedPage(PAGE, { lines: ["x"] }, { status: "waiting", publishAtWords: null })).not.toContain("<style");
  });
});
