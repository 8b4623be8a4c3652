/** A throwaway copy of the minimal fixture site, for tests that break or extend content. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const FIXTURE = join(import.meta.dirname, "..", "fixtures", "minimal-site");
export const PAGE_SCHEMA_POINTER = "../schemas/page.schema.json";

export interface TempSite {
  root: string;
  write(file: string, content: string | object): void;
  read(file: string): any;
  edit(file: string, change: (json: any) => void): void;
  remove(): void;
}

export function tempSite(): TempSite {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
  const write = (file: string, content: string | object) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), typeof content === "string" ? content : JSON.stringify(content, null, 2));
  };
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
  return {
    root,
    write,
    read,
    edit(file, change) {
      const json = read(file);
      change(json);
      write(file, json);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
