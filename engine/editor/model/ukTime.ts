/**
 * The practice's clock: dates and times as staff say them, in UK time (Europe/London), turned into moments and
 * back, with the clock changes of the last Sundays of March and October. A time the spring change skips
 * (01:30 that Sunday) is taken as the same time after the change (02:30); a time the autumn change repeats is
 * taken the second time it comes round (GMT). One module for the server (a publication's date) and the screens
 * (the date-and-time fields, which show and take UK time wherever the person is).
 */
const ZONE = "Europe/London";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The UK wall clock at `ms` (a moment), written as if it were UTC: its difference from `ms` is the offset. */
function wallClock(ms: number): number {
  const got: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(ms))) if (part.type !== "literal") got[part.type] = Number(part.value);
  return Date.UTC(got.year!, got.month! - 1, got.day!, got.hour!, got.minute!, got.second!);
}

const offsetAt = (ms: number) => wallClock(ms) - ms;

/** "2027-03-28T09:00" (or with seconds) read as UK time; null when it is not a date and time. */
export function fromUkTime(text: unknown): Date | null {
  if (typeof text !== "string" || text.length > 19) return null;
  const [date = "", time = ""] = text.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute, second = 0] = time.split(":").map(Number);
  const numbers = [year, month, day, hour, minute, second];
  if (numbers.some((value) => value === undefined || !Number.isInteger(value))) return null;
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second > 59 || year! < 2000 || year! > 2200) return null;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  if (new Date(wall).getUTCDate() !== day) return null;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** A moment as UK wall-clock time: "2027-03-28T09:00". */
export function toUkTime(moment: Date): string {
  return new Date(wallClock(moment.getTime())).toISOString().slice(0, 16);
}

const spoken = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Sunday 28 March 2027 at 09:00" (UK time), for the record and messages. */
export function ukTimeInWords(moment: Date): string {
  const got: Record<string, string> = {};
  for (const part of spoken.formatToParts(moment)) if (part.type !== "literal") got[part.type] = part.value;
  return `${got.weekday} ${got.day} ${got.month} ${got.year} at ${got.hour}:${got.minute}`;
}
