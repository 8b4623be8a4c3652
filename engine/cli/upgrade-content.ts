/**
 * npm run upgrade-content                    rewrites content written for an earlier version of the engine into the
 *                                            current content format (engine/content/upgrade/), one format at a
 *                                            time, keeping the files' layout, and lists what it changed; content
 *                                            already in the current format is left exactly as it is
 * npm run upgrade-content -- --site <folder> upgrades another site's content
 * It writes only what the engine has changed (a setting moved or renamed); npm run validate then checks the rest.
 */
import { upgradeContent, UpgradeError } from "../content/upgrade";
import { siteRootFrom } from "./siteRoot";

function main() {
  try {
    const root = siteRootFrom(process.argv.slice(2));
    const { from, to, changes, files, unreadable } = upgradeContent(root);
    if (!changes.length) {
      console.log(`The content is already in the current format (content format ${to}): nothing to change.`);
    } else if (changes.every((change) => change.where === "contentFormat")) {
      console.log(`The content was already in the current shape; site.config.json now says so ("contentFormat": ${to}).`);
    } else {
      console.log(`The content was written for content format ${from}; it is now in format ${to}. What changed:`);
      for (const change of changes) console.log(`  ${change.file} › ${change.where}: ${change.words}`);
      console.log(`\n${files.length} ${files.length === 1 ? "file" : "files"} changed. Run "npm run validate" to check the content, and look over the changes (git diff) before you publish them.`);
    }
    for (const file of unreadable) console.log(`\n${file} could not be read as JSON, so it was left as it is: run "npm run validate" to see why, fix it, then check it for the changes above.`);
    process.exit(0);
  } catch (error) {
    if (error instanceof UpgradeError) {
      console.error(`Nothing was changed: ${error.message}.`);
      process.exit(1);
    }
    console.error(`The upgrade stopped unexpectedly: ${error instanceof Error ? error.message : String(error)}. This is a bug in the engine; please report it.`);
    process.exit(2);
  }
}

main();
