import type { RequestHandler } from "express";
import type { Db } from "#db/client.server.ts";
import { ForbiddenError, RateLimitedError, UnauthenticatedError } from "../errors.server.ts";
import { sharedRateLimit } from "../http/rate-limit-store.server.ts";
import { findApiToken } from "./api-tokens.server.ts";
import "../http/request-context.server.ts";

// `Authorization: Bearer <API token>` on /api (issue 18, docs/product.md#roles-integrations). A token acts as team:
// a `read` token for reads only, a `write` token for reads and writes; owner-only calls stay
// refused because the role is team. A token replaces any session on the same request. Its
// calls are never cached (the page cache skips requests with Authorization, and the cache
// policy stores nothing answered to a signed-in caller) and need no CSRF check (a browser
// never attaches this header on its own).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function apiTokenAuth(db: Db, opts: { limitPerMinute?: number } = {}): RequestHandler[] {
  const authenticate: RequestHandler = async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const match = /^Bearer +([^\s]+) *$/i.exec(header);
    if (!match) return next(new UnauthenticatedError("Send the API token as Authorization: Bearer <token>"));
    const token = await findApiToken(db, match[1]!);
    if (!token) return next(new UnauthenticatedError("Invalid, expired or revoked API token"));
    req.apiToken = token;
    req.user = {
      id: token.id,
      email: `${token.name} (API token)`,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: "team",
    };
    if (token.scope === "read" && !SAFE_METHODS.has(req.method)) {
      return next(new ForbiddenError("This API token may only read"));
    }
    next();
  };
  const perToken = sharedRateLimit(db, "api-token", {
    windowMs: 60_000,
    limit: opts.limitPerMinute ?? 600,
    skip: (req) => !req.apiToken,
    keyGenerator: (req) => req.apiToken!.id,
    handler: (_req, _res, next) =>
      next(new RateLimitedError("Too many requests for this API token. Please slow down.")),
  });
  return [authenticate, perToken];
}
