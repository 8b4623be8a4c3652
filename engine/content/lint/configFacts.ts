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
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");
}

export function containsUrl(text: string, url: string): boolean {
  const wanted = comparableUrl(url);
  return text.toLowerCase().replace(/[a-z]+:\/\/(www\.)?/g, "").replace(/\/+(?=$|[\s"'?#)])/g, "").includes(wanted);
}
