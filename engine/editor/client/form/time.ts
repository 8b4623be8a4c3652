/**
 * Times are written on the 24-hour clock ("08:00", "17:30"), whatever language the browser speaks: a time box of
 * the browser's own would show "02:00 PM" in some. What a person types is tidied when they leave the box:
 * "9" or "9.30" or "930" become "09:00" and "09:30", and "2pm" or "2:30 pm" become "14:00" and "14:30".
 * Anything else is left as typed, for the validator to explain.
 */
export function tidyTime(typed: string): string {
  const text = typed.trim().toLowerCase().replace(/\s+/g, "");
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?(am|pm)?$/.exec(text);
  if (!match) return typed;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3];
  if (half) {
    if (hours < 1 || hours > 12) return typed;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return typed;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
