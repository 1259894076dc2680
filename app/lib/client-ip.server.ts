import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the server entry saw it (`clientIpOf`, proxy-aware per TRUST_PROXY). */
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
 * The visitor's address: walking from the socket's peer leftwards through X-Forwarded-For, the first hop
 * that is not a trusted proxy (the right-most untrusted address). Same rule as express's `req.ip`.
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
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trust(hops[i]!, i)) return hops[i]!;
  }
  return hops[hops.length - 1]!;
}

/** The key rate limits count by. */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
