import type { RequestHead } from "./request-head.server.ts";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

/**
 * The client a per-address limit counts (decision 038): an IPv6 client by its /64, the block one
 * home, office or server is given, so rotating addresses inside it gains nothing; IPv4 (and
 * IPv4-mapped IPv6) addresses one by one. `req.ip` follows X-Forwarded-For only from the
 * proxies TRUST_PROXY names (decision 022).
 */
export const IPV6_PREFIX_LENGTH = 64;

export function clientAddress(req: Request): string {
  return addressKey(req.ip);
}

/** Express's compiled `trust proxy` (app.get("trust proxy fn")): may the hop at `index` speak for the client? */
export type TrustProxy = (address: string, index: number) => boolean;

/**
 * `clientAddress` for a raw Node request, before Express runs (the page cache's hits): the same
 * walk as Express's `req.ip` (proxy-addr), from the socket's peer back along X-Forwarded-For
 * while each hop is trusted.
 */
export function rawClientAddress(req: RequestHead, trust: TrustProxy): string {
  let address = req.socket.remoteAddress;
  const forwarded = req.headers["x-forwarded-for"];
  if (address === undefined || typeof forwarded !== "string") return addressKey(address);
  const hops = forwarded.split(",");
  for (let i = hops.length - 1, index = 0; i >= 0 && trust(address, index); i--, index++) {
    const hop = hops[i]!.trim();
    if (!hop) break;
    address = hop;
  }
  return addressKey(address);
}

function addressKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  // No colon, no IPv6 address: ipKeyGenerator would return it as it is, after a long regexp.
  if (!ip.includes(":")) return ip.slice(0, 100);
  return ipKeyGenerator(ip, IPV6_PREFIX_LENGTH).slice(0, 100);
}
