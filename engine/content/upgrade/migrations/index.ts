/** The migrations, in order: the one to format N reads format N - 1. Add the next one at the end (docs/content-formats.md). */
import { format2 } from "./format2";
import type { Migration } from "./migration";

export const MIGRATIONS: readonly Migration[] = [format2];
