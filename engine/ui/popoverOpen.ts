/**
 * An open popover, as CSS selects it: natively (:popover-open) or where @oddbird/popover-polyfill stands in
 * for the platform (it marks an open popover with the class ":popover-open", engine/app/platformGaps.ts).
 * :is() forgives a selector it does not know, so a browser without popovers keeps the class and the rule
 * stays; a plain ":popover-open, .\:popover-open" list would be dropped whole there.
 */
export const POPOVER_OPEN = ":is(:popover-open, .\\:popover-open)";
