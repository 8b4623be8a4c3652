/** Whether a text looks like an email address: something@domain.tld, no spaces. Written so that no input makes it slow. */
export function looksLikeEmail(text: string): boolean {
  // The domain's parts split on dots without overlap, so matching is linear (a "[^@]+\.[^@]+" domain is not).
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text);
}
