/**
 * A copy of a site grown to a given number of pages for the editor's benchmark: its treatment pages (those the
 * services catalogue points at) are copied under new addresses with titles of their own, and each copy gets
 * its own catalogue entry (out of the menu and the forms), so the copy validates as cleanly as the site.
 */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listPageFiles } from "../content/files";

interface Service { key: string; title: string; path?: string; inMenu?: boolean; inContactForm?: boolean }
interface PageJson { title: string; breadcrumbs?: { name: string; path: string }[] }

/** Copies `root` (its content; public/ is linked) into a new temporary folder holding at least `pages` pages. */
export function largeSiteCopy(root: string, pages: number): string {
  const copy = mkdtempSync(join(tmpdir(), `editor-${pages || "site"}-pages-`));
  for (const part of ["site.config.json", "pages", "schemas"]) cpSync(join(root, part), join(copy, part), { recursive: true });
  symlinkSync(join(root, "public"), join(copy, "public"));
  const site = JSON.parse(readFileSync(join(copy, "site.config.json"), "utf8")) as { services: Service[] };
  const originals = site.services.filter((service) => service.path && /^\/[a-z0-9-]+$/.test(service.path));
  let count = listPageFiles(join(copy, "pages")).length;
  for (let round = 2; count < pages; round++) {
    for (const service of originals) {
      if (count >= pages) break;
      const slug = `${service.path!.slice(1)}-${round}`;
      const page = JSON.parse(readFileSync(join(copy, "pages", `${service.path!.slice(1)}.json`), "utf8")) as PageJson;
      const title = `${service.title} ${round}`;
      page.title = page.title.replace(service.title, title);
      if (page.title === JSON.parse(readFileSync(join(copy, "pages", `${service.path!.slice(1)}.json`), "utf8")).title) page.title = `${title} | ${page.title}`;
      const last = page.breadcrumbs?.at(-1);
      if (last) Object.assign(last, { name: title, path: `/${slug}` });
      writeFileSync(join(copy, "pages", `${slug}.json`), `${JSON.stringify(page, null, 2)}\n`);
      site.services.push({ ...service, key: `${service.key}-${round}`, title, path: `/${slug}`, inMenu: false, inContactForm: false });
      count++;
    }
  }
  writeFileSync(join(copy, "site.config.json"), `${JSON.stringify(site, null, 2)}\n`);
  return copy;
}
