/** Reading and saving content files the way an editor saves them: 2-space indentation and a final newline. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Content is whatever staff wrote, so it is handled as loose JSON. */
export type Json = any;

export function readJson(root: string, file: string): Json {
  return JSON.parse(readFileSync(join(root, file), "utf8"));
}

export function saveJson(root: string, file: string, value: Json): void {
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** Reads a file, lets `change` edit it in place, saves it. */
export function editJson(root: string, file: string, change: (json: Json) => void): void {
  const json = readJson(root, file);
  change(json);
  saveJson(root, file, json);
}

/** A page's block of a type, or an error that says what the edit expected to find. */
export function blockIn(page: Json, type: string, file: string): Json {
  const block = (page.blocks as Json[]).find((b) => b?.type === type);
  if (!block) throw new Error(`${file} has no ${type} block`);
  return block;
}
