/** The site's routes with their pages' titles and descriptions, read from pages/ the same way the engine routes them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPageFiles } from "../../engine/content/files";
import { routeForFile } from "../../engine/content/routes";

const root = join(import.meta.dirname, "..", "..");

interface PageEntry { route: string; title: string; description: string; file: string }

export function allPages(): PageEntry[] {
  return listPageFiles(join(root, "pages")).flatMap((file) => {
    const route = routeForFile(file);
    if (route === null) return [];
    const { title, description } = JSON.parse(readFileSync(join(root, "pages", file), "utf8")) as { title: string; description: string };
    return [{ file, route, title, description }];
  });
}

export const allRoutes = () => allPages().map((p) => p.route);
