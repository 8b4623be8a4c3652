/**
 * The publishing tests' git set-up (engine/bench/publishRig.ts) on a copy of the minimal fixture site made
 * publishable by a production build (publishableFixture).
 */
import { publishableFixture, publishRig as gitRig, type PublishRig } from "../../engine/bench/publishRig";
import { FIXTURE } from "./tempSite";
import { buildFormModels } from "../../engine/editor/model/fromSchema";
import type { PublishSite } from "../../engine/editor/server/publish/publication";
import { readPublishingSettings } from "../../engine/editor/server/publish/settings";

export type { PublishRig };

export function publishRig(): PublishRig {
  return gitRig(FIXTURE, publishableFixture);
}

/** The site a publish, undo or restore works on, over the rig's editor clone: checks only, as the tests need no build. */
export function publishSiteOn(rig: PublishRig): PublishSite {
  return { root: rig.site, models: buildFormModels(), siteName: "Test Practice", settings: readPublishingSettings(rig.data), checksOnly: true };
}
