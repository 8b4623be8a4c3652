/** Finding copies of site.config.json's phone number and booking address in page text. */

/** The phone number's digits as dialled nationally: "+44 24 7631 2256" and "024 7631 2256" -> "02476312256". */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.startsWith("44") && digits.length >= 11 ? `0${digits.slice(2)}` : digits;
}

/** Runs of digits that may be a phone number, however they are spaced or punctuated. */
const NUMBER_RUNS = /\+?\(?\d[\d\s().-]{6,}\d/g;

export function containsPhone(text: string, tel: string): boolean {
  const wanted = nationalDigits(tel);
  return [...text.matchAll(NUMBER_RUNS)].some((match) => nationalDigits(match[0]).includes(wanted));
}

/** An address reduced to what identifies it: no scheme, no "www.", no trailing slash, lower case. */
export function comparableUrl(url: string): string {
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").replace(/(?<!\/)\/+$/, "");
}

/*
 * The look-behinds keep these linear: without them a run of letters (or slashes) that is not an
 * address was tried again from each of its letters, the square of its length (a 1 MB paragraph of
 * one letter took minutes). A match can only start where the run starts, as the leftmost match did.
 */
const SCHEMES = /(?<![a-z])[a-z]+:\/\/(www\.)?/g;
const TRAILING_SLASHES = /(?<!\/)\/+(?=$|[\s"'?#)])/g;

export function containsUrl(text: string, url: string): boolean {
  const wanted = comparableUrl(url);
  return text.toLowerCase().replace(SCHEMES, "").replace(TRAILING_SLASHES, "").includes(wanted);
}
