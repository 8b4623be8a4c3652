/** Which compressed copies a browser accepts, from its Accept-Encoding header, best first. */
export type Encoding = "br" | "gzip";

/** "gzip, deflate, br;q=0.9" -> ["br", "gzip"]: Brotli first (it is smaller); a coding with q=0 is refused. */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((encoding) => (accepted.get(encoding) ?? wildcard) > 0);
}
