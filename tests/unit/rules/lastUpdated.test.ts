/**
 * The day the website was last updated, on every page: stamped by the build from the last commit that changed
 * the content (or, outside git, the newest content file), never typed into a content file.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../engine/cli/build";
import { lastContentChange } from "../../../engine/build/lastContentChange";
import { tempSite, type TempSite } from "../../support/tempSite";

let site: TempSite;

/** Commits everything in the site's folder at `date`, as the publication or a content change would. */
function commitAt(root: string, date: string, message: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: root, env, stdio: "pipe" });
  git("add", "-A");
  git("commit", "-q", "-m", message);
}

beforeAll(async () => {
  site = tempSite();
  execFileSync("git", ["init", "-q"], { cwd: site.root });
  commitAt(site.root, "2026-03-14T09:30:00+00:00", "The content");
  // A later change that is not content (the engine's notes) does not make the website "updated".
  writeFileSync(join(site.root, "NOTES.md"), "Not content.\n");
  commitAt(site.root, "2026-05-02T10:00:00+00:00", "Notes");
  expect(await buildSite(site.root, { quiet: true })).toBe(true);
}, 600_000);
afterAll(() => site?.remove());

describe("the website's last-updated day", () => {
  it("is in the footer of every built page: the day of the last commit that changed the content", () => {
    const pages = readdirSync(join(site.root, "dist")).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const html = readFileSync(join(site.root, "dist", page), "utf8");
      expect(html, page).toMatch(/<footer[\s\S]*data-last-updated=""[^>]*>Website last updated <time dateTime="2026-03-14">14 March 2026<\/time><\/span>[\s\S]*<\/footer>/);
    }
  });

  it("is written in no content file: nobody types it", () => {
    const files = [join(site.root, "site.config.json"), ...readdirSync(join(site.root, "pages"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json")).map((f) => join(site.root, "pages", f))];
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toMatch(/2026-03-14|14 March 2026/);
  });

  it("outside git, is the day of the newest content file", () => {
    const plain = tempSite();
    try {
      const day = new Date("2025-07-09T12:00:00Z");
      const older = new Date("2024-01-01T12:00:00Z");
      for (const file of ["site.config.json", "pages/index.json", "pages/contact.json", "pages/fillings.json", "pages/veneers.json", "pages/404.json"]) utimesSync(join(plain.root, file), older, older);
      for (const file of readdirSync(join(plain.root, "public"), { recursive: true, encoding: "utf8" })) utimesSync(join(plain.root, "public", file), older, older);
      utimesSync(join(plain.root, "pages", "fillings.json"), day, day);
      expect(lastContentChange(plain.root)).toBe("2025-07-09");
    } finally {
      plain.remove();
    }
  });
});
