/**
 * The content checks about pictures: every picture is described or declared decorative (a validator error, worded
 * for staff, at the picture's "alt"), and a picture in public/ that nothing uses is listed with its size.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { unusedPictureNotices } from "../../engine/content/pictureUse";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

const imageText = (image: object) => ({ type: "imageText", heading: "About veneers", paragraphs: ["Thin shells."], image });
const errorsOf = (root: string) => validateProject(root).problems.filter((p) => p.severity === "error").map(formatProblem);

describe("every picture is described or declared decorative", () => {
  it("reports a picture without a description, in a page and in a shared block, with a hint of what to write", () => {
    site = tempSite();
    site.edit("pages/veneers.json", (p) => p.blocks.push(imageText({ src: "/images/logo.svg", alt: "  " })));
    site.write("pages/_shared/smile.json", { $schema: "../../schemas/shared-block.schema.json", ...imageText({ src: "/images/logo.svg", alt: "" }) });
    const errors = errorsOf(site.root);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^pages\/_shared\/smile\.json:\d+:\d+ › image\.alt: .*the picture has no description \("alt"\): say in a few words what it shows/);
    expect(errors[1]).toMatch(/^pages\/veneers\.json:\d+:\d+ › blocks\[2\]\.image\.alt: block 3 \(Image and text\), "image": the picture has no description/);
    expect(errors[1]).toContain('mark it "decorative": true instead');
  });

  it('accepts a described picture and an empty description marked "decorative"', () => {
    site = tempSite();
    site.edit("pages/veneers.json", (p) => p.blocks.push(imageText({ src: "/images/logo.svg", alt: "Our logo" }), imageText({ src: "/images/logo.svg", alt: "", decorative: true })));
    expect(errorsOf(site.root)).toEqual([]);
  });
});

describe("pictures nothing uses", () => {
  it("lists each unused picture with its file and size; a picture named only by a shared block is in use", () => {
    site = tempSite();
    writeFileSync(join(site.root, "public", "images", "img-4821.jpg"), Buffer.alloc(2 * 1024 * 1024, 1));
    writeFileSync(join(site.root, "public", "images", "kept.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    site.write("pages/_shared/kept.json", { $schema: "../../schemas/shared-block.schema.json", ...imageText({ src: "/images/kept.svg", alt: "A smile" }) });
    expect(unusedPictureNotices(site.root).map(formatProblem)).toEqual([
      "public/images/img-4821.jpg › (the whole file): notice: no page, shared block or setting uses this picture (2.0 MB); use it, or delete the file (the page editor's picture list can remove it)",
    ]);
  });
});
