/**
 * Makes a synthetic site of N pages in a temporary folder: the real site
 * (config, pages, public/) plus copies of its treatment pages under
 * pages/bench/, each with its own title and description.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listPageFiles } from "../content/files";

export function makeSyntheticSite(sourceRoot: string, totalPages: number): string {
  const root = mkdtempSync(join(tmpdir(), `bench-${totalPages}-`));
  cpSync(join(sourceRoot, "site.config.json"), join(root, "site.config.json"));
  cpSync(join(sourceRoot, "pages"), join(root, "pages"), { recursive: true });
  if (existsSync(join(sourceRoot, "schemas"))) cpSync(join(sourceRoot, "schemas"), join(root, "schemas"), { recursive: true });
  // public/ is only read (assets checked, copied into dist/ by Vite): a link is enough.
  symlinkSync(join(sourceRoot, "public"), join(root, "public"));

  const files = listPageFiles(join(root, "pages"));
  const seeds = files
    .map((file) => JSON.parse(readFileSync(join(root, "pages", file), "utf8")))
    .filter((page) => Array.isArray(page.breadcrumbs)); // treatment pages carry breadcrumbs
  const templates = seeds.length ? seeds : files.map((file) => JSON.parse(readFileSync(join(root, "pages", file), "utf8")));
  mkdirSync(join(root, "pages", "bench"), { recursive: true });
  for (let i = 0; files.length + i < totalPages; i++) {
    const page = structuredClone(templates[i % templates.length]);
    page.$schema = "../../schemas/page.schema.json";
    page.title = `Synthetic page ${i + 1} | Benchmark`;
    page.description = `Synthetic benchmark page number ${i + 1}, copied from a real treatment page to measure how the engine scales.`;
    delete page.breadcrumbs;
    writeFileSync(join(root, "pages", "bench", `page-${i + 1}.json`), JSON.stringify(page));
  }
  return root;
}
