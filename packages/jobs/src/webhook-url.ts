import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where webhooks may not go unless the operator allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS):
 * loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges, IPv4 and IPv6.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215): translates into the operator's own network
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10], // site-local, deprecated but still routed by some networks
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

/**
 * IPv6 ranges whose addresses carry an IPv4 address (at 16-bit group `at`, Teredo's inverted): an
 * address there is as private as the IPv4 address it carries, however it is written.
 */
const EMBEDDING = [
  { net: "::", bits: 96, at: 6, invert: false }, // IPv4-compatible (deprecated): ::7f00:1
  { net: "::ffff:0:0", bits: 96, at: 6, invert: false }, // IPv4-mapped: ::ffff:127.0.0.1
  { net: "::ffff:0:0:0", bits: 96, at: 6, invert: false }, // IPv4-translated (SIIT): ::ffff:0:7f00:1
  { net: "64:ff9b::", bits: 96, at: 6, invert: false }, // NAT64 well-known prefix
  { net: "2002::", bits: 16, at: 1, invert: false }, // 6to4
  { net: "2001::", bits: 32, at: 6, invert: true }, // Teredo: the client's address, bits inverted
].map((e) => {
  const range = new BlockList();
  range.addSubnet(e.net, e.bits, "ipv6");
  return { ...e, range };
});

/** The eight 16-bit groups of an IPv6 address, read after the URL parser has validated and shortened it. */
function ipv6Groups(ip: string): number[] | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = "", tail] = canonical.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...gap, ...right].map((g) => Number.parseInt(g, 16));
}

/** The IPv4 address an IPv6 address carries, if it lies in one of the EMBEDDING ranges. */
function embeddedIpv4(ip: string): string | null {
  const embedding = EMBEDDING.find((e) => e.range.check(ip, "ipv6"));
  const groups = embedding ? ipv6Groups(ip) : null;
  if (!embedding || !groups) return null;
  const mask = embedding.invert ? 0xffff : 0;
  const high = (groups[embedding.at] ?? 0) ^ mask;
  const low = (groups[embedding.at + 1] ?? 0) ^ mask;
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * True for an address in a loopback, private, link-local or reserved range, IPv4 or IPv6, and for
 * an IPv6 address that carries such an IPv4 address (mapped, compatible, translated, NAT64, 6to4,
 * Teredo). Anything that is not an address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "");
  const family = isIP(ip);
  if (family === 4) return PRIVATE.check(ip, "ipv4");
  if (family !== 6) return true;
  // A zone (fe80::1%eth0) names an interface of this host: only link-local addresses have one.
  if (ip.includes("%")) return true;
  if (PRIVATE.check(ip, "ipv6")) return true;
  const carried = embeddedIpv4(ip);
  return carried !== null && PRIVATE.check(carried, "ipv4");
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The rule for webhook URLs: `https://` (or `http://` when private URLs are allowed), no user
 * info, a host that resolves, and — unless `allowPrivate` — no resolved address in a private
 * range. Checked when an endpoint is created or changed and again before every delivery.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not a valid absolute URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, reason: "the URL must start with https://" };
  if (url.username || url.password) return { ok: false, reason: "user info (user:pass@) is not allowed" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!host) return { ok: false, reason: "the URL has no host" };
  if (!allowPrivate) {
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await resolveAll(host)).map((a) => a.address);
      } catch {
        return { ok: false, reason: `the host ${host} does not resolve` };
      }
    }
    const blocked = addresses.find(isPrivateAddress);
    if (blocked !== undefined)
      return {
        ok: false,
        reason: `the host ${host} resolves to ${blocked}, a loopback, private or link-local address (an operator may allow these with WEBHOOK_ALLOW_PRIVATE_URLS=true)`,
      };
    if (url.protocol !== "https:")
      return {
        ok: false,
        reason: "the URL must use https:// (http is accepted only with WEBHOOK_ALLOW_PRIVATE_URLS=true)",
      };
  }
  return { ok: true, url };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that refuses private addresses at connection time, so a host
 * whose DNS changed after the endpoint was checked cannot reach the internal network.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (blocked) {
        const refused = Object.assign(
          new Error(`${hostname} resolves to ${blocked.address}, a private address: refused`),
          { code: "EPRIVATEADDR" },
        );
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      return callback(null, first.address, first.family);
    });
  };
}
