import { describe, expect, it } from "vitest";
import { blockSchema } from "../../engine/schema/blocks";
import { SAMPLE_BLOCKS } from "../../engine/build/styleSampler";

describe("the blocks sampled for the shared style file", () => {
  // The sample reaches the renderers as written, not through the schema that gives a page's blocks their
  // defaults: a field left out there is one a real page always has, and a renderer reading it fails, drops the
  // sample's block, and leaves its rules inline in every page that shows one.
  it("are each written as a page's block is drawn: valid, with every default already in place", () => {
    const schema = blockSchema({});
    for (const sample of SAMPLE_BLOCKS) expect(schema.parse(sample), `the sampled ${String(sample.type)} block`).toEqual(sample);
  });
});
