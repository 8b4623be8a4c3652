/**
 * The publishing tests' git set-up (engine/bench/publishRig.ts) on a copy of the minimal fixture site made
 * publishable by a production build (publishableFixture).
 */
import { publishableFixture, publishRig as gitRig, type PublishRig } from "../../engine/bench/publishRig";
import { FIXTURE } from "./tempSite";

export type { PublishRig };

export function publishRig(): PublishRig {
  return gitRig(FIXTURE, publishableFixture);
}
