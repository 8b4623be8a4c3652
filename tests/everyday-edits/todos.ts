/**
 * Writing the texts new-page leaves as "TODO: ...", as the content guide asks staff to: each becomes a real
 * sentence suited to its field (a question ends with a question mark, the page's description is 70 to 160
 * characters for search results), so the strict editorial checks pass.
 */
import type { Json } from "./json";

/** Texts for the new gum disease page, by the name of the field that holds them; used in turn. */
const PAGE_TEXTS: Record<string, string[]> = {
  description: ["Gum disease treatment in Bedworth: a gentle deep clean, advice for home care and regular reviews that stop bleeding gums."],
  eyebrow: ["General dentistry"],
  heading: ["Healthy gums, healthy smile", "Why treat gum disease early"],
  text: [
    "Bleeding or sore gums are the first sign of gum disease, and treated early it can be stopped.",
    "Healthy gums hold your teeth firmly in place.",
    "A deep clean removes the hardened plaque that brushing cannot reach.",
    "Most patients notice the difference within a few weeks.",
    "We show you the brushes and the routine that suit your mouth.",
  ],
  paragraphs: [
    "Gum disease is an infection of the gums caused by plaque. Our hygienists clean below the gum line, where the infection starts, and show you how to keep it away.",
    "It suits anyone whose gums bleed, feel tender or have started to pull back. Treatment takes one or two visits, followed by regular check-ups.",
  ],
  alt: ["A hygienist gently cleaning a patient's lower teeth"],
  title: ["Healthier gums", "Fresher breath", "Teeth kept for longer", "Gentle, unhurried care"],
  question: ["How do I know if I have gum disease?", "Does the treatment hurt?", "How many visits will I need?", "Can gum disease come back?"],
  answer: [
    "Gums that bleed when you brush, bad breath and teeth that feel loose are the usual signs; we check for it at every examination.",
    "Most patients feel only a little pressure; we can numb the area if you prefer.",
    "Usually one or two, then a review a few months later.",
    "It can, which is why we see you regularly and help you keep a good routine at home.",
  ],
};

const CATALOGUE_TEXTS: Record<string, string[]> = {
  description: ["A gentle deep clean and advice that stop gum disease and keep teeth firm."],
};

/** Said where no field-specific text is known: a plain sentence, never left empty. */
const ANY_TEXT = "Ask us about gum disease treatment at your next visit.";

/**
 * Replaces every "TODO: ..." text in `value` (a page or a catalogue entry) in place, and checks none is left.
 * An array's items are named by the array's field ("paragraphs", "text").
 */
export function replaceTodos(value: Json, kind: "page" | "catalogue"): void {
  const texts = kind === "page" ? PAGE_TEXTS : CATALOGUE_TEXTS;
  const used = new Map<string, number>();
  const next = (field: string) => {
    const pool = texts[field];
    if (!pool) return ANY_TEXT;
    const turn = used.get(field) ?? 0;
    used.set(field, turn + 1);
    return pool[turn % pool.length]!;
  };
  const visit = (node: Json, field: string): Json => {
    if (typeof node === "string") return node.includes("TODO:") ? next(field) : node;
    if (Array.isArray(node)) return node.map((item) => visit(item, field));
    if (node && typeof node === "object") for (const key of Object.keys(node)) node[key] = visit(node[key], key);
    return node;
  };
  visit(value, "");
  if (JSON.stringify(value).includes("TODO:")) throw new Error(`a "TODO:" text is left in the new ${kind === "page" ? "page" : "catalogue entry"}`);
}
