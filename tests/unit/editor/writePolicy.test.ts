/**
 * One rule for who may write what (writePolicy.ts), asked by every route that writes, and one queue of writes
 * (workspace.ts). An editor tries every way into the practice details (site.config.json) that the routes offer: a
 * direct save, a draft, a new treatment page (whose services-list entry lives there), a move that would update the
 * menus' links; each is refused in words and the file stays byte for byte. Pages and pictures stay theirs to change.
 * A move racing a save loses neither change.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaOfFile, mayChangePartOf, mayWrite, refusalOfChange, refusalOfFiles, type GroupLocks } from "../../../engine/editor/server/writePolicy";
import { PREPARING_AT_ONCE, Workspace } from "../../../engine/editor/server/workspace";
import { EDITOR, OWNER, routeRig, type RouteRig } from "../../support/routeRig";

describe("the rule", () => {
  it("gives pages and pictures to everyone signed in, and the practice details, people and settings to owners", () => {
    expect(["pages/about.json", "pages/_shared/closing-cta.json", "public/images/jo.jpg", "site.config.json", "package.json", "../etc/passwd"].map(areaOfFile))
      .toEqual(["pages", "pages", "pictures", "practice-details", null, null]);
    for (const area of ["pages", "pictures"] as const) expect([mayWrite(EDITOR, area), mayWrite(OWNER, area), mayWrite(null, area)]).toEqual([true, true, false]);
    for (const area of ["practice-details", "people", "settings"] as const) expect([mayWrite(EDITOR, area), mayWrite(OWNER, area)]).toEqual([false, true]);
    expect(refusalOfFiles(EDITOR, ["pages/about.json", "site.config.json"])).toMatch(/^Only an owner can change the practice details/);
    expect(refusalOfFiles(OWNER, ["package.json"])).toBe("The editor does not change that file.");
  });
});

describe("what a group locks, in a practice's editor", () => {
  const locks: GroupLocks = { files: new Set(["pages/complaints.json", "site.config.json", "public/images/brand.png"]), owners: () => "Gwen Groupowner", mayChangeShared: () => false };

  it("is refused to everyone, owners of the practice too, naming who may change it; the rest is decided as for a single site", () => {
    for (const person of [OWNER, EDITOR]) {
      for (const file of ["pages/complaints.json", "public/images/brand.png", "site.config.json"]) {
        expect(refusalOfFiles(person, [file], locks)).toMatch(/The group locks this file.*Only the group's owners \(Gwen Groupowner\) and the people they give the role over the group's shared content can change it/);
      }
      expect(refusalOfChange(person, "site.config.json", { openingHours: [] }, { openingHours: [{ days: "Monday" }] }, locks)).toMatch(/The group locks this file/);
      expect(mayChangePartOf(person, "site.config.json", locks)).toBe(false);
      expect(refusalOfFiles(person, ["pages/about.json", "public/images/"], locks)).toBeNull();
    }
    // Without a group nothing is locked.
    expect(refusalOfFiles(OWNER, ["pages/complaints.json"])).toBeNull();
  });
});

describe("the queue", () => {
  it("runs writes one at a time in the order asked, and goes on after one that fails", async () => {
    const workspace = new Workspace("/nowhere");
    const events: string[] = [];
    const slow = workspace.write(OWNER, ["pages/a.json"], async () => {
      events.push("slow starts");
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push("slow ends");
    });
    const refused = workspace.write(EDITOR, ["site.config.json"], async () => void events.push("never"));
    const fast = workspace.write(EDITOR, ["pages/b.json"], async () => void events.push("fast"));
    await Promise.allSettled([slow, refused, fast]);
    expect(events).toEqual(["slow starts", "slow ends", "fast"]);
    await expect(refused).rejects.toMatchObject({ status: 403 });
    expect(workspace.pending).toBe(0);
    await expect(workspace.write(null, [], async () => "written")).rejects.toMatchObject({ status: 401 });
  });

  it("prepares at most a few photos at once, the others waiting their turn", async () => {
    const workspace = new Workspace("/nowhere");
    let running = 0;
    let most = 0;
    await Promise.all(Array.from({ length: 6 }, () => workspace.preparing(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
    })));
    expect(most).toBe(PREPARING_AT_ONCE);
  });
});

describe("every route that can touch the practice details, for an editor", () => {
  let rig: RouteRig;
  let config: string;
  const configNow = () => readFileSync(join(rig.site.root, "site.config.json"), "utf8");

  beforeAll(async () => {
    rig = await routeRig();
    config = configNow();
  });
  afterAll(() => rig?.stop());

  it("refuses a direct save in words", async () => {
    const opened = await rig.call(EDITOR, "GET", "document?file=site.config.json");
    const value = { ...opened.json.value, name: "Taken Over Dental" };
    const reply = await rig.call(EDITOR, "POST", "save", { file: "site.config.json", value, baseVersion: opened.json.version });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toMatch(/^Only an owner can change the practice's name in the practice details\. Ask an owner/);
    expect(configNow()).toBe(config);
  });

  it("keeps no draft of the practice details for an editor", async () => {
    const opened = await rig.call(EDITOR, "GET", "document?file=site.config.json");
    const reply = await rig.call(EDITOR, "POST", "draft", { file: "site.config.json", value: { ...opened.json.value, name: "Draft" }, baseVersion: opened.json.version });
    expect(reply.status).toBe(403);
    expect((await rig.call(EDITOR, "GET", "draft?file=site.config.json")).json.draft).toBeNull();
  });

  it("refuses a new treatment page, whose entry would join the services list, and writes nothing", async () => {
    const reply = await rig.call(EDITOR, "POST", "pages/create", { template: "treatment", route: "/crowns", title: "Crowns", category: "general" });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toMatch(/^No page was created: a treatment page also joins the practice's services list .*only an owner can change that list\. Ask an owner to create this treatment page/);
    expect(existsSync(join(rig.site.root, "pages", "crowns.json"))).toBe(false);
    expect(configNow()).toBe(config);
  });

  it("refuses a move whose link updates would change the menus or the services list, and moves nothing", async () => {
    for (const [file, to] of [["pages/veneers.json", "/cosmetic/veneers"], ["pages/contact.json", "/get-in-touch"]] as const) {
      const reply = await rig.call(EDITOR, "POST", "pages/move", { file, to, updateLinks: true });
      expect({ file, status: reply.status }).toEqual({ file, status: 403 });
      expect(reply.json.error).toMatch(/is not moved: the practice details \(menus or services list\) link to it, and only an owner can change them/);
      expect(existsSync(join(rig.site.root, ...file.split("/")))).toBe(true);
    }
    expect(existsSync(join(rig.site.root, "pages", "get-in-touch.json"))).toBe(false);
    expect(configNow()).toBe(config);
  });

  it("lets an editor create, change and move pages nothing in the practice details points at", async () => {
    const made = await rig.call(EDITOR, "POST", "pages/create", { template: "info", route: "/parking", title: "Parking" });
    expect(made.status).toBe(200);
    const moved = await rig.call(EDITOR, "POST", "pages/move", { file: "pages/parking.json", to: "/visiting/parking", updateLinks: true });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ file: "pages/visiting/parking.json", route: "/visiting/parking" });
    expect(configNow()).toBe(config);
  });

  it("lets an editor create a treatment page the services list already names, leaving the list as it was", async () => {
    // Listed by hand (as a developer would, in git): the editor refuses a list entry whose page is missing.
    rig.site.edit("site.config.json", (site) => site.services.push({ key: "crowns", category: "general", title: "Crowns", description: "Caps that restore a broken tooth's shape and strength.", image: "/images/services/fillings.svg", path: "/crowns" }));
    const listed = configNow();
    const made = await rig.call(EDITOR, "POST", "pages/create", { template: "treatment", route: "/crowns" });
    expect(made.status).toBe(200);
    expect(existsSync(join(rig.site.root, "pages", "crowns.json"))).toBe(true);
    expect(configNow()).toBe(listed);
  });

  it("lets an owner create a treatment page with its services-list entry, and move a page the menus link to", async () => {
    const made = await rig.call(OWNER, "POST", "pages/create", { template: "treatment", route: "/bridges", title: "Bridges", category: "general" });
    expect(made.status).toBe(200);
    expect(rig.site.read("site.config.json").services.some((service: { path: string }) => service.path === "/bridges")).toBe(true);
    const moved = await rig.call(OWNER, "POST", "pages/move", { file: "pages/contact.json", to: "/get-in-touch", updateLinks: true });
    expect(moved.status).toBe(200);
    expect(rig.site.read("site.config.json").navigation.footer[0].path).toBe("/get-in-touch");
  });

  it("lets an editor add a picture and remove one nothing uses", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } }).jpeg().toBuffer();
    const added = await rig.send(EDITOR, "upload?folder=images&name=waiting-room.jpg", photo, "image/jpeg");
    expect(added.status).toBe(200);
    const removed = await rig.call(EDITOR, "POST", "files/remove", { path: added.json.path });
    expect(removed.status).toBe(200);
    expect(existsSync(join(rig.site.root, "public", ...added.json.path.slice(1).split("/")))).toBe(false);
  });
});

describe("one queue for every write", () => {
  let rig: RouteRig;
  beforeAll(async () => {
    rig = await routeRig();
  });
  afterAll(() => rig?.stop());

  it("holds a save, a new page, a move, a picture and a draft until the write before them is done", async () => {
    let release!: () => void;
    const held = rig.context.workspace.queued(() => new Promise<void>((resolve) => (release = resolve)));
    const opened = await rig.call(EDITOR, "GET", "document?file=pages/fillings.json");
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3c3" } }).jpeg().toBuffer();
    const before = { fillings: rig.site.read("pages/fillings.json"), images: existsSync(join(rig.site.root, "public", "images", "queued.jpg")) };
    const asked = [
      rig.call(EDITOR, "POST", "save", { file: "pages/fillings.json", value: { ...opened.json.value, title: "Queued title" }, baseVersion: opened.json.version }),
      rig.call(EDITOR, "POST", "pages/create", { template: "info", route: "/queued", title: "Queued" }),
      rig.call(OWNER, "POST", "pages/move", { file: "pages/veneers.json", to: "/cosmetic/veneers", updateLinks: true }),
      rig.send(EDITOR, "upload?folder=images&name=queued.jpg", photo, "image/jpeg"),
      rig.call(OWNER, "POST", "draft", { file: "pages/index.json", value: { ...rig.site.read("pages/index.json"), title: "Draft" }, baseVersion: null }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(rig.context.workspace.pending).toBe(1 + asked.length);
    expect(rig.site.read("pages/fillings.json")).toEqual(before.fillings);
    expect(existsSync(join(rig.site.root, "pages", "queued.json"))).toBe(false);
    expect(existsSync(join(rig.site.root, "pages", "veneers.json"))).toBe(true);
    expect(existsSync(join(rig.site.root, "public", "images", "queued.jpg"))).toBe(before.images);
    release();
    await held;
    expect((await Promise.all(asked)).map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(rig.site.read("pages/fillings.json").title).toBe("Queued title");
    expect(existsSync(join(rig.site.root, "pages", "queued.json"))).toBe(true);
    expect(existsSync(join(rig.site.root, "pages", "cosmetic", "veneers.json"))).toBe(true);
  });
});

describe("a move racing a save", () => {
  let rig: RouteRig;
  beforeAll(async () => {
    rig = await routeRig();
  });
  afterAll(() => rig?.stop());

  it("keeps both: the editor's new heading and the owner's updated link on the same page", async () => {
    const opened = await rig.call(EDITOR, "GET", "document?file=pages/index.json");
    const value = structuredClone(opened.json.value);
    value.blocks[0].heading = "A heading typed during the move";
    const [moved, saved] = await Promise.all([
      rig.call(OWNER, "POST", "pages/move", { file: "pages/veneers.json", to: "/cosmetic/veneers", updateLinks: true }),
      rig.call(EDITOR, "POST", "save", { file: "pages/index.json", value, baseVersion: opened.json.version }),
    ]);
    expect([moved.status, saved.status]).toEqual([200, 200]);
    const home = rig.site.read("pages/index.json");
    expect(home.blocks[0].heading).toBe("A heading typed during the move");
    expect(home.blocks[0].actions[0].to).toBe("/cosmetic/veneers");
    expect(rig.site.read("site.config.json").services[0].path).toBe("/cosmetic/veneers");
  });
});
