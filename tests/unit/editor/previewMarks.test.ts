/**
 * A preview's pages say what the publication changes on them (issue 48 point 5): the page a request changes
 * carries a labelled region at the top with its changes in before → after words; a page it does not change
 * carries nothing; the practice details and shared blocks (seen on many pages) are told on the home page.
 */
import { describe, expect, it } from "vitest";
import { markedPage, marksByAddress, addressOfBuiltFile } from "../../../engine/editor/server/publish/previewMarks";
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
});
