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
  if (!req.ip) return "unknown";
  return ipKeyGenerator(req.ip, IPV6_PREFIX_LENGTH).slice(0, 100);
}
