/**
 * In a group's editor each practice seals its enquiries with a key of its own (ENQUIRY_KEY_<PRACTICE>): one
 * practice's key opens nothing of another's, the single site's ENQUIRY_KEY (one key for every practice) is refused,
 * and so are two practices given the same key. Two practices made from the minimal fixture site, each holding an
 * enquiry sealed with its own key before the editor starts.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EnquiryStore } from "../../../engine/editor/server/enquiries/store";
import { practiceDataFolder, startGroupEditor, type RunningGroupEditor } from "../../../engine/editor/server/group/groupEditor";
import { openEditorDatabase } from "../../../engine/editor/server/store/database";
import { freePort } from "../../support/onlineEditor";
import { rawRequest } from "../../support/rawRequest";
import { FIXTURE } from "../../support/tempSite";

const KEYS = { a: randomBytes(32), b: randomBytes(32) };
const WORDS = { a: "Alder enquiry words", b: "Birch enquiry words" };
const SETTINGS = ["ENQUIRY_KEY", "ENQUIRY_KEY_FILE", "ENQUIRY_KEY_A", "ENQUIRY_KEY_B"];

let folder: string;
let data: string;
let editor: RunningGroupEditor | undefined;
const ids: Record<string, number> = {};

beforeAll(() => {
  process.env.NODE_ENV = "production";
  folder = mkdtempSync(join(tmpdir(), "group-keys-"));
  writeFileSync(join(folder, "group.json"), JSON.stringify({ name: "Key Group", locked: [] }));
  mkdirSync(join(folder, "shared", "pages"), { recursive: true });
  data = mkdtempSync(join(tmpdir(), "group-keys-data-"));
  for (const id of ["a", "b"] as const) {
    const root = join(folder, "practices", id);
    cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
    writeFileSync(join(root, "site.config.json"), JSON.stringify({ ...config, name: `Practice ${id}` }, null, 2));
    const db = openEditorDatabase(practiceDataFolder(data, id));
    const store = new EnquiryStore(db, KEYS[id]);
    store.proveKey();
    ids[id] = store.add("contact", { name: "A patient", message: WORDS[id] }, Date.now());
    db.close();
  }
});

afterEach(async () => {
  for (const name of SETTINGS) delete process.env[name];
  await editor?.close();
  editor = undefined;
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

async function start(settings: Record<string, string>): Promise<RunningGroupEditor> {
  Object.assign(process.env, settings);
  editor = await startGroupEditor({ group: folder, dataFolder: data, port: await freePort() });
  return editor;
}

const read = async (practice: string, id: number) => rawRequest(editor!.port, "GET", `/p/${practice}/_editor/api/enquiries/read?id=${id}`);

describe("a group's enquiry keys", () => {
  it("does not open a practice's enquiries with another practice's key, and names the practice and its setting", async () => {
    await expect(start({ ENQUIRY_KEY_A: KEYS.a.toString("base64"), ENQUIRY_KEY_B: KEYS.a.toString("hex") })).rejects.toThrow(/practices "a" and "b" are given the same enquiry key/);
    await expect(start({ ENQUIRY_KEY_A: randomBytes(32).toString("base64"), ENQUIRY_KEY_B: KEYS.a.toString("base64") })).rejects.toThrow(/The practice "a": The enquiry key \(ENQUIRY_KEY_A or ENQUIRY_KEY_FILE_A\) is not the one|The practice "b": The enquiry key \(ENQUIRY_KEY_B or ENQUIRY_KEY_FILE_B\) is not the one/);
    // B's key alone cannot stand in for A's either.
    await expect(start({ ENQUIRY_KEY_A: KEYS.b.toString("base64") })).rejects.toThrow(/The practice "a": The enquiry key \(ENQUIRY_KEY_A or ENQUIRY_KEY_FILE_A\) is not the one/);
  }, 120_000);

  it("refuses one ENQUIRY_KEY for the whole group, in words naming a practice's own setting", async () => {
    await expect(start({ ENQUIRY_KEY: KEYS.b.toString("base64") })).rejects.toThrow(/one enquiry key for every practice of the group.*ENQUIRY_KEY_A/);
  }, 120_000);

  it("says which practice's key is missing when it keeps enquiries", async () => {
    await expect(start({ ENQUIRY_KEY_A: KEYS.a.toString("base64") })).rejects.toThrow(/The practice "b": This data folder holds 1 enquiries, but no enquiry key is set.*ENQUIRY_KEY_B or ENQUIRY_KEY_FILE_B/);
  }, 120_000);

  it("opens each practice's enquiries with its own key, and only there", async () => {
    await start({ ENQUIRY_KEY_A: KEYS.a.toString("base64"), ENQUIRY_KEY_B: KEYS.b.toString("base64") });
    const own = await read("b", ids.b!);
    expect(own.status).toBe(200);
    expect(own.body).toContain(WORDS.b);
    const list = await rawRequest(editor!.port, "GET", "/p/a/_editor/api/enquiries/list");
    expect(list.status).toBe(200);
    expect(list.body).not.toContain(WORDS.b);
  }, 120_000);
});
