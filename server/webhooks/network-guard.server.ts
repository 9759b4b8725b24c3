import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";

// Webhook targets must be on the public internet (issue 18): a URL naming loopback, a private
// network, link-local (cloud metadata at 169.254.169.254) or any other special range could let
// the owner's dashboard, or whoever holds it, reach inside our network. The check runs when an
// endpoint is saved (literal addresses) and again on every connection (the addresses DNS gives
// at that moment, so a name that later resolves inward is refused too). Redirects are never
// followed. WEBHOOK_ALLOW_PRIVATE_NETWORKS=true turns the check off.

export const PRIVATE_TARGET_MESSAGE =
  "Webhooks cannot go to loopback, private or link-local addresses (set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to allow them).";

/** Only ordinary public unicast addresses pass; IPv4-mapped IPv6 is judged as its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
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
