import type { Request } from "express";
import type { AuditAction } from "#core/schemas/audit.ts";
import { DEFAULT_KEEP_REVISIONS, VISITOR, type Actor, type WriteContext } from "../audit/audit.server.ts";
import "./request-context.server.ts";

// The HTTP edge of a write: the Express request turned into the plain write context that
// services take (its actor, request id and client address), so nothing below knows Express.

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** REVISIONS_KEEP, set by createApp. */
      keepRevisions?: number;
    }
  }
}

export function actorOf(req: Request): Actor {
  return req.user ? { id: req.user.id, label: req.user.email } : VISITOR;
}

/** The write context of a request: its actor, request id and client address. */
export function writeContext(req: Request, action?: AuditAction): WriteContext {
  return {
    actor: actorOf(req),
    requestId: req.id === undefined ? undefined : String(req.id),
    ip: req.ip,
    keepRevisions: req.app.locals.keepRevisions ?? DEFAULT_KEEP_REVISIONS,
    action,
  };
}
export type { WriteContext } from "../audit/audit.server.ts";
