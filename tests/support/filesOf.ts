import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file under `dir` (a built dist/), by its path with "/" separators: what byte-for-byte comparisons of builds compare. */
export function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dir, full).split(sep).join("/"), readFileSync(full));
    }
  };
  walk(dir);
  return out;
}
