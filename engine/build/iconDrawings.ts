/**
 * The drawings of the icons a page shows, put into the page's data at build time (see engine/ui/icons.tsx):
 * a page carries the few icons it draws, so the engine's icon set can grow without adding to any page's
 * JavaScript. Each name of the set maps to a lucide icon file, whose module exports the icon's data.
 */
import { ICON_NAMES } from "../schema/common";
import type { Page } from "../schema/page";
import type { IconDrawing, IconDrawings, IconName } from "../ui/icons";
import { impliedIcons } from "../blocks/impliedIcons";
import * as faceSlightlySmiling from "lucide-react/icons/face-slightly-smiling";
import * as sparkles from "lucide-react/icons/sparkles";
import * as shield from "lucide-react/icons/shield";
import * as heart from "lucide-react/icons/heart";
import * as clock from "lucide-react/icons/clock";
import * as calendar from "lucide-react/icons/calendar";
import * as phone from "lucide-react/icons/phone";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mail from "lucide-react/icons/mail";
import * as star from "lucide-react/icons/star";
import * as check from "lucide-react/icons/check";
import * as award from "lucide-react/icons/award";
import * as users from "lucide-react/icons/users";
import * as baby from "lucide-react/icons/baby";
import * as moon from "lucide-react/icons/moon";
import * as zap from "lucide-react/icons/zap";
import * as stethoscope from "lucide-react/icons/stethoscope";
import * as syringe from "lucide-react/icons/syringe";
import * as poundSterling from "lucide-react/icons/pound-sterling";
import * as creditCard from "lucide-react/icons/credit-card";
import * as fileText from "lucide-react/icons/file-text";
import * as download from "lucide-react/icons/download";
import * as info from "lucide-react/icons/info";
import * as triangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import * as buildingComplex from "lucide-react/icons/building-complex";
import * as microscope from "lucide-react/icons/microscope";
import * as monitor from "lucide-react/icons/monitor";
import * as scanLine from "lucide-react/icons/scan-line";
import * as thumbsUp from "lucide-react/icons/thumbs-up";

/**
 * The lucide icon module for each name. Each module exports its icon's data beside the component (lucide renames
 * icons now and then, and its type declarations name only the component: tests/unit/iconDrawings.test.ts checks
 * every name). Imported here, not from a page's code: only the build reads them.
 */
const LUCIDE_MODULES: Record<Exclude<IconName, "tooth">, object> = {
  smile: faceSlightlySmiling, sparkles, shield, heart, clock, calendar,
  phone, "map-pin": mapPin, mail, star, check, award, users, baby,
  moon, zap, stethoscope, syringe, pound: poundSterling, "credit-card": creditCard,
  "file-text": fileText, download, info, alert: triangleExclamationPoint, building: buildingComplex,
  microscope, monitor, scan: scanLine, "thumbs-up": thumbsUp,
};

/** lucide has no tooth: the engine's own outline, on lucide's 24-unit grid in its stroke style. */
const TOOTH: IconDrawing = [
  ["path", { d: "M7 3c-2.5 0-4 2-4 4.5 0 2 .8 3.5 1.5 5 .7 1.6.8 3.5 1.2 5.3.3 1.5.8 3.2 2 3.2 1.5 0 1.6-2.6 2.1-4.2.4-1.2 1-1.8 2.2-1.8s1.8.6 2.2 1.8c.5 1.6.6 4.2 2.1 4.2 1.2 0 1.7-1.7 2-3.2.4-1.8.5-3.7 1.2-5.3.7-1.5 1.5-3 1.5-5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z", key: "tooth" }],
];

/** One icon's drawing (lucide's node list: each element's tag and attributes). */
export function iconDrawing(name: IconName): IconDrawing {
  if (name === "tooth") return TOOTH;
  const node = (LUCIDE_MODULES[name] as { __iconData?: { node?: IconDrawing } }).__iconData?.node;
  if (!node?.length) throw new Error(`lucide-react has no icon data for the icon "${name}"`);
  return node;
}

const isIconName = (value: unknown): value is IconName => (ICON_NAMES as readonly unknown[]).includes(value);

/** Every icon named anywhere in `value`: the schema gives icons only to fields called "icon". */
function namedIcons(value: unknown, found: Set<IconName>): void {
  if (Array.isArray(value)) for (const item of value) namedIcons(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "icon" && isIconName(inner)) found.add(inner);
      else namedIcons(inner, found);
    }
  }
}

/** The names of the icons a page draws: those its content names, and those its blocks draw on their own. */
export function iconNamesOf(page: Pick<Page, "blocks">): IconName[] {
  const found = new Set<IconName>();
  namedIcons(page.blocks, found);
  for (const block of page.blocks) for (const name of impliedIcons(block)) found.add(name);
  return [...found].sort();
}

/** The drawings of every icon the page draws, by name. */
export function iconDrawingsOf(page: Pick<Page, "blocks">): IconDrawings {
  return Object.fromEntries(iconNamesOf(page).map((name) => [name, iconDrawing(name)]));
}
