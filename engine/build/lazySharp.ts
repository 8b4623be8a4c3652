/**
 * sharp, loaded on first use: it costs about 0.2 s to load, and a build whose pictures are all kept, the validator
 * and the editor's commands often never call it (docs/build-speed.md, "Commands that start at once").
 */
import type sharpModule from "sharp";

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
