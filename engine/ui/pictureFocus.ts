/**
 * A picture's "focus" (engine/schema/common.ts image()) as the CSS object-position of a picture cut to its
 * frame (object-fit: cover): the part the person chose stays in view. No focus: the browser's own middle.
 */
import type { CSSProperties } from "react";
import type { PictureFocus } from "../schema/common";

const POSITIONS: Record<PictureFocus, string> = { centre: "50% 50%", top: "50% 0%", bottom: "50% 100%", left: "0% 50%", right: "100% 50%" };

export const focusStyle = (focus: PictureFocus | undefined): CSSProperties | undefined => (focus && focus !== "centre" ? { objectPosition: POSITIONS[focus] } : undefined);
