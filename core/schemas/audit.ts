import { z } from "zod";
import { API_PAGE_LIMIT_MAX } from "../constants.ts";

// docs/product.md#audit-log: what the log records and how it is filtered.

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "publish",
  "unpublish",
  "schedule",
  "delete",
  "restore",
  "preview.create",
  "preview.revoke",
  "role.change",
  "seed",
  "upload",
  "enquiry.handled",
  "sign-in",
  "sign-in.failed",
  "sign-out",
  "webhook.test",
  "2fa.enrol",
  "2fa.remove",
  "2fa.recovery-codes",
  "invitation.create",
  "invitation.resend",
  "invitation.revoke",
  "invitation.accept",
  "password.reset-link",
  "password.reset",
  "sessions.end",
  "user.remove",
  "newsletter.subscribe",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "export",
  "media.replace",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  "portfolio-card",
  "blog-post",
  "case-study",
  "venture",
  "enquiry",
  "user",
  "api-token",
  "webhook",
  "upload",
  "session",
  "redirect",
  "invitation",
  "newsletter-subscriber",
  "media",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `Give ${name} as an ISO 8601 date and time.` })
    .transform((v) => new Date(v))
    .optional();

/** The filters of GET /api/admin/audit and its CSV; every one optional. */
export const auditQuerySchema = z.strictObject({
  actor: z.string().trim().min(1).max(320, "Use at most 320 characters.").optional(),
  action: z.enum(AUDIT_ACTIONS, { error: "Unknown action." }).optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: "Unknown entity type." }).optional(),
  entityId: z.string().trim().min(1).max(200, "Use at most 200 characters.").optional(),
  from: instant("from"),
  to: instant("to"),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = auditQuerySchema.extend({
  limit: z.coerce
    .number({ error: `Use a whole number from 1 to ${API_PAGE_LIMIT_MAX}.` })
    .int(`Use a whole number from 1 to ${API_PAGE_LIMIT_MAX}.`)
    .min(1, `Use a whole number from 1 to ${API_PAGE_LIMIT_MAX}.`)
    .max(API_PAGE_LIMIT_MAX, `Use a whole number from 1 to ${API_PAGE_LIMIT_MAX}.`)
    .default(50),
  cursor: z.string().max(1000).optional(),
});
