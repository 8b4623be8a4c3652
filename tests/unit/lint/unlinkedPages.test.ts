import { describe, expect, it } from "vitest";
import { unlinkedPages } from "../../../engine/content/lint/unlinkedPages";
import type { TempSite } from "../../support/tempSite";
import { lint } from "./support";

/** A valid page at `route`, with a title of its own. */
function addPage(site: TempSite, route: string, blocks: object[] = []) {
  const depth = route.split("/").length - 2;
  site.write(`pages${route}.json`, {
    $schema: `${"../".repeat(depth + 1)}schemas/page.schema.json`,
    title: `Page ${route} | Test Practice`,
    description: `The page at ${route}, added by a test of the fixture site.`,
    blocks: [{ type: "hero", heading: `Page ${route}` }, ...blocks],
  });
}

const linkTo = (to: string) => ({ type: "cta", heading: "More", actions: [{ kind: "internal", to, label: "Read more" }] });

const unlinked = (route: string, file = `pages${route}.json`) =>
  `${file} › (the whole file): warning: no other page links to ${route}, so visitors can only find it through a search engine or by typing its address; ` +
  `link to it from a page they visit (a link of kind "internal" with "to": "${route}"), or add it to a menu or the footer in site.config.json`;

describe("lint: every page is linked from another page", () => {
  it("names a page no other page links to, with its file and what to do", () => {
    expect(lint(unlinkedPages, (s) => addPage(s, "/emergencies"))).toEqual([unlinked("/emergencies")]);
  });

  it("does not count a page's links to itself, nor the sitemap.xml every page is listed in", () => {
    expect(lint(unlinkedPages, (s) => addPage(s, "/emergencies", [linkTo("/emergencies")]))).toEqual([unlinked("/emergencies")]);
  });

  it("counts a link inside a paragraph of another page", () => {
    expect(lint(unlinkedPages, (s) => {
      addPage(s, "/emergencies");
      s.edit("pages/contact.json", (p) => p.blocks.push({ type: "cta", heading: "Urgent?", text: "See [our emergency page](/emergencies).", actions: [{ kind: "phone" }] }));
    })).toEqual([]);
  });

  it("names a page under a folder by its address", () => {
    expect(lint(unlinkedPages, (s) => addPage(s, "/for-dentists/implants"))).toEqual([unlinked("/for-dentists/implants")]);
  });

  it("counts a link of kind internal on another page, in a block of its own or a shared one", () => {
    expect(lint(unlinkedPages, (s) => {
      addPage(s, "/emergencies");
      s.edit("pages/contact.json", (p) => p.blocks.push(linkTo("/emergencies")));
    })).toEqual([]);
    expect(lint(unlinkedPages, (s) => {
      addPage(s, "/emergencies");
      s.write("pages/_shared/help.json", { $schema: "../../schemas/shared-block.schema.json", ...linkTo("/emergencies") });
      s.edit("pages/contact.json", (p) => p.blocks.push({ ref: "shared/help" }));
    })).toEqual([]);
  });

  it("counts the header's menus and the footer, which every page shows", () => {
    expect(lint(unlinkedPages, (s) => {
      addPage(s, "/emergencies");
      s.edit("site.config.json", (c) => c.navigation.footer.push({ name: "Emergencies", path: "/emergencies" }));
    })).toEqual([]);
  });

  it("counts a link list or a referral card on another page", () => {
    expect(lint(unlinkedPages, (s) => {
      addPage(s, "/emergencies");
      s.edit("pages/contact.json", (p) => p.blocks.push({ type: "linkList", heading: "Pages", links: [{ name: "Emergencies", path: "/emergencies" }] }));
    })).toEqual([]);
  });

  it("counts a treatment that a services grid or strip shows, and names one that only the catalogue lists", () => {
    const hiddenTreatment = (s: TempSite) => {
      addPage(s, "/night-guard");
      s.edit("site.config.json", (c) => c.services.push({ ...c.services[0], key: "night-guard", title: "Night guard", path: "/night-guard", inMenu: false }));
    };
    expect(lint(unlinkedPages, hiddenTreatment)).toEqual([unlinked("/night-guard")]);
    expect(lint(unlinkedPages, (s) => {
      hiddenTreatment(s);
      s.edit("pages/contact.json", (p) => p.blocks.push({ type: "servicesGrid", heading: "All treatments" }));
    })).toEqual([]);
    expect(lint(unlinkedPages, (s) => {
      hiddenTreatment(s);
      s.edit("pages/contact.json", (p) => p.blocks.push({ type: "servicesStrip", services: ["night-guard"] }));
    })).toEqual([]);
    // A grid of menu entries only leaves it out.
    expect(lint(unlinkedPages, (s) => {
      hiddenTreatment(s);
      s.edit("pages/contact.json", (p) => p.blocks.push({ type: "servicesGrid", heading: "Popular treatments", menuOnly: true }));
    })).toEqual([unlinked("/night-guard")]);
  });

  it("never names the home page or the not-found page", () => {
    expect(lint(unlinkedPages, (s) => {
      s.edit("pages/index.json", (p) => (p.blocks[0].actions = []));
      s.edit("site.config.json", (c) => (c.navigation.direct = c.navigation.direct.filter((l: { path: string }) => l.path !== "/")));
    })).toEqual([]);
  });
});
