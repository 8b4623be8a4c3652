/**
 * Where a file being written waits before it is renamed into place is the workspace's (workspace.ts), not the
 * process's: a save, a move and a picture added each write through the folder of the editor's own workspace.
 * Given a folder that cannot be made, every one of them fails and leaves the site as it was; given a usable one,
 * they succeed and nothing is left half-written beside the pages.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Workspace } from "../../../engine/editor/server/workspace";
import { OWNER, routeRig, type RouteRig } from "../../support/routeRig";

let rig: RouteRig;
beforeEach(async () => {
  rig = await routeRig();
});
afterEach(() => rig?.stop());

const useFolder = (folder: string) => ((rig.context as { workspace: Workspace }).workspace = new Workspace(rig.site.root, folder));
const contact = () => readFileSync(join(rig.site.root, "pages/contact.json"), "utf8");

async function saveContactTitled(title: string) {
  const opened = await rig.call(OWNER, "GET", "document?file=pages/contact.json");
  return rig.call(OWNER, "POST", "save", { file: "pages/contact.json", value: { ...opened.json.value, title }, baseVersion: opened.json.version });
}

describe("the workspace's folder for files being written", () => {
  it("is the one every write goes through: a folder that cannot be made fails each of them, the site unchanged", async () => {
    const aFile = join(rig.site.root, "not-a-folder");
    writeFileSync(aFile, "");
    useFolder(join(aFile, "saving"));
    const before = contact();
    expect((await saveContactTitled("Reach us")).status).toBe(500);
    expect(contact()).toBe(before);
    const moved = await rig.call(OWNER, "POST", "pages/move", { file: "pages/contact.json", to: "/get-in-touch", updateLinks: true });
    expect(moved.status).toBe(500);
    expect(readdirSync(join(rig.site.root, "pages")).filter((name) => name.startsWith("get-in-touch"))).toEqual([]);
    expect(existsSync(join(rig.site.root, "pages/contact.json"))).toBe(true);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3c3" } }).jpeg().toBuffer();
    const added = await rig.send(OWNER, "upload?folder=images&name=front-desk.jpg", photo, "image/jpeg");
    expect(added.status).toBe(500);
  });

  it("takes a save into place through a usable folder, leaving nothing beside the pages", async () => {
    const saving = join(rig.site.root, ".cache", "editor", "saving");
    useFolder(saving);
    expect((await saveContactTitled("Reach us")).status).toBe(200);
    expect(JSON.parse(contact()).title).toBe("Reach us");
    expect(existsSync(saving)).toBe(true);
    expect(readdirSync(saving)).toEqual([]);
    expect(readdirSync(join(rig.site.root, "pages")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
