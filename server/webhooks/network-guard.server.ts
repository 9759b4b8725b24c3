import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import ipaddr from "ipaddr.js";

// Webhook targets must be on the public internet (issue 18): a URL naming loopback, a private
// network, link-local (cloud metadata at 169.254.169.254) or any other special range could let
// the owner's dashboard, or whoever holds it, reach inside our network. The check runs when an
// endpoint is saved (literal addresses) and again on every connection (the addresses DNS gives
// at that moment, so a name that later resolves inward is refused too). Redirects are never
// followed. WEBHOOK_ALLOW_PRIVATE_NETWORKS=true turns the check off.

export const PRIVATE_TARGET_MESSAGE =
  "Webhooks cannot go to loopback, private or link-local addresses (set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to allow them).";

// IPv4-compatible IPv6 (::/96, deprecated by RFC 4291) has no range in ipaddr.js, which also reads
// "::127.0.0.1" as IPv4-mapped; Node's own parser decides membership, so no spelling slips by.
const IPV4_COMPATIBLE = new BlockList();
IPV4_COMPATIBLE.addSubnet("::", 96, "ipv6");

// IANA's global unicast space; ipaddr.js calls anything outside its special ranges "unicast".
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR("2002::/16");

/** The IPv4 address an IPv6 form stands for: IPv4-mapped, NAT64 (RFC 6052) or 6to4 (RFC 3056). */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = ip.toByteArray();
  if (ip.isIPv4MappedAddress() || ip.match(NAT64)) return new ipaddr.IPv4(bytes.slice(12));
  if (ip.match(SIX_TO_FOUR)) return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}

/**
 * Only global unicast addresses pass (docs/decisions/026). An IPv6 form that carries an IPv4
 * address is judged by that address; Teredo, IPv4-compatible and other special IPv6 ranges never pass.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === "unicast";
  if (family !== 6 || IPV4_COMPATIBLE.check(address, "ipv6") || !ipaddr.IPv6.isValid(address)) return false;
  const ip = ipaddr.IPv6.parse(address);
  // A zone names a link of this host: only link-local addresses have one.
  if (ip.zoneId) return false;
  const v4 = embeddedIPv4(ip);
  if (v4) return v4.range() === "unicast";
  return ip.match(GLOBAL_UNICAST_V6) && ip.range() === "unicast";
}

/** Why a URL's host is refused before any lookup (an inward literal address or a localhost name). */
export function literalTargetProblem(url: string): string | undefined {
  // Brackets of IPv6 and a trailing dot ("localhost.") do not change where it goes.
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return PRIVATE_TARGET_MESSAGE;
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return PRIVATE_TARGET_MESSAGE;
  return undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses a name when any address it resolves to is inward. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const inward = addresses.find((a) => !isPublicAddress(a.address));
    if (inward) {
      const refused = Object.assign(new Error(`${hostname} resolves to ${inward.address}: ${PRIVATE_TARGET_MESSAGE}`), {
        code: "EWEBHOOKPRIVATE",
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
