import type { AuditAction, AuditEntityType } from "#core/schemas/audit.ts";
import type { BadgeTone } from "../shared/badge.tsx";

// The owner's activity log (docs/product.md#editorial-calls audit log): the filters of the Activity tab as the
// query of `GET /api/admin/audit` and its CSV twin, and the labels of what the log holds.

export const AUDIT_URL = "/api/admin/audit";
export const AUDIT_CSV_URL = "/api/admin/audit.csv";
export const AUDIT_PAGE_SIZE = 50;

const ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  delete: "Deleted",
  restore: "Restored",
  "preview.create": "Preview link created",
  "preview.revoke": "Preview link revoked",
  "role.change": "Role changed",
  seed: "Seeded",
  upload: "Uploaded",
  "enquiry.handled": "Enquiry handled",
  "sign-in": "Signed in",
  "sign-in.failed": "Sign-in failed",
  "sign-out": "Signed out",
  "webhook.test": "Test event sent",
  "2fa.enrol": "Second factor added",
  "2fa.remove": "Second factor removed",
  "2fa.recovery-codes": "Recovery codes replaced",
  "invitation.create": "Invitation sent",
  "invitation.resend": "Invitation sent again",
  "invitation.revoke": "Invitation revoked",
  "invitation.accept": "Invitation accepted",
  "password.reset-link": "Password reset link made",
  "password.reset": "Password reset",
  "sessions.end": "Signed out everywhere",
  "user.remove": "Person removed",
  "newsletter.subscribe": "Newsletter sign-up",
  "newsletter.confirm": "Newsletter subscription confirmed",
  "newsletter.unsubscribe": "Newsletter unsubscribed",
  "media.replace": "Media replaced",
  export: "Exported everything",
};

const ENTITY_LABELS: Record<AuditEntityType, string> = {
  "portfolio-card": "Portfolio card",
  "blog-post": "Blog post",
  "case-study": "Case study",
  venture: "Venture",
  enquiry: "Enquiry",
  user: "User",
  "api-token": "API token",
  webhook: "Webhook",
  upload: "Upload",
  session: "Session",
  redirect: "Redirect",
  invitation: "Invitation",
  "newsletter-subscriber": "Newsletter subscriber",
  media: "Media",
};

/** "Created" for "create"; an action this dashboard does not know yet shows as the server names it. */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AuditAction] : action;
}

/** "Blog post" for "blog-post"; an unknown type shows as the server names it. */
export function entityLabel(entityType: string): string {
  return Object.hasOwn(ENTITY_LABELS, entityType) ? ENTITY_LABELS[entityType as AuditEntityType] : entityType;
}

/** One entry as the server sends it; the entity is absent for sign-ins and the like. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string;
  requestId: string | null;
  ip: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

/** What the filter bar holds: text as typed, "" for "all", days as `<input type="date">` gives them (YYYY-MM-DD). */
export interface AuditFilters {
  actor: string;
  action: string;
  entityType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: "", action: "", entityType: "", from: "", to: "" };

/** Midnight of that day in the viewer's time zone (or the first instant of the day where midnight is skipped). */
function localMidnight(year: number, month: number, date: number): Date {
  const at = new Date(2000, 0, 1);
  // setFullYear, unlike the Date constructor, does not read years 0-99 as 1900-1999.
  at.setFullYear(year, month - 1, date);
  at.setHours(0, 0, 0, 0);
  return at;
}

/** The first instant of a YYYY-MM-DD local day and of the day after, or null for a blank or impossible day. */
function localDay(day: string): { start: Date; next: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = localMidnight(year, month, date);
  // 2026-02-31 would roll over into March.
  if (Number.isNaN(start.getTime()) || start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  return { start, next: localMidnight(year, month, date + 1) };
}

/** The first instant of a local day as an ISO instant, or undefined for "" or a malformed day. */
export function localDayStart(day: string): string | undefined {
  return localDay(day)?.start.toISOString();
}

/** The last millisecond of a local day (the next day's start minus 1 ms, so 23- and 25-hour days count right). */
export function localDayEnd(day: string): string | undefined {
  const bounds = localDay(day);
  return bounds ? new Date(bounds.next.getTime() - 1).toISOString() : undefined;
}

/** True when both days are set and the first comes after the second. */
export function isReversedRange(filters: Pick<AuditFilters, "from" | "to">): boolean {
  return !!filters.from && !!filters.to && filters.from > filters.to;
}

/** The filters as the API's query: blank ones left out, the days as the instants they start and end at. */
export function auditSearchParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  const actor = filters.actor.trim();
  if (actor) params.set("actor", actor);
  if (filters.action) params.set("action", filters.action);
  if (filters.entityType) params.set("entityType", filters.entityType);
  const from = localDayStart(filters.from);
  if (from) params.set("from", from);
  const to = localDayEnd(filters.to);
  if (to) params.set("to", to);
  return params;
}

/** The address of one page of the log. */
export function auditPageUrl(filters: AuditFilters, cursor?: string | null, limit = AUDIT_PAGE_SIZE): string {
  const params = auditSearchParams(filters);
  params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  return `${AUDIT_URL}?${params}`;
}

/** The CSV download of everything the filters match. */
export function auditCsvHref(filters: AuditFilters): string {
  const query = auditSearchParams(filters).toString();
  return query ? `${AUDIT_CSV_URL}?${query}` : AUDIT_CSV_URL;
}

/** The first block of a UUID (8 characters) is enough to tell entries apart on screen. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}

/** Red for what removes or fails, green for what adds or goes live, blue for changes, grey for sessions. */
export function actionTone(action: string): BadgeTone {
  if (action === "delete" || action === "unpublish" || action.endsWith(".revoke") || action.endsWith(".failed"))
    return "red";
  if (action === "create" || action === "publish" || action === "restore" || action === "seed") return "green";
  if (action === "schedule") return "amber";
  if (action === "sign-in" || action === "sign-out") return "grey";
  if (action === "update" || action === "upload") return "blue";
  return "indigo";
}
