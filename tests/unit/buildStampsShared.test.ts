/**
 * npm run build stats the site's files once (issue 51 point 3): the stamps its "anything changed?" walk took
 * (engine/build/upToDate.ts) stand for the files in the validator's kept findings (diskCache.ts), which stat'ed
 * every page a second time. Taken before the build reads anything, they make a file saved during the build wait
 * for the next build, which sees its stamp moved.
 */
import { afterEach, beforeEach, expect, test } from "vitest";
import { tempSite, type TempSite } from "../support/tempSite";
import { validateProject } from "../../engine/content/validate";
import { filesReadToCompare } from "../../engine/content/validate/diskCache";
import { sourceStamps } from "../../engine/build/upToDate";

let site: TempSite;
const pause = () => new Promise((done) => setTimeout(done, 30));
beforeEach(() => {
  process.env.SITE_STAMP_SETTLE_MS = "0";
  site = tempSite();
});
afterEach(() => {
  delete process.env.SITE_STAMP_SETTLE_MS;
  site.remove();
});

test("the checks take each file's stamp from the build's walk, and a file saved after the walk is seen by the next build", async () => {
  const validate = (walk = sourceStamps(site.root)) => {
    const result = validateProject(site.root, { keepOnDisk: true, stamps: walk.stampOf });
    return { result, read: filesReadToCompare() };
  };
  validate();
  await pause();
  const before = validate();
  expect(before.read).toBe(0);

  // Saved after the walk: this build knows the file by the walk's stamp (no second stat), as it was.
  const walk = sourceStamps(site.root);
  await pause();
  site.edit("pages/contact.json", (json) => (json.title = `Changed | ${site.read("site.config.json").name}`));
  const during = validate(walk);
  expect(during.read).toBe(0);
  expect(during.result.pages).toStrictEqual(before.result.pages);

  // The next build's walk sees it moved: read, checked, and the same as a cold run.
  await pause();
  const next = validate();
  expect(next.read).toBe(1);
  expect(next.result.pages).toStrictEqual(validateProject(site.root).pages);
  expect(next.result.pages).not.toStrictEqual(before.result.pages);
});
