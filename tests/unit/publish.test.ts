/**
 * Stand-in content cannot be published by accident: a production build of a site that holds any refuses,
 * naming each; a preview build publishes it marked as a preview; once it is all replaced, the production
 * build passes. Built from the fixture site (its forms' addresses are the stand-in REPLACE_WITH_… ones).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildModeFor, buildSite } from "../../engine/cli/build";
import { tempSite, type TempSite } from "../support/tempSite";

let site: TempSite;
const html = (file: string) => readFileSync(join(site.root, "dist", file), "utf8");

/** Builds in `mode`, returning whether it succeeded and what it wrote to the error stream. */
async function build(mode: "production" | "preview") {
  rmSync(join(site.root, "dist"), { recursive: true, force: true });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const ok = await buildSite(site.root, { quiet: true, mode });
    return { ok, said: errors.mock.calls.map((call) => call.join(" ")).join("\n") };
  } finally {
    errors.mockRestore();
  }
}

beforeAll(() => {
  site = tempSite();
  site.edit("pages/fillings.json", (page) => {
    page.blocks.push({ type: "teamGrid", heading: "Team", members: [{ name: "Dr Alex Example", role: "Dentist", placeholder: true }] });
  });
});
afterAll(() => site?.remove());

describe("publishing stand-in content", () => {
  it("a command line builds for production unless it asks for a preview, or its forms post to a local collector", () => {
    expect(buildModeFor([], {})).toBe("production");
    expect(buildModeFor(["--preview"], {})).toBe("preview");
    expect(buildModeFor([], { SITE_FORMS_ENDPOINT: "http://127.0.0.1:4174/submit" })).toBe("local");
  });

  it("a production build refuses, naming every stand-in and the way to a preview, and writes no site", async () => {
    const { ok, said } = await build("production");
    expect(ok).toBe(false);
    expect(said).toMatch(/pages\/fillings\.json:\d+:\d+ › blocks\[\d\]\.members\[0\]: .*"Dr Alex Example" is stand-in content/);
    expect(said).toMatch(/site\.config\.json:\d+:\d+ › forms\.addresses\[0\]\.url: the form address "contact" is still the stand-in .*engine\/forms\/apps-script\/README\.md/);
    expect(said).toContain("The build stopped: the site still holds 3 pieces of stand-in content");
    // The way to a preview names the site's folder, as this one is not the folder the command runs in.
    expect(said).toContain(`npm run build -- --site ${relative(process.cwd(), site.root)} --preview`);
    expect(existsSync(join(site.root, "dist", "index.html"))).toBe(false);
  });

  it("a preview build publishes it, every page marked: a visible note, noindex, and robots.txt turning search engines away", async () => {
    const { ok } = await build("preview");
    expect(ok).toBe(true);
    for (const page of ["index.html", "404.html"]) {
      const text = html(page);
      expect(text, page).toMatch(/<p class="preview-note" role="note">Preview: /);
      expect(text.match(/<meta name="robots" content="noindex">/g), page).toHaveLength(1);
    }
    expect(html("robots.txt")).toBe("User-agent: *\nDisallow: /\n");
    expect(html("_headers")).toMatch(/^\/\*\n(  .+\n)*  X-Robots-Tag: noindex\n/);
  });

  it("once the stand-ins are replaced (marks gone, real form addresses), the production build passes, unmarked", async () => {
    site.edit("pages/fillings.json", (page) => {
      delete page.blocks.at(-1).members[0].placeholder;
      page.blocks.at(-1).members[0].name = "Dr Priya Shah";
    });
    site.edit("site.config.json", (config) => {
      config.forms.addresses[0].url = "https://script.google.com/macros/s/AKfycbx-contact/exec";
      config.forms.addresses[1].url = "https://script.google.com/macros/s/AKfycbx-feedback/exec";
    });
    const { ok, said } = await build("production");
    expect(said).toBe("");
    expect(ok).toBe(true);
    expect(html("index.html")).not.toContain(`<p class="preview-note"`);
    expect(html("index.html")).not.toContain('content="noindex"');
    expect(html("robots.txt")).toContain("Allow: /");
    expect(html("_headers")).not.toContain("X-Robots-Tag");
  });
});
