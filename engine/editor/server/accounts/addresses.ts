/**
 * Network addresses as the front door counts them. One household or office gets one IPv4 address but a whole
 * IPv6 /64 (often more), so a throttle keyed on exact IPv6 addresses gives a guesser 2^64 fresh allowances:
 * throttle keys use the /64 instead. IPv4-mapped IPv6 ("::ffff:203.0.113.9", how a dual-stack socket reports an
 * IPv4 peer) is the IPv4 address. Also: the proxies whose X-Real-IP is believed, as the operator names them.
 */
import { isIP } from "node:net";

/** An address as numbers: IPv4 as 4 bytes, IPv6 as 8 groups of 16 bits; null when it is not an address. */
type Parsed = { version: 4; bytes: number[] } | { version: 6; groups: number[] };

function parse(text: string): Parsed | null {
  const address = text.trim().split("%")[0]!.toLowerCase();
  const version = isIP(address);
  if (version === 4) return { version: 4, bytes: address.split(".").map(Number) };
  if (version !== 6) return null;
  const halves = address.split("::");
  const groupsOf = (part: string | undefined): number[] =>
    !part ? [] : part.split(":").flatMap((piece) => {
      if (!piece.includes(".")) return [parseInt(piece, 16)];
      const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
      return [a * 256 + b, c * 256 + d];
    });
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups = halves.length === 2 ? [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return { version: 4, bytes: [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255] };
  return { version: 6, groups };
}

/** The address as written for people: IPv4 dotted (also when it came IPv4-mapped), IPv6 as given. */
export function plainAddress(text: string): string {
  const parsed = parse(text);
  if (parsed?.version === 4) return parsed.bytes.join(".");
  return text.trim();
}

/** The key a throttle counts under: the IPv4 address, or the IPv6 /64 ("2001:db8:1:2::/64"). */
export function addressGroup(text: string): string {
  const parsed = parse(text);
  if (!parsed) return text.trim().toLowerCase() || "unknown";
  if (parsed.version === 4) return parsed.bytes.join(".");
  return `${parsed.groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** Bits of an address, most significant first, for prefix matching. */
function bits(parsed: Parsed): number[] {
  const units = parsed.version === 4 ? parsed.bytes.map((byte) => [byte, 8] as const) : parsed.groups.map((group) => [group, 16] as const);
  return units.flatMap(([value, width]) => Array.from({ length: width }, (_, index) => (value >> (width - 1 - index)) & 1));
}

export interface AddressRange {
  text: string;
  version: 4 | 6;
  prefix: number[];
}

/** Loopback: a proxy on the same machine, as the guide sets it up. */
export const DEFAULT_TRUSTED_PROXIES = "127.0.0.0/8,::1";

/**
 * The operator's list ("127.0.0.1, 10.0.0.5, 2001:db8::/64"): addresses or ranges. A mistake stops the start
 * with words, since a wrong list silently gives every visitor one shared allowance or lets them choose their own.
 */
export function parseAddressRanges(list: string): AddressRange[] {
  const ranges = list.split(",").map((entry) => entry.trim()).filter(Boolean).map((entry): AddressRange => {
    const [address = "", length, extra] = entry.split("/");
    const parsed = parse(address);
    const width = parsed?.version === 4 ? 32 : 128;
    const prefixLength = length === undefined ? width : Number(length);
    if (!parsed || extra !== undefined || !Number.isInteger(prefixLength) || prefixLength < 0 || prefixLength > width || (length !== undefined && !/^\d+$/.test(length))) {
      throw new Error(`"${entry}" in the trusted proxies is not an address or a range such as 127.0.0.1 or 10.0.0.0/8.`);
    }
    return { text: entry, version: parsed.version, prefix: bits(parsed).slice(0, prefixLength) };
  });
  if (ranges.length === 0) throw new Error("The list of trusted proxies is empty: name the proxy's address (such as 127.0.0.1), or leave the setting out for this machine's own.");
  return ranges;
}

export function inRanges(address: string, ranges: AddressRange[]): boolean {
  const parsed = parse(address);
  if (!parsed) return false;
  const own = bits(parsed);
  return ranges.some((range) => range.version === parsed.version && range.prefix.every((bit, index) => own[index] === bit));
}

export function isAddress(text: string): boolean {
  return parse(text) !== null;
}
