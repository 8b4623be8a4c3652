/** The engine's icon set: names from the schema mapped to lucide icons (tree-shaken, drawn as inline SVG). */
import {
  Smile, Sparkles, Shield, Heart, Clock, Calendar, Phone, MapPin, Mail, Star, Check, Award, Users, Baby, Moon, Zap,
  Stethoscope, Syringe, PoundSterling, CreditCard, FileText, Download, Info, TriangleAlert, Building2, Microscope,
  Monitor, ScanLine, ThumbsUp, type LucideIcon,
} from "lucide-react";
import type { ICON_NAMES } from "../schema/common";
import { ToothIcon } from "./ToothIcon";

export type IconName = (typeof ICON_NAMES)[number];

const ICONS: Record<IconName, LucideIcon | typeof ToothIcon> = {
  smile: Smile, sparkles: Sparkles, shield: Shield, heart: Heart, clock: Clock, calendar: Calendar, phone: Phone,
  "map-pin": MapPin, mail: Mail, star: Star, check: Check, award: Award, users: Users, baby: Baby, moon: Moon, zap: Zap,
  stethoscope: Stethoscope, syringe: Syringe, tooth: ToothIcon, pound: PoundSterling, "credit-card": CreditCard,
  "file-text": FileText, download: Download, info: Info, alert: TriangleAlert, building: Building2, microscope: Microscope,
  monitor: Monitor, scan: ScanLine, "thumbs-up": ThumbsUp,
};

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Drawn = ICONS[name];
  return <Drawn size={size} aria-hidden="true" focusable="false" />;
}
