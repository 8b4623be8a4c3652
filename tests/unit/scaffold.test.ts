/**
 * npm run new-page: each template makes a page that validates and builds as it
 * is, at the file its route needs, with the right "$schema", never over an
 * existing page, and with its placeholders listed (and caught by lint).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaffoldPage, ScaffoldError } from "../../engine/content/templates/scaffold";
import { TEMPLATE_NAMES } from "../../engine/content/templates";
import { validateProject } from "../../engine/content/validate";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";
import { lintContent } from "../../engine/content/lint";
import { unfinishedText } from "../../engine/content/lint/unfinishedText";
import { formatProblem } from "../../engine/content/validate/problem";
import { buildSite } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

const repo = join(import.meta.dirname, "..", "..");
const generated = generateJsonSchemas(["veneers", "fillings"]);
const jsonSchemas = compileJsonSchemas(generated.site, generated.page, generated.sharedBlock);
const tsx = join(repo, "node_modules", ".bin", "tsx");

function withSite(test: (site: TempSite) => void) {
  const site = tempSite();
  try {
    test(site);
  } finally {
    site.remove();
  }
}

describe("new-page", () => {
  it.each(TEMPLATE_NAMES)("the %s template makes a page that validates as it is (zod and the editor's schema)", (template) =>
    withSite((site) => {
      const made = scaffoldPage(site.root, `/new-${template}`, template);
      const result = validateProject(site.root, { jsonSchemas });
      expect(result.problems.map(formatProblem)).toEqual([]);
      expect(result.pages.find((p) => p.route === `/new-${template}`)?.file).toBe(made.file);
      expect(made.todo.length).toBeGreaterThan(0);
    }),
  );

  it("puts a nested path in folders, with the relative $schema that reaches schemas/", () =>
    withSite((site) => {
      const made = scaffoldPage(site.root, "for-dentists/implants/", "info");
      expect(made.file).toBe("pages/for-dentists/implants.json");
      const written = JSON.parse(readFileSync(join(site.root, made.file), "utf8"));
      expect(Object.keys(written)[0]).toBe("$schema");
      expect(written.$schema).toBe("../../schemas/page.schema.json");
      expect(written.title).toBe("Implants | Coventry Road Dental Care");
      expect(validateProject(site.root).pages.some((p) => p.route === "/for-dentists/implants")).toBe(true);
    }));

  it("names a treatment with the practice's own name and town from site.config.json", () =>
    withSite((site) => {
      site.edit("site.config.json", (config) => {
        config.name = "Riverside Dental";
        config.contact.address.locality = "Nuneaton";
      });
      const made = scaffoldPage(site.root, "/gum-care", "treatment");
      expect(made.page.title).toBe("Gum Care in Nuneaton | Riverside Dental");
      expect((made.page.blocks as { heading?: string }[])[0]!.heading).toBe("Gum Care in Nuneaton");
      expect(made.name).toBe("Gum Care");
    }));

  it("points Request a Callback at the page that holds the contact form, wherever it is", () =>
    withSite((site) => {
      const callback = (made: { page: Record<string, unknown> }) =>
        (made.page.blocks as { actions?: { label?: string; to?: string }[] }[])[0]!.actions!.find((a) => a.label === "Request a Callback")!.to;
      expect(callback(scaffoldPage(site.root, "/gum-care", "treatment"))).toBe("/");
      site.write("pages/get-in-touch.json", { ...site.read("pages/contact.json"), blocks: [{ type: "form", kind: "contact", heading: "Request a Callback" }] });
      expect(callback(scaffoldPage(site.root, "/tooth-care", "treatment"))).toBe("/get-in-touch");
    }));

  it("refuses to overwrite an existing page, whether it is pages/x.json or pages/x/index.json", () =>
    withSite((site) => {
      const before = readFileSync(join(site.root, "pages/veneers.json"), "utf8");
      expect(() => scaffoldPage(site.root, "/veneers", "treatment")).toThrow(
        new ScaffoldError("the page /veneers already exists (pages/veneers.json); open that file to change it, or choose another path"),
      );
      expect(readFileSync(join(site.root, "pages/veneers.json"), "utf8")).toBe(before);
      site.write("pages/guides/index.json", site.read("pages/contact.json"));
      expect(() => scaffoldPage(site.root, "/guides", "info")).toThrow(/already exists \(pages\/guides\/index\.json\)/);
      expect(existsSync(join(site.root, "pages/guides.json"))).toBe(false);
    }));

  it("explains a path it cannot use", () =>
    withSite((site) => {
      expect(() => scaffoldPage(site.root, "/Teeth Straightening", "treatment")).toThrow(
        new ScaffoldError('"/Teeth Straightening" is not a page path; use lower-case letters, digits and hyphens, like "/teeth-straightening"'),
      );
      expect(() => scaffoldPage(site.root, "/_drafts/x", "info")).toThrow(ScaffoldError);
    }));

  it("gives a treatment page the shared closing box when pages/_shared/closing-cta.json exists", () =>
    withSite((site) => {
      site.write("pages/_shared/closing-cta.json", {
        $schema: "../../schemas/shared-block.schema.json",
        type: "cta",
        heading: "Ready to Transform Your Smile?",
        actions: [{ kind: "booking", label: "Book Free Consultation" }],
      });
      const made = scaffoldPage(site.root, "/whitening", "treatment");
      expect((made.page.blocks as object[]).at(-1)).toEqual({ ref: "shared/closing-cta" });
      expect(validateProject(site.root, { jsonSchemas }).problems).toEqual([]);
    }));

  it("lists the placeholders to fill in, and lint keeps them off the public site", () =>
    withSite((site) => {
      const made = scaffoldPage(site.root, "/whitening", "treatment");
      expect(made.todo.slice(0, 3)).toEqual([
        { where: "description", place: "" },
        { where: "blocks[0].eyebrow", place: "block 1 (Hero)" },
        { where: "blocks[0].text[0]", place: "block 1 (Hero), paragraph 1" },
      ]);
      const flagged = lintContent(validateProject(site.root), { rules: [unfinishedText], strict: true });
      expect(flagged.map((f) => f.where)).toEqual(made.todo.map((t) => t.where));
    }));

  it("prints what to do next, including the services catalogue entry, and exits 1 rather than overwrite", () =>
    withSite((site) => {
      const output = execFileSync(tsx, [join(repo, "engine/cli/new-page.ts"), "/teeth-straightening", "--template", "treatment"], { cwd: site.root, encoding: "utf8" });
      expect(output).toContain("Created pages/teeth-straightening.json (the page /teeth-straightening) from the treatment template.");
      expect(output).toContain("  blocks[3].items[0].question  block 4 (FAQ), question 1");
      expect(output).toContain('{ "key": "teeth-straightening", "category": "cosmetic", "title": "Teeth Straightening"');
      expect(output).toContain("the contact form's list and sitemap.xml");
      let failure: { status?: number; stderr?: string } = {};
      try {
        execFileSync(tsx, [join(repo, "engine/cli/new-page.ts"), "/teeth-straightening", "--template", "treatment"], { cwd: site.root, encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(1);
      expect(failure.stderr).toContain("No page was created: the page /teeth-straightening already exists");
    }));
});

describe("new-page output builds and renders", () => {
  let site: TempSite;
  beforeAll(async () => {
    site = tempSite();
    scaffoldPage(site.root, "/teeth-straightening", "treatment");
    scaffoldPage(site.root, "/for-dentists/implants", "info");
    scaffoldPage(site.root, "/accessibility-statement", "legal");
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
  });
  afterAll(() => site?.remove());

  it.each([
    ["teeth-straightening/index.html", "Teeth Straightening in Bedworth"],
    ["for-dentists/implants/index.html", "Implants"],
    ["accessibility-statement/index.html", "Accessibility Statement"],
  ])("%s is pre-rendered with its heading", (file, heading) => {
    const html = readFileSync(join(site.root, "dist", file), "utf8");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
});
