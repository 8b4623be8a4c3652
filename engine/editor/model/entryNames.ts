/**
 * A list entry named by what it holds, for the form's entry bars: a price row "Scale and polish: £55", a team
 * member by their name, a day's hours by its days ("Saturday"), a question by its question, a closure by its
 * reason and day. Undefined when the entry holds none of those words yet (the bar then says "Row 3" alone).
 */

/** The fields that name an entry, the first one written winning. */
const NAMING_FIELDS = ["label", "name", "title", "question", "heading", "reason", "text"] as const;
/** A field said after the name: a price row's price, a closure's first day. */
const AFTER_NAME = ["price", "from"] as const;

export function entryNameOf(entry: unknown): string | undefined {
  if (typeof entry === "string") return shortened(entry);
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return undefined;
  const fields = entry as Record<string, unknown>;
  const words = (key: string) => (typeof fields[key] === "string" && (fields[key] as string).trim() ? (fields[key] as string).trim() : undefined);
  const name = NAMING_FIELDS.map(words).find(Boolean) ?? (Array.isArray(fields.days) && fields.days.length ? fields.days.join(", ") : undefined);
  if (!name) return undefined;
  const after = AFTER_NAME.map(words).find(Boolean);
  return shortened(after ? `${name}: ${after}` : name);
}

function shortened(words: string): string {
  const line = words.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
