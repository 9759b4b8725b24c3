import type { Request, RequestHandler } from "express";
import { can, type Permission } from "#core/permissions.ts";
import { idParam, slugParam } from "#core/schemas/common.ts";
import { forbidden, HttpError, notFound, unauthorized } from "./errors.server.ts";
import "./request-context.server.ts";

// Route guards: who may call (docs/product.md#roles) and what a write must look like.

/** 401 when signed out, 403 when the role lacks `permission`. */
export function requirePermission(permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthorized());
    if (!can(req.user.role, permission)) return next(forbidden());
    next();
  };
}

export const requireSignedIn: RequestHandler = (req, _res, next) => next(req.user ? undefined : unauthorized());

// Path parameters are checked with the schemas the OpenAPI description shows (core/schemas/common.ts).

/** An id that cannot exist is simply not found. */
export function parseId(value: unknown): string {
  const id = idParam.safeParse(value);
  if (!id.success) throw notFound();
  return id.data.toLowerCase();
}

/** A slug we could never have stored is simply not found. */
export function parseSlug(value: unknown, what: string): string {
  const slug = slugParam.safeParse(value);
  if (!slug.success) throw notFound(what);
  return slug.data;
}

/** Writes that carry data must say they are JSON. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!req.is("application/json"))
    return next(new HttpError(415, "Send a JSON body with Content-Type: application/json"));
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state changes: a JSON body cannot be sent cross-site without a CORS
 * preflight (which this server never grants); anything else must come from our own origin.
 */
export function sameOriginWrites(publicOrigin: string | undefined): RequestHandler {
  return (req, _res, next) => {
    // A token call carries its credential in a header no other site can make a browser send.
    if (SAFE_METHODS.has(req.method) || req.is("application/json") || req.apiToken) return next();
    if (req.get("sec-fetch-site") === "same-origin") return next();
    const origin = req.get("origin");
    if (origin && origin === ownOrigin(req, publicOrigin)) return next();
    next(new HttpError(403, "Cross-site request refused"));
  };
}

function ownOrigin(req: Request, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${req.protocol}://${req.get("host")}`;
}

function originOfUrl(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request proves it was made from our own pages or typed by the person
 * (issue 33 item 10): no header may name another origin, and then either Fetch Metadata says
 * same-origin or none, or, from a browser without Fetch Metadata, the Origin or Referer is ours.
 * Anything less (no header at all, `Origin: null`) does not prove it.
 */
export function cameFromOurPages(req: Request, publicOrigin: string | undefined): boolean {
  const expected = ownOrigin(req, publicOrigin);
  const origin = req.get("origin");
  const referer = req.get("referer");
  if (origin !== undefined && origin !== expected) return false;
  if (referer !== undefined && originOfUrl(referer) !== expected) return false;
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || site === "none";
  return origin !== undefined || referer !== undefined;
}
