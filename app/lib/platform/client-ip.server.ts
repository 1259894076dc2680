import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as limits key it (`clientIpOf`: proxy-aware per TRUST_PROXY, IPv6 as its /64). */
    clientIp?: string;
  }
}

/**
 * Which hops in front of the app are trusted to append to X-Forwarded-For: a count of proxies (0 = none,
 * the default) or the proxies' addresses and subnets. Never "everything": a visitor writes the left of the
 * header (docs/decisions/0061-request-guards.md).
 */
export type TrustProxy = number | string[];

/** The named ranges express's `trust proxy` knows, for a list like "loopback, 10.0.0.0/8". */
const PRESETS: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** An address or CIDR subnet as [address, prefix, family], or null when it is neither. */
function parseSubnet(entry: string): [string, number, "ipv4" | "ipv6"] | null {
  const [address = "", prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return [address, prefix, version === 4 ? "ipv4" : "ipv6"];
}

/**
 * Reads TRUST_PROXY: "0".."n" hops, "false" (= 0), or a comma list of addresses, subnets and the names
 * loopback / linklocal / uniquelocal. Returns an error message for anything else, "true" included.
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === "false") return 0;
  if (text === "true") {
    return {
      error:
        "true would trust every X-Forwarded-For entry, and visitors write the first ones themselves: " +
        "set the number of proxies in front of the app (usually 1) or their addresses/subnets",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: "at most 10 proxy hops" };
  }
  const entries = text.split(",").map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !preset(e) && !parseSubnet(e));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `expected a hop count or addresses/subnets, not ${JSON.stringify(bad.join(", ") || value)}` };
  }
  return entries;
}

const preset = (name: string) => (Object.hasOwn(PRESETS, name) ? PRESETS[name] : undefined);

const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** An IPv6 address's eight 16-bit groups, from the URL parser's canonical form (which reads every notation). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const part = (text: string) => (text ? text.split(":").map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What per-address limits count by (docs/decisions/0065): an IPv4 address as it is, an IPv6 address as its
 * /64, the smallest network a provider hands out, in which one host picks new addresses at will. IPv4-mapped
 * IPv6 is its IPv4 address; a zone id (`%eth0`) and the notation (compressed, upper case, dotted tail) change
 * nothing. Anything that is not an address is kept as it is.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const network = groups.slice(0, 4).map((g) => g.toString(16)).join(":");
  return `${new URL(`http://[${network}::]/`).hostname.slice(1, -1)}/64`;
}

/** Whether the hop `address`, `index` steps from the app (0 = the socket's peer), may append to X-Forwarded-For. */
export type TrustFunction = (address: string, index: number) => boolean;

/** Compiles TRUST_PROXY into the function express's `trust proxy` setting and `clientIpOf` use. */
export function compileTrust(trust: TrustProxy): TrustFunction {
  if (typeof trust === "number") return (_address, index) => index < trust;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => preset(e) ?? [e])) {
    const [address, prefix, family] = parseSubnet(entry)!;
    list.addSubnet(address, prefix, family);
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The visitor's address as limits key it (`addressKey`: IPv6 as its /64): walking from the socket's peer
 * leftwards through X-Forwarded-For, the first hop that is not a trusted proxy (the right-most untrusted
 * address). Same rule as express's `req.ip`. Every per-address limit and the voice ticket's binding use it.
 */
export function clientIpOf(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustFunction): string {
  const peer = unmapped(req.socket.remoteAddress ?? "unknown");
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((e) => unmapped(e.trim()))
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i]!, i)) i++;
  return addressKey(hops[i]!);
}

/** The key per-address limits count by (the server entry's `clientIpOf`). */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
