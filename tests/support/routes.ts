/** The site's routes and page titles, read from pages/ the same way the engine routes them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPageFiles } from "../../engine/content/files";
import { routeForFile } from "../../engine/content/routes";

const root = join(import.meta.dirname, "..", "..");

export function allPages(): { route: string; title: string; file: string }[] {
  return listPageFiles(join(root, "pages"))
    .map((file) => ({ file, route: routeForFile(file), title: JSON.parse(readFileSync(join(root, "pages", file), "utf8")).title as string }))
    .filter((p): p is { file: string; route: string; title: string } => p.route !== null);
}

export const allRoutes = () => allPages().map((p) => p.route);
