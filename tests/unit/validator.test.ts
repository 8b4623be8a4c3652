/**
 * Every class of content error the validator catches, each reported with the
 * file, the JSON path and a plain-English reason. Wording is pinned by snapshots.
 */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

function problems(setup: (site: TempSite) => void): string[] {
  site = tempSite();
  setup(site);
  return validateProject(site.root).problems.map(formatProblem);
}

describe("validator", () => {
  it("accepts the fixture site", () => {
    expect(problems(() => {})).toEqual([]);
  });

  it("reports malformed JSON with file, line and column", () => {
    const lines = problems((s) => s.write("pages/veneers.json", '{\n  "title": "x",\n  "blocks": [\n    { "type": "hero" "heading": "x" }\n  ]\n}'));
    expect(lines).toEqual(["pages/veneers.json:4:21 › line 4, column 21: a comma is missing here, between two entries: every entry but the last is followed by a comma"]);
  });

  it("suggests the closest block type for an unknown one", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => (p.blocks[1].type = "faqs")));
    expect(lines).toMatchSnapshot();
    expect(lines[0]).toContain('did you mean "faq"?');
  });

  it("reports only the known type's problems, never every branch of the union", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => delete p.blocks[1].items[0].answer));
    expect(lines).toEqual(["pages/index.json:21:9 › blocks[1].items[0].answer: block 2 (FAQ), question 1: the answer is missing"]);
  });

  it("words a problem the way staff describe it: file, block, entry, reason", () => {
    const lines = problems((s) =>
      s.edit("pages/veneers.json", (p) => {
        const questions = [{ question: "One?", answer: "Yes." }, { question: "Two?" }];
        p.blocks.splice(1, 0, { type: "imageText", heading: "x", paragraphs: ["y"], image: { src: "/images/logo.svg", alt: "Logo" } }, { type: "benefits", heading: "x", items: [{ title: "t" }] }, { type: "faq", heading: "Questions", items: questions });
      }),
    );
    expect(lines).toEqual(["pages/veneers.json:38:9 › blocks[3].items[1].answer: block 4 (FAQ), question 2: the answer is missing"]);
  });

  it("names fields whose key reads badly on its own, and says how many entries a list needs", () => {
    const lines = problems((s) =>
      s.edit("pages/veneers.json", (p) => {
        delete p.blocks[1].actions[0].to;
        p.blocks.push({ type: "cta", heading: "Empty", actions: [] });
      }),
    );
    expect(lines).toEqual([
      'pages/veneers.json:14:9 › blocks[1].actions[0].to: block 2 (Call to action), button 1: the page it links to ("to") is missing',
      "pages/veneers.json:23:18 › blocks[2].actions: block 3 (Call to action): the actions list needs at least 1 button",
    ]);
  });

  it("says how to write a choice, a list and a block when they are written wrongly", () => {
    const lines = problems((s) =>
      s.edit("pages/index.json", (p) => {
        p.blocks[0].text = "One paragraph, not in a list";
        p.blocks.push({ type: "imageText", heading: "x", paragraphs: ["y"], image: { src: "/images/logo.svg", alt: "x" }, imageSide: "centre" }, "faq");
      }),
    );
    expect(lines).toEqual([
      'pages/index.json:16:15 › blocks[0].text: block 1 (Hero): the text should be a list in [ ], even of one entry: ["One paragraph, not in a list"]',
      'pages/index.json:38:20 › blocks[2].imageSide: block 3 (Image and text): "centre" is not one of the choices here; choose one of: left, right',
      'pages/index.json:40:5 › blocks[3]: block 4: a block should be an object in { } with a "type", like { "type": "faq", … }, but this is a text',
    ]);
  });

  it("asks for a block type (or a shared-block reference) when a block has neither", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => delete p.blocks[1].type));
    expect(lines).toEqual([
      'pages/index.json:17:5 › blocks[1].type: block 2: the block type ("type") is missing; choose one of: ' +
        'hero, imageText, benefits, stats, faq, servicesStrip, servicesGrid, cta, richText, reviews, carousel, video, beforeAfter, contactCards, ' +
        'openingHours, downloads, appLinks, referralCards, popup, linkList, priceTable, teamGrid, form, notFound, formsPrivacy, chargesInForce, findUs (or write { "ref": "shared/<name>" } for a shared block)',
    ]);
  });

  it("suggests the closest field name for an unknown key", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => (p.blocks[0].heding = "x")));
    expect(lines.join("\n")).toContain('pages/index.json:16:7 › blocks[0]: block 1 (Hero): "heding" is not a field of this block; did you mean "heading"?');
  });

  it("explains a wrong kind of value", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => (p.blocks[1].heading = 42)));
    expect(lines).toMatchSnapshot();
  });

  it("catches an internal link to a page that does not exist and suggests the right one", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => (p.blocks[0].actions[0].to = "/veneer")));
    expect(lines).toEqual([
      'pages/index.json:12:17 › blocks[0].actions[0].to: block 1 (Hero), button 1: "/veneer" is not a page of this site; did you mean "/veneers"?',
    ]);
  });

  it("catches a short path that has no page (the old site's mistake)", () => {
    const lines = problems((s) => s.edit("pages/veneers.json", (p) => (p.blocks[1].actions[0].to = "/childrens")));
    expect(lines[0]).toContain('"/childrens" is not a page of this site');
  });

  it("catches a missing file under public/", () => {
    const lines = problems((s) =>
      s.edit("pages/index.json", (p) => p.blocks.push({ type: "imageText", heading: "x", paragraphs: ["y"], image: { src: "/images/missing.svg", alt: "x" } })),
    );
    expect(lines).toEqual([
      'pages/index.json:34:16 › blocks[2].image.src: block 3 (Image and text), "image": "/images/missing.svg" does not exist; put the file at public/images/missing.svg or fix the path',
    ]);
  });

  it("catches a reference to a treatment that is not in the services catalogue", () => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => p.blocks.push({ type: "servicesStrip", services: ["veneers", "venners"] })));
    expect(lines).toMatchSnapshot();
    expect(lines[0]).toContain('did you mean "veneers"?');
  });

  it("catches two files serving the same route", () => {
    const lines = problems((s) => s.write("pages/veneers/index.json", s.read("pages/veneers.json")));
    expect(lines.some((l) => l.startsWith("pages/veneers/index.json") && l.includes('same address "/veneers" as pages/veneers.json'))).toBe(true);
  });

  it.each([["javascript:alert(1)"], ["data:text/html,hi"], ["http://insecure.example"]])("rejects the link %s", (href) => {
    const lines = problems((s) => s.edit("pages/index.json", (p) => p.blocks[0].actions.push({ kind: "external", href, label: "x" })));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("blocks[0].actions[1].href");
    expect(lines[0]).toContain("is not an allowed link; use an address starting with https://");
  });

  it("accepts https:, mailto: and tel: links", () => {
    const hrefs = ["https://www.nhs.uk/", "mailto:reception@example.co.uk", "tel:02476312256"];
    expect(problems((s) => s.edit("pages/index.json", (p) => hrefs.forEach((href) => p.blocks[0].actions.push({ kind: "external", href, label: "x" }))))).toEqual([]);
  });

  it("checks site.config.json too: routes, files and formats", () => {
    const lines = problems((s) =>
      s.edit("site.config.json", (c) => {
        c.services[0].path = "/venears";
        c.services[0].image = "/images/services/nope.svg";
        c.openingHours[0].opens = "8am";
      }),
    );
    expect(lines).toMatchSnapshot();
  });

  it("requires the $schema pointer so editors can help", () => {
    const lines = problems((s) => s.edit("pages/contact.json", (p) => delete p.$schema));
    expect(lines).toEqual(['pages/contact.json:1:1 › $schema: the first line should be "$schema": "../schemas/page.schema.json" so your editor can check this page as you type']);
  });

  it("reports every problem of every file in one run", () => {
    const lines = problems((s) => {
      s.edit("pages/index.json", (p) => (p.blocks[1].type = "faqs"));
      s.edit("pages/veneers.json", (p) => (p.title = ""));
      s.write("pages/contact.json", "{");
    });
    expect(lines.map((l) => l.split(" › ")[0]!.replace(/:\d+:\d+$/, ""))).toEqual(["pages/contact.json", "pages/index.json", "pages/veneers.json"]);
  });
});
