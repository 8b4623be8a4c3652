/**
 * npm run new-page: each template makes a page that validates and builds as it
 * is, at the file its route needs, with the right "$schema" and the breadcrumbs
 * of its kind, never over an existing page, and with its placeholders listed
 * (and caught by lint); a treatment joins the services catalogue in
 * site.config.json, and nothing is written when the request is refused.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaffoldPage, ScaffoldError, type ScaffoldOptions } from "../../engine/content/templates/scaffold";
import { TEMPLATE_NAMES } from "../../engine/content/templates";
import { validateProject } from "../../engine/content/validate";
import { compileJsonSchemas } from "../../engine/content/validate/ajv";
import { generateJsonSchemas } from "../../engine/content/jsonSchemas";
import { lintContent } from "../../engine/content/lint";
import { unfinishedText } from "../../engine/content/lint/unfinishedText";
import { formatProblem, type Problem } from "../../engine/content/validate/problem";
import { allStrings, proseStrings } from "../../engine/content/lint/texts";
import { buildSite } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

const repo = join(import.meta.dirname, "..", "..");
const generated = generateJsonSchemas();
const jsonSchemas = compileJsonSchemas(generated.site, generated.page, generated.sharedBlock);
const tsx = join(repo, "node_modules", ".bin", "tsx");

/** A treatment needs its category; the other templates take none. */
const optionsFor = (template: string, extra: ScaffoldOptions = {}): ScaffoldOptions => ({ ...(template === "treatment" ? { category: "general" } : {}), ...extra });

const readText = (site: TempSite, file: string) => readFileSync(join(site.root, file), "utf8");

/** The lines of `after` that are not in `before`, when `after` only adds lines to it. */
function addedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const added: string[] = [];
  let i = 0;
  for (const line of after.split("\n")) {
    if (i < old.length && line === old[i]) i++;
    else added.push(line);
  }
  expect(i, "every line of the old file is still there, in order").toBe(old.length);
  return added;
}

/** What the CI check does after new-page: every "TODO: ..." text replaced with a real one. */
function replaceTodos(site: TempSite, file: string) {
  let n = 0;
  const text = readText(site, file).replace(/"TODO: ([^"]*)"/g, (_all, hint: string) => {
    n++;
    return hint.endsWith("?") ? `"How long does gum treatment number ${n} take?"` : `"Gum care keeps your gums healthy and your teeth firm, as sentence ${n} of this page explains to patients."`;
  });
  site.write(file, text);
}

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
      const made = scaffoldPage(site.root, `/new-${template}`, template, optionsFor(template));
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
      const written = JSON.parse(readText(site, made.file));
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
      const made = scaffoldPage(site.root, "/gum-care", "treatment", { category: "general" });
      expect(made.page.title).toBe("Gum Care in Nuneaton | Riverside Dental");
      expect((made.page.blocks as { heading?: string }[])[0]!.heading).toBe("Gum Care in Nuneaton");
      expect(made.name).toBe("Gum Care");
    }));

  it("takes the page's name from --title for every template, and from the path without it", () =>
    withSite((site) => {
      const treatment = scaffoldPage(site.root, "/gum-disease-treatment", "treatment", { title: "  Gum Disease   Treatment ", category: "general" });
      expect(treatment.name).toBe("Gum Disease Treatment");
      // "Gum Disease Treatment in Bedworth | Coventry Road Dental Care" is over 60 characters: the town goes, the practice stays.
      expect(treatment.page.title).toBe("Gum Disease Treatment | Coventry Road Dental Care");
      expect((treatment.page.blocks as { heading?: string }[]).map((b) => b.heading)).toContain("Gum Disease Treatment: your questions answered");
      expect(treatment.catalogue?.entry.title).toBe("Gum Disease Treatment");
      expect(scaffoldPage(site.root, "/equipment", "info", { title: "Our Equipment" }).page.title).toBe("Our Equipment | Coventry Road Dental Care");
      expect(scaffoldPage(site.root, "/accessibility", "legal", { title: "Accessibility Statement" }).page.title).toBe("Accessibility Statement | Coventry Road Dental Care");
      expect(scaffoldPage(site.root, "/cookie-policy", "legal").name).toBe("Cookie Policy");
      expect(() => scaffoldPage(site.root, "/blank", "info", { title: " " })).toThrow(
        new ScaffoldError('--title needs the page\'s name in words, like --title "Home Visits"'),
      );
    }));

  it("refuses a treatment without its category, naming the two choices, and writes nothing", () =>
    withSite((site) => {
      const config = readText(site, "site.config.json");
      expect(() => scaffoldPage(site.root, "/gum-care", "treatment")).toThrow(
        new ScaffoldError("a treatment needs its category in the services catalogue: add --category cosmetic or --category general (the column of the Services menu it is listed in)"),
      );
      expect(() => scaffoldPage(site.root, "/gum-care", "treatment", { category: "dental" })).toThrow(
        new ScaffoldError('"dental" is not a treatment category; use --category cosmetic or --category general'),
      );
      expect(() => scaffoldPage(site.root, "/gum-care", "info", { category: "general" })).toThrow(
        new ScaffoldError("--category is only for treatments (the info template makes a page outside the services catalogue); leave it out"),
      );
      expect(existsSync(join(site.root, "pages/gum-care.json"))).toBe(false);
      expect(readText(site, "site.config.json")).toBe(config);
    }));

  it("starts every text staff must write with TODO:, and writes only texts that read right for any treatment", () =>
    withSite((site) => {
      const made = scaffoldPage(site.root, "/gum-care", "treatment", { category: "general" });
      const fixed = proseStrings(made.page).map((t) => t.text).filter((text) => !text.startsWith("TODO:"));
      expect(fixed).toEqual([
        "Gum Care in Bedworth | Coventry Road Dental Care",
        "Home",
        "Gum Care",
        "Gum Care in Bedworth",
        "Request a Callback",
        "Book Free Consultation",
        "Gum Care: your questions answered",
        "Explore our other treatments",
        "Ready to Transform Your Smile?",
        "Book Free Consultation",
        "Back to Home",
      ]);
      for (const template of ["info", "legal"] as const) {
        const page = scaffoldPage(site.root, `/new-${template}`, template).page;
        const written = proseStrings(page).map((t) => t.text).filter((text) => !text.includes("TODO:"));
        expect(written, template).toEqual(
          template === "info"
            ? ["New Info | Coventry Road Dental Care", "New Info", "Any questions?", "Contact Us", "Book An Appointment"]
            : ["New Legal | Coventry Road Dental Care", "New Legal"],
        );
      }
    }));

  it("gives a treatment the line its category's other pages show above their heading", () =>
    withSite((site) => {
      const eyebrow = (made: { page: Record<string, unknown> }) => (made.page.blocks as { eyebrow?: string }[])[0]!.eyebrow;
      expect(eyebrow(scaffoldPage(site.root, "/gum-care", "treatment", { category: "cosmetic" }))).toBe("TODO: a short line above the heading, such as the group of treatments it belongs to");
      site.edit("pages/veneers.json", (p) => (p.blocks[0].eyebrow = "Cosmetic dentistry"));
      site.edit("pages/fillings.json", (p) => (p.blocks[0].eyebrow = "General dentistry"));
      expect(eyebrow(scaffoldPage(site.root, "/smile-makeover", "treatment", { category: "cosmetic" }))).toBe("Cosmetic dentistry");
      expect(eyebrow(scaffoldPage(site.root, "/check-ups", "treatment", { category: "general" }))).toBe("General dentistry");
    }));

  it("gives a treatment a strip of its own group's treatments", () =>
    withSite((site) => {
      const strip = (made: { page: Record<string, unknown> }) => (made.page.blocks as { type?: string }[]).find((block) => block.type === "servicesStrip");
      expect(strip(scaffoldPage(site.root, "/gum-care", "treatment", { category: "general" }))).toMatchObject({ category: "general" });
      expect(strip(scaffoldPage(site.root, "/smile-makeover", "treatment", { category: "cosmetic" }))).toMatchObject({ category: "cosmetic" });
    }));

  it("writes the breadcrumbs the other pages of its kind carry", () =>
    withSite((site) => {
      const crumbs = (made: { page: Record<string, unknown> }) => made.page.breadcrumbs;
      // No page lists every treatment yet: Home › the treatment.
      expect(crumbs(scaffoldPage(site.root, "/gum-care", "treatment", { category: "general" }))).toEqual([
        { name: "Home", path: "/" },
        { name: "Gum Care", path: "/gum-care" },
      ]);
      // The page with the grid of every treatment is named as the menus name it ...
      site.write("pages/services.json", {
        ...site.read("pages/contact.json"),
        blocks: [{ type: "hero", heading: "All treatments" }, { type: "servicesGrid", heading: "Treatments" }],
      });
      expect(crumbs(scaffoldPage(site.root, "/tooth-care", "treatment", { category: "general", title: "Tooth Care" }))).toEqual([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: "Tooth Care", path: "/tooth-care" },
      ]);
      // A top-level information or legal page has none; one in a folder has its parent pages.
      expect(crumbs(scaffoldPage(site.root, "/new-patients", "info"))).toBeUndefined();
      expect(crumbs(scaffoldPage(site.root, "/privacy", "legal"))).toBeUndefined();
      const inFolder = { ...site.read("pages/contact.json"), $schema: "../../schemas/page.schema.json" };
      site.write("pages/for-dentists/index.json", { ...inFolder, title: "Fixture referrals | Test Practice" });
      site.write("pages/for-dentists/sedation.json", {
        ...inFolder,
        title: "Fixture sedation referrals | Test Practice",
        breadcrumbs: [{ name: "Home", path: "/" }, { name: "For Dentists", path: "/for-dentists" }, { name: "Sedation Referrals", path: "/for-dentists/sedation" }],
      });
      expect(crumbs(scaffoldPage(site.root, "/for-dentists/implants", "info", { title: "Implant Referrals" }))).toEqual([
        { name: "Home", path: "/" },
        { name: "For Dentists", path: "/for-dentists" },
        { name: "Implant Referrals", path: "/for-dentists/implants" },
      ]);
      expect(validateProject(site.root, { jsonSchemas }).problems.map(formatProblem)).toEqual([]);
    }));

  it("names the parents in a treatment's breadcrumbs as the other treatment pages do", () =>
    withSite((site) => {
      site.write("pages/services.json", {
        ...site.read("pages/contact.json"),
        blocks: [{ type: "hero", heading: "All treatments" }, { type: "servicesGrid", heading: "Treatments" }],
      });
      site.edit("pages/veneers.json", (p) => (p.breadcrumbs = [{ name: "Start", path: "/" }, { name: "Our Treatments", path: "/services" }, { name: "Veneers", path: "/veneers" }]));
      expect(scaffoldPage(site.root, "/whitening", "treatment", { category: "cosmetic" }).page.breadcrumbs).toEqual([
        { name: "Start", path: "/" },
        { name: "Our Treatments", path: "/services" },
        { name: "Whitening", path: "/whitening" },
      ]);
    }));

  it("adds a treatment to the services catalogue after the last of its category, changing only the added lines", () =>
    withSite((site) => {
      const before = readText(site, "site.config.json");
      const made = scaffoldPage(site.root, "/gum-care", "treatment", { category: "cosmetic", title: "Gum Care" });
      const after = readText(site, "site.config.json");
      expect(made.catalogue?.index).toBe(1); // after veneers (cosmetic), before fillings (general)
      expect(addedLines(before, after)).toEqual([
        '      "key": "gum-care",',
        '      "category": "cosmetic",',
        '      "title": "Gum Care",',
        '      "description": "TODO: one or two sentences about Gum Care for its card on the Services menu and pages.",',
        '      "image": "/images/logo.svg",',
        '      "path": "/gum-care"',
        "    },",
        "    {",
      ]);
      expect(site.read("site.config.json").services.map((s: { key: string }) => s.key)).toEqual(["veneers", "gum-care", "fillings"]);
      scaffoldPage(site.root, "/tooth-care", "treatment", { category: "general" });
      expect(site.read("site.config.json").services.map((s: { key: string }) => s.key)).toEqual(["veneers", "gum-care", "fillings", "tooth-care"]);
      expect(readdirSync(site.root).filter((name) => name.endsWith(".tmp"))).toEqual([]);
      expect(validateProject(site.root, { jsonSchemas }).problems.map(formatProblem)).toEqual([]);
    }));

  it("refuses, writing nothing, when another page's catalogue entry has the treatment's key", () =>
    withSite((site) => {
      rmSync(join(site.root, "pages/fillings.json"));
      const config = readText(site, "site.config.json");
      expect(() => scaffoldPage(site.root, "/treatments/fillings", "treatment", { category: "general" })).toThrow(
        new ScaffoldError('the services catalogue in site.config.json already has a treatment with the key "fillings" (services[1], Fillings); choose another path'),
      );
      expect(readText(site, "site.config.json")).toBe(config);
      expect(readdirSync(join(site.root, "pages")).sort()).toEqual(["404.json", "contact.json", "index.json", "veneers.json"]);
    }));

  it("makes the page of a treatment the catalogue already lists, with the entry's category and title, leaving site.config.json as it was", () =>
    withSite((site) => {
      // The catalogue entry is written first (as a person following the content guide may), without its page.
      site.edit("site.config.json", (config) => {
        config.services.push({ key: "gum-disease", category: "general", title: "Gum Disease", description: "Treatment for bleeding gums.", image: "/images/logo.svg", path: "/gum-disease" });
      });
      site.edit("pages/fillings.json", (page) => (page.blocks[0].eyebrow = "General care"));
      const town = site.read("site.config.json").contact.address.locality;
      const config = readText(site, "site.config.json");
      const output = execFileSync(tsx, [join(repo, "engine/cli/new-page.ts"), "/gum-disease", "--template", "treatment"], { cwd: site.root, encoding: "utf8", stdio: "pipe" });
      expect(output).toContain("Created pages/gum-disease.json (the page /gum-disease) from the treatment template.");
      expect(output).toContain('The services catalogue in site.config.json already listed it (services[2], key "gum-disease", category "general")');
      expect(output).not.toContain("Added it to the services catalogue");
      expect(readText(site, "site.config.json")).toBe(config);
      const page = site.read("pages/gum-disease.json");
      expect(page.title.startsWith(`Gum Disease in ${town} | `)).toBe(true);
      expect(page.blocks[0].heading).toBe(`Gum Disease in ${town}`);
      // Its category is the entry's: the hero shows the line the other general treatment page shows.
      expect(page.blocks[0].eyebrow).toBe("General care");
      expect(validateProject(site.root, { jsonSchemas }).problems.map(formatProblem)).toEqual([]);
    }));

  it("keeps a listed treatment's entry as the authority: a different category is refused, --title names only the page", () =>
    withSite((site) => {
      rmSync(join(site.root, "pages/fillings.json"));
      const config = readText(site, "site.config.json");
      expect(() => scaffoldPage(site.root, "/fillings", "treatment", { category: "cosmetic" })).toThrow(
        new ScaffoldError("the services catalogue in site.config.json already lists this page as a general treatment (services[1]), not cosmetic; leave out the category, or change it in site.config.json first"),
      );
      expect(existsSync(join(site.root, "pages/fillings.json"))).toBe(false);
      const made = scaffoldPage(site.root, "/fillings", "treatment", { category: "general", title: "Tooth-Coloured Fillings" });
      expect(made.name).toBe("Tooth-Coloured Fillings");
      expect(made.listed).toEqual({ index: 1, key: "fillings", title: "Fillings", category: "general" });
      expect(made.catalogue).toBeUndefined();
      expect(readText(site, "site.config.json")).toBe(config);
    }));

  it("asks for the category when the catalogue's entry for the page has none it can use", () =>
    withSite((site) => {
      rmSync(join(site.root, "pages/fillings.json"));
      site.edit("site.config.json", (config) => delete config.services[1].category);
      expect(() => scaffoldPage(site.root, "/fillings", "treatment")).toThrow(
        new ScaffoldError('the services catalogue in site.config.json lists /fillings (services[1], Fillings) without a treatment category; give it "category": "cosmetic" or "general" there, then try again'),
      );
      expect(existsSync(join(site.root, "pages/fillings.json"))).toBe(false);
    }));

  it("points Request a Callback at the page whose form asks which treatment, wherever it is, before any other form's page", () =>
    withSite((site) => {
      const callback = (made: { page: Record<string, unknown> }) =>
        (made.page.blocks as { actions?: { label?: string; to?: string }[] }[])[0]!.actions!.find((a) => a.label === "Request a Callback")!.to;
      expect(callback(scaffoldPage(site.root, "/gum-care", "treatment", { category: "general" }))).toBe("/");
      const form = (name: string, field: Record<string, unknown>) => ({ type: "form", heading: "A form", name, sendTo: "contact", fields: [field] });
      site.write("pages/feedback.json", { ...site.read("pages/contact.json"), blocks: [form("feedback", { name: "message", kind: "textarea", label: "Message" })] });
      expect(callback(scaffoldPage(site.root, "/gum-health", "treatment", { category: "general" }))).toBe("/feedback");
      site.write("pages/get-in-touch.json", { ...site.read("pages/contact.json"), blocks: [form("contact", { name: "treatment", kind: "select", label: "Treatment", services: "all" })] });
      expect(callback(scaffoldPage(site.root, "/tooth-care", "treatment", { category: "general" }))).toBe("/get-in-touch");
    }));

  it("refuses to overwrite an existing page, whether it is pages/x.json or pages/x/index.json, and leaves the catalogue alone", () =>
    withSite((site) => {
      const before = readText(site, "pages/veneers.json");
      const config = readText(site, "site.config.json");
      expect(() => scaffoldPage(site.root, "/veneers", "treatment", { category: "cosmetic" })).toThrow(
        new ScaffoldError("the page /veneers already exists (pages/veneers.json); open that file to change it, or choose another path"),
      );
      expect(readText(site, "pages/veneers.json")).toBe(before);
      expect(readText(site, "site.config.json")).toBe(config);
      site.write("pages/guides/index.json", site.read("pages/contact.json"));
      expect(() => scaffoldPage(site.root, "/guides", "info")).toThrow(/already exists \(pages\/guides\/index\.json\)/);
      expect(existsSync(join(site.root, "pages/guides.json"))).toBe(false);
    }));

  it("explains a path it cannot use", () =>
    withSite((site) => {
      expect(() => scaffoldPage(site.root, "/Teeth Straightening", "treatment", { category: "cosmetic" })).toThrow(
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
      const made = scaffoldPage(site.root, "/whitening", "treatment", { category: "cosmetic" });
      expect((made.page.blocks as object[]).at(-1)).toEqual({ ref: "shared/closing-cta" });
      expect(validateProject(site.root, { jsonSchemas }).problems).toEqual([]);
    }));

  it("lists the placeholders to fill in, the catalogue entry's among them, and lint keeps them off the public site", () =>
    withSite((site) => {
      const made = scaffoldPage(site.root, "/whitening", "treatment", { category: "cosmetic" });
      expect(made.todo.slice(0, 3)).toEqual([
        { file: "pages/whitening.json", where: "description", place: "the page's description in search results" },
        { file: "pages/whitening.json", where: "blocks[0].eyebrow", place: "block 1 (Hero)" },
        { file: "pages/whitening.json", where: "blocks[0].text[0]", place: "block 1 (Hero), paragraph 1" },
      ]);
      expect(made.todo.at(-1)).toEqual({ file: "site.config.json", where: "services[1].description", place: "service 2, its card's text" });
      expect(made.pictures).toEqual([
        { file: "pages/whitening.json", where: "blocks[1].image.src", place: 'block 2 (Image and text), "image"' },
        { file: "site.config.json", where: "services[1].image", place: "service 2, its card's picture" },
      ]);
      const flagged = lintContent(validateProject(site.root), { rules: [unfinishedText], strict: true });
      const key = (f: { file: string; where: string }) => `${f.file} ${f.where}`;
      expect(flagged.map(key).sort()).toEqual(made.todo.map(key).sort());
    }));

  it("leaves nothing for the checks but the TODO texts, and once they are written the strict checks pass", () =>
    withSite((site) => {
      const made = scaffoldPage(site.root, "/gum-disease-treatment", "treatment", { title: "Gum Disease Treatment", category: "general" });
      const ours = (findings: Problem[]) => findings.filter((f) => f.file === made.file || f.file === "site.config.json");
      let result = validateProject(site.root, { jsonSchemas });
      expect(result.problems.map(formatProblem)).toEqual([]);
      expect(ours(lintContent(result)).every((f) => f.message.includes('it starts with "TODO:"'))).toBe(true);
      replaceTodos(site, made.file);
      replaceTodos(site, "site.config.json");
      result = validateProject(site.root, { jsonSchemas });
      expect(result.problems.map(formatProblem)).toEqual([]);
      expect(ours(lintContent(result, { strict: true })).map(formatProblem)).toEqual([]);
      expect(allStrings(site.read(made.file)).some((t) => t.text.includes("TODO"))).toBe(false);
    }));

  it("prints what to do next, the catalogue entry and pictures included, and exits 1 rather than overwrite", () =>
    withSite((site) => {
      const newPage = (...args: string[]) => execFileSync(tsx, [join(repo, "engine/cli/new-page.ts"), ...args], { cwd: site.root, encoding: "utf8", stdio: "pipe" });
      const output = newPage("/teeth-straightening", "--template", "treatment", "--title", "Teeth Straightening", "--category", "cosmetic");
      expect(output).toContain("Created pages/teeth-straightening.json (the page /teeth-straightening) from the treatment template.");
      expect(output).toContain('Added it to the services catalogue in site.config.json (services[1], key "teeth-straightening", category "cosmetic"), after the other cosmetic treatments.');
      expect(output).toMatch(/ {2}pages\/teeth-straightening\.json › blocks\[3\]\.items\[0\]\.question +block 4 \(FAQ\), question 1\n/);
      expect(output).toMatch(/ {2}site\.config\.json › services\[1\]\.description +service 2, its card's text\n/);
      expect(output).toMatch(/ {2}site\.config\.json › services\[1\]\.image +service 2, its card's picture\n/);
      expect(output).not.toContain("Then add");
      const config = readText(site, "site.config.json");
      const failure = (...args: string[]) => {
        try {
          newPage(...args);
        } catch (error) {
          return error as { status?: number; stderr?: string };
        }
        return {};
      };
      const again = failure("/teeth-straightening", "--template", "treatment", "--category", "cosmetic");
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("No page was created: the page /teeth-straightening already exists");
      const noCategory = failure("/gum-care", "--template", "treatment");
      expect(noCategory.status).toBe(1);
      expect(noCategory.stderr).toContain("No page was created: a treatment needs its category in the services catalogue: add --category cosmetic or --category general");
      const misspelt = failure("/gum-care", "--template", "treatment", "--categroy", "general");
      expect(misspelt.stderr).toContain('No page was created: "--categroy" is not something new-page understands.');
      expect(readText(site, "site.config.json")).toBe(config);
      expect(existsSync(join(site.root, "pages/gum-care.json"))).toBe(false);
    }));
});

describe("new-page output builds and renders", () => {
  let site: TempSite;
  beforeAll(async () => {
    site = tempSite();
    scaffoldPage(site.root, "/teeth-straightening", "treatment", { category: "cosmetic" });
    scaffoldPage(site.root, "/for-dentists/implants", "info");
    scaffoldPage(site.root, "/accessibility-statement", "legal");
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
  });
  afterAll(() => site?.remove());

  it.each([
    ["teeth-straightening.html", "Teeth Straightening in Bedworth"],
    ["for-dentists/implants.html", "Implants"],
    ["accessibility-statement.html", "Accessibility Statement"],
  ])("%s is pre-rendered with its heading", (file, heading) => {
    const html = readFileSync(join(site.root, "dist", file), "utf8");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
});
