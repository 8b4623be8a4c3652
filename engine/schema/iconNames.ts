/**
 * An icon name from the engine's icon set: engine/build/iconDrawings.ts maps each name to its drawing (add a new
 * name there too). Kept apart from the schemas so that the page renderers, which draw the icons, never load zod.
 */
export const ICON_NAMES = [
  "smile", "sparkles", "shield", "heart", "clock", "calendar", "phone", "map-pin", "mail", "star",
  "check", "award", "users", "baby", "moon", "zap", "stethoscope", "syringe", "tooth", "pound",
  "credit-card", "file-text", "download", "info", "alert", "building", "microscope", "monitor", "scan", "thumbs-up",
] as const;
