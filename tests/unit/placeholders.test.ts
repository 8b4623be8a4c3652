/** Stand-in content is marked in the content and listed by npm run validate as notices, each at its place. */
import { afterEach, describe, expect, it } from "vitest";
import { validateProject } from "../../engine/content/validate";
import { findPlaceholders } from "../../engine/content/placeholders";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
afterEach(() => site?.remove());

/** The fixture site with real-looking form addresses, then the test's own change. */
function placeholders(setup: (site: TempSite) => void) {
  site = tempSite();
  site.edit("site.config.json", (config) => {
    config.forms.addresses[0].url = "https://forms.example.org/contact";
    config.forms.addresses[1].url = "https://forms.example.org/feedback";
  });
  setup(site);
  const result = validateProject(site.root, { jsonSchemas: null });
  expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
  return findPlaceholders(result, site.root);
}

describe("stand-in content", () => {
  it("is none on a site without marks or stand-in form addresses", () => {
    expect(placeholders(() => {})).toEqual([]);
  });

  it("lists each marked item as a notice that names it, with its file, place and line", () => {
    const found = placeholders((s) =>
      s.edit("pages/fillings.json", (page) => {
        page.blocks.push({ type: "teamGrid", heading: "Team", members: [{ name: "Dr Real Person", role: "Dentist" }, { name: "Dr Alex Example", role: "Dentist", placeholder: true }] });
        page.blocks.push({ type: "reviews", heading: "Reviews", items: [{ name: "Sam", text: "Lovely.", placeholder: true }] });
      }),
    );
    expect(found.map(formatProblem)).toEqual([
      expect.stringMatching(/^pages\/fillings\.json:\d+:\d+ › blocks\[\d\]\.members\[1\]: notice: block \d \(Team grid\), team member 2: "Dr Alex Example" is stand-in content \(marked "placeholder": true\): replace it with the practice's own before the site goes live, then delete the mark$/),
      expect.stringMatching(/^pages\/fillings\.json:\d+:\d+ › blocks\[\d\]\.items\[0\]: notice: block \d \(Reviews\), review 1: "Sam" is stand-in content/),
    ]);
    expect(found.every((p) => p.severity === "notice")).toBe(true);
  });

  it("finds a marked block, a marked video and a marked document link, once each", () => {
    const found = placeholders((s) =>
      s.edit("pages/fillings.json", (page) => {
        page.blocks.push({ type: "imageText", heading: "Dr Jamie Mock", paragraphs: ["A profile."], image: { src: "/images/logo.svg", alt: "A portrait" }, placeholder: true });
        page.blocks.push({ type: "cta", heading: "Refer", actions: [{ kind: "download", href: "/images/logo.svg", label: "Referral form", placeholder: true }] });
      }),
    );
    expect(found.map((p) => p.where)).toEqual([expect.stringMatching(/^blocks\[\d\]$/), expect.stringMatching(/^blocks\[\d\]\.actions\[0\]$/)]);
    expect(found[0]!.message).toContain('"Dr Jamie Mock" is stand-in content');
    expect(found[1]!.message).toContain('"Referral form" is stand-in content');
  });

  it("names a form address that is still the stand-in, and the guide that sets the service up", () => {
    const found = placeholders((s) => s.edit("site.config.json", (config) => (config.forms.addresses[0].url = "https://script.google.com/macros/s/REPLACE_WITH_DEPLOYMENT_ID/exec")));
    expect(found).toHaveLength(1);
    expect(formatProblem(found[0]!)).toMatch(/^site\.config\.json:\d+:\d+ › forms\.addresses\[0\]\.url: notice: the form address "contact" is still the stand-in ".*REPLACE_WITH_DEPLOYMENT_ID.*": set up the form service \(engine\/forms\/apps-script\/README\.md\)/);
  });

  it("counts a shared block once, in its own file, however many pages use it", () => {
    const found = placeholders((s) => {
      s.write("pages/_shared/profile.json", { $schema: "../../schemas/shared-block.schema.json", type: "imageText", heading: "Dr Jamie Mock", paragraphs: ["A profile."], image: { src: "/images/logo.svg", alt: "A portrait" }, placeholder: true });
      s.edit("pages/fillings.json", (page) => page.blocks.push({ ref: "shared/profile" }));
      s.edit("pages/veneers.json", (page) => page.blocks.push({ ref: "shared/profile" }));
    });
    expect(found.map((p) => p.file)).toEqual(["pages/_shared/profile.json"]);
  });
});
