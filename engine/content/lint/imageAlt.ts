/**
 * A picture marked "decorative" that also has a description says two things at once. (A picture with neither is
 * an error of the validator: engine/content/validate/pictureDescriptions.ts.)
 */
import type { LintRule } from "./types";
import { blocksAsWritten, findingInBlock } from "./locate";
import { allStrings } from "./texts";
import { valueAt } from "../validate/place";

export const imageAlt: LintRule = {
  name: "image-alt",
  check: (input) =>
    blocksAsWritten(input).flatMap((site) =>
      // A picture is an object with "src" and "alt" (schema/common.ts image()); its "alt" string marks where it is.
      allStrings(site.block)
        .filter(({ field, path }) => field === "alt" && path[path.length - 1] === "alt")
        .flatMap(({ path, text }) => {
          const picture = path.slice(0, -1);
          const decorative = valueAt(site.block, [...picture, "decorative"]) === true;
          if (text.trim() && decorative) {
            return [findingInBlock(site, [...picture, "decorative"], 'the picture is marked "decorative" but has a text alternative; remove "decorative" if the text matters, or empty "alt" if it does not')];
          }
          return [];
        }),
    ),
};
