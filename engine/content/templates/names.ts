/** A page's name in words, when the person creating it gives none. */

/** "/for-dentists/implants" -> "Implants"; "/teeth-straightening" -> "Teeth Straightening". */
export function nameFromRoute(route: string): string {
  const last = route.split("/").pop() ?? "";
  return last.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
