/**
 * A group of two practices made from the minimal fixture site, for the tests of a practice's editor in a group:
 * the group shares a block and a page it locks, a block and a page each practice may override, and a picture it
 * locks; practice "a"'s home page shows both shared blocks and links to the locked page.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE } from "./tempSite";

export const FIXTURE_GROUP = {
  name: "Fixture Group",
  lockedBlock: "pages/_shared/fixture-promise.json",
  lockedPage: "pages/policy.json",
  lockedPicture: "public/images/fixture-brand.png",
  defaultBlock: "pages/_shared/fixture-cta.json",
  defaultPage: "pages/guide.json",
  promiseHeading: "Fixture group promise heading",
  ctaHeading: "Fixture group closing heading",
} as const;

/** A 4 × 4 picture: the group's brand picture, which it locks. */
const BRAND_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQckmDIwbiOABHgwzBMKYnXgAAAABJRU5ErkJggg==";

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** Writes the group into `folder`; `prepare` changes each practice's copy of the fixture first (publishableFixture). */
export function makeFixtureGroup(folder: string, prepare: (practice: string) => void = () => {}): void {
  const g = FIXTURE_GROUP;
  writeFileSync(join(folder, "group.json"), json({ name: g.name, locked: [g.lockedBlock, g.lockedPage, g.lockedPicture] }));
  const shared = join(folder, "shared");
  mkdirSync(join(shared, "pages", "_shared"), { recursive: true });
  mkdirSync(join(shared, "public", "images"), { recursive: true });
  const block = (heading: string) => ({ $schema: "../../schemas/shared-block.schema.json", type: "cta", heading, text: "Words every practice of the fixture group shows.", actions: [{ kind: "internal", to: "/policy", label: "The group's policy" }, { kind: "internal", to: "/guide", label: "The group's guide" }] });
  writeFileSync(join(shared, g.lockedBlock), json(block(g.promiseHeading)));
  writeFileSync(join(shared, g.defaultBlock), json(block(g.ctaHeading)));
  const page = (title: string, heading: string) => ({ $schema: "../schemas/page.schema.json", title: `${title} | Test Practice`, description: `The fixture group's ${heading.toLowerCase()} page, shared by every practice of the group in the engine's tests.`, blocks: [{ type: "hero", heading }, { ref: "shared/fixture-promise" }] });
  writeFileSync(join(shared, g.lockedPage), json(page("Fixture group policy", "Fixture policy heading")));
  writeFileSync(join(shared, g.defaultPage), json(page("Fixture group guide", "Fixture guide heading")));
  writeFileSync(join(shared, g.lockedPicture), Buffer.from(BRAND_PNG, "base64"));
  for (const id of ["a", "b"]) {
    const root = join(folder, "practices", id);
    cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    prepare(root);
  }
  const home = join(folder, "practices", "a", "pages", "index.json");
  const value = JSON.parse(readFileSync(home, "utf8")) as { blocks: unknown[] };
  value.blocks.push({ ref: "shared/fixture-cta" }, { ref: "shared/fixture-promise" });
  writeFileSync(home, json(value));
}

/** A group sharing nothing yet, in `folder`: each practice a copy of the minimal fixture site under its own name. */
export function makePlainGroup(folder: string, groupName: string, names: Record<string, string>): void {
  writeFileSync(join(folder, "group.json"), JSON.stringify({ name: groupName, locked: [] }));
  mkdirSync(join(folder, "shared", "pages"), { recursive: true });
  for (const [id, name] of Object.entries(names)) {
    const root = join(folder, "practices", id);
    cpSync(FIXTURE, root, { recursive: true, filter: (src) => !/[\\/](dist|\.cache)([\\/]|$)/.test(src) });
    const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8"));
    writeFileSync(join(root, "site.config.json"), JSON.stringify({ ...config, name }, null, 2));
  }
}
