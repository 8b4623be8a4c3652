import { z } from "zod";
import { describe, text, assetPath, blockType, placeholderMark, type SchemaContext } from "../common";

/** A video behind a play button; with loadOnPlay nothing is downloaded until the visitor presses play. */
export const videoBlock = (ctx: SchemaContext) =>
  z.strictObject({
    type: blockType("video"),
    heading: text("The section's heading.").optional(),
    title: text("What the video shows, read to screen-reader users and shown on the play button.", ["A patient's treatment journey"]),
    src: assetPath(ctx, "The video file under public/ (.mp4 or .webm).", ["/media/hero.mp4"]),
    poster: assetPath(ctx, "A still picture shown before the video plays.", ["/images/hero-poster.svg"]),
    captions: assetPath(ctx, "Subtitles for the video (.vtt).", ["/media/treatment-story.vtt"]).optional(),
    loadOnPlay: describe(z.boolean().default(false), "Download the video only when the visitor presses play."),
    placeholder: placeholderMark(),
  }).meta({ description: "A video behind a play button; with loadOnPlay nothing is downloaded until the visitor presses play." });
