import { PUBLICATION_STATUSES } from "#core/publication.ts";
import { AUDIT_ACTIONS } from "#core/schemas/audit.ts";
import type { PgTable } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  CARD_COLORS,
  CASE_STUDY_GRADIENTS,
  DEFAULT_CASE_STUDY_GRADIENT,
  VENTURE_PHASES,
  VENTURE_STATUSES,
} from "#core/constants.ts";
import { ROLES } from "#core/permissions.ts";
import { API_TOKEN_SCOPES } from "#core/schemas/api-token.ts";
import { WEBHOOK_EVENTS } from "#core/schemas/webhook.ts";
import { REDIRECT_TYPES } from "#core/schemas/redirect.ts";
import { contentSectionSchema, videoSchema } from "#core/schemas/blog-post.ts";
import { caseStudyStatSchema } from "#core/schemas/case-study.ts";
import { OBJECT_PATH_PREFIX } from "#core/uploads.ts";
import {
  apiTokens,
  webhookDeliveries,
  webhookEndpoints,
  blogPosts,
  caseStudies,
  contactEnquiries,
  mailOutbox,
  portfolioCards,
  users,
  ventures,
} from "#db/schema.server.ts";
import { blogDraftSchema } from "../../ai/blog-draft.server.ts";
import { TOKEN_PREFIX } from "../../auth/api-tokens.server.ts";
import { REVISION_KINDS } from "../../content/revisions.server.ts";
import { SESSION_USER_COLUMNS } from "../../content/users.server.ts";

// What the API answers, as zod schemas for the OpenAPI description (decision 023). Entities are
// derived from the Drizzle tables (drizzle-zod), so a new column shows up here by itself; the
// JSON answers carry timestamps as ISO 8601 strings (document.ts writes dates as date-time).
// Each named schema becomes components.schemas[name]. They describe; they never shape answers.
// The integration suite checks every answer it receives against them (additional properties
// are refused: a column that leaks into an answer fails there).

export const answerSchemas = z.registry<{ id: string; description?: string }>();

export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  answerSchemas.add(schema, { id, description });
  return schema;
}

/**
 * A table's row as drizzle-zod sees it, with some columns narrowed. Typed loosely on purpose:
 * drizzle-zod's precise types are too deep for the compiler, and these schemas only describe.
 */
function rowOf(table: PgTable, narrowed: Record<string, z.ZodType> = {}): z.ZodObject<Record<string, z.ZodType>> {
  return createSelectSchema(table as never, narrowed as never) as unknown as z.ZodObject<Record<string, z.ZodType>>;
}

/** Fields of JSON columns as stored: what the request schemas' transforms leave. */
const storedStat = caseStudyStatSchema.extend({ description: z.string().optional() });
const storedVideo = videoSchema.extend({ title: z.string().optional(), thumbnail: z.string().optional() });

export const ErrorBody = named(
  "Error",
  z.object({
    message: z.string().min(1),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "Field path → messages; `_` for the body as a whole." }),
    requestId: z.string().meta({ description: "Also in the X-Request-Id header; quote it when reporting a problem." }),
  }),
  "Every error answer.",
);

export const PortfolioCard = named("PortfolioCard", rowOf(portfolioCards, { color: z.enum(CARD_COLORS) }));

export const CaseStudy = named(
  "CaseStudy",
  rowOf(caseStudies, {
    stats: z.array(storedStat),
    gradientColors: z.enum([...CASE_STUDY_GRADIENTS, DEFAULT_CASE_STUDY_GRADIENT]),
  }),
);
export const CaseStudySummary = named(
  "CaseStudySummary",
  CaseStudy.omit({ content: true }),
  "A case study without its body (list answers).",
);

export const BlogPost = named(
  "BlogPost",
  rowOf(blogPosts, { videoGallery: z.array(storedVideo), contentSections: z.array(contentSectionSchema) }),
);
export const BlogPostSummary = named(
  "BlogPostSummary",
  BlogPost.omit({ content: true, contentSections: true }),
  "A blog post without its body and sections (list answers).",
);

const status = z
  .enum(PUBLICATION_STATUSES)
  .meta({ description: "draft; scheduled (published with publishedAt in the future); published." });
export const AdminBlogPost = named(
  "AdminBlogPost",
  BlogPost.extend({ status }),
  "A blog post with its derived status.",
);
export const AdminCaseStudy = named(
  "AdminCaseStudy",
  CaseStudy.extend({ status }),
  "A case study with its derived status.",
);

export const Revision = named(
  "Revision",
  z.object({
    id: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
    actor: z.object({ email: z.string().meta({ description: 'Who saved it; "system" for the server.' }) }),
    changedFields: z.array(z.string()),
    kind: z.enum(REVISION_KINDS).meta({
      description:
        "What made the version: the entry's creation, an update, a restore of an older version, or a schedule coming due.",
    }),
    restoredFrom: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "A restore: when the version it brought back was saved; otherwise null." }),
    scheduledFor: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        "When the entry was to go live, if this version saved it published with a publishedAt after the version's own time (scheduled); otherwise null.",
    }),
  }),
  "One saved version of an entry.",
);
export const RevisionWithSnapshot = named(
  "RevisionWithSnapshot",
  Revision.extend({ snapshot: z.record(z.string(), z.unknown()).meta({ description: "The entry as saved." }) }),
);

export const PreviewLink = named(
  "PreviewLink",
  z.object({
    id: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    createdBy: z.string(),
  }),
  "A live preview link (its token is never shown again).",
);
export const SlugRedirect = named(
  "SlugRedirect",
  z.object({
    kind: z.literal("slug").meta({ description: "A renamed entry's old slug (a rule says `rule`)." }),
    id: z.uuid(),
    type: z.enum(REDIRECT_TYPES),
    fromSlug: z.string(),
    fromUrl: z.string().meta({ description: "The old address, a path on this site; it answers 301 to `toUrl`." }),
    toUrl: z.string().meta({ description: "The entry's current address, a path on this site." }),
    entityId: z.uuid(),
    title: z.string().meta({ description: "The entry's title." }),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  "An old slug of a post or case study that was live (docs/product.md#redirects).",
);
export const RedirectRule = named(
  "RedirectRule",
  z.object({
    kind: z.literal("rule"),
    id: z.uuid(),
    from: z.string().meta({ description: "The old address as matched: a path, or a prefix ending in `/*`." }),
    to: z
      .string()
      .meta({ description: "A path on this site or an https address; ending in `/*`, the rest of the path follows." }),
    permanent: z.boolean().meta({ description: "301 when true, 302 otherwise." }),
    fromUrl: z.string().meta({ description: "The same as `from`, named as slug redirects name theirs." }),
    toUrl: z.string().meta({ description: "The same as `to`." }),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  "A redirect rule of the owner's (docs/product.md#redirects): it answers only where the site would answer 404.",
);
export const MissingPage = named(
  "MissingPage",
  z.object({
    path: z.string().meta({ description: "The address as the router matches it, without its query." }),
    hits: z.number().int().meta({ description: "Visitors' requests that answered 404 in the last 30 days." }),
    lastSeen: z.iso.datetime({ offset: true }),
    referrer: z
      .string()
      .nullable()
      .meta({ description: "Host and path of the page the last visitor came from, when the browser said." }),
  }),
  "An address visitors asked for that the site does not have.",
);
export const NewPreviewLink = named(
  "NewPreviewLink",
  z.object({
    id: z.uuid(),
    url: z.url().meta({ description: "The absolute address /preview/{token}; shown only in this answer." }),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);

export const AuditEntry = named(
  "AuditEntry",
  z.object({
    id: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    actor: z.string().meta({ description: 'An email, an API token\'s name, "visitor" or "system".' }),
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.string().nullable(),
    entityId: z.string().nullable(),
    summary: z.string(),
    requestId: z.string().nullable(),
    ip: z.string().nullable(),
  }),
);
export const AuditPage = named(
  "AuditPage",
  z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() }),
  "A page of the audit log, newest first.",
);

export const Venture = named(
  "Venture",
  rowOf(ventures, { phase: z.enum(VENTURE_PHASES), status: z.enum(VENTURE_STATUSES) }),
);

/** Where the visit that sent an enquiry came from (issue 31, decision 051). */
export const EnquirySource = named(
  "EnquirySource",
  z.object({
    landingPage: z
      .string()
      .meta({ description: "The visit's first page of the day, or the page the form was sent from." }),
    referrer: z.string().nullable().meta({ description: "The referring site's host; null for none." }),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
  }),
  "Where the visit that sent an enquiry came from.",
);
export const Enquiry = named(
  "Enquiry",
  rowOf(contactEnquiries, {
    source: EnquirySource.nullable().meta({ description: "Where its visit came from; null when nothing is known." }),
  }),
);
export const InboxEnquiry = named(
  "InboxEnquiry",
  Enquiry.extend({
    notification: rowOf(mailOutbox)
      .pick({ status: true, attempts: true, lastError: true, sentAt: true })
      .nullable()
      .meta({ description: "The notification mail, or null when mail is off." }),
  }),
  "An enquiry in the staff inbox, with its notification mail.",
);

// People and tokens: the public columns only, as the services select them.
const userRow = rowOf(users, { role: z.enum(ROLES) });
const caller = Object.fromEntries(Object.keys(SESSION_USER_COLUMNS).map((column) => [column, true])) as {
  [K in keyof typeof SESSION_USER_COLUMNS]: true;
};
export const TeamMember = named("TeamMember", userRow.pick({ ...caller, createdAt: true, updatedAt: true }));
export const SignedInUser = named(
  "SignedInUser",
  userRow.pick(caller),
  "The caller. With an API token: the token's id, `<name> (API token)` as email, role team.",
);

const tokenRow = rowOf(apiTokens, { scope: z.enum(API_TOKEN_SCOPES) });
const tokenColumns = { id: true, name: true, scope: true, createdAt: true, expiresAt: true } as const;
export const ApiToken = named(
  "ApiToken",
  tokenRow.pick({ ...tokenColumns, lastUsedAt: true }).extend({
    createdBy: z.string().nullable().meta({ description: "The email of the owner who made it; null once removed." }),
    active: z.boolean().meta({
      description: "False once its maker is removed or no longer an owner: the token then answers 401.",
    }),
  }),
);
export const NewApiToken = named(
  "NewApiToken",
  tokenRow.pick(tokenColumns).extend({
    token: z
      .string()
      .regex(new RegExp(`^${TOKEN_PREFIX}`))
      .meta({ description: "Shown only in this answer; send it as Authorization: Bearer <token>." }),
  }),
);

export const BlogDraft = named("BlogDraft", blogDraftSchema, "An AI draft of a blog post, not stored.");

export const Created = z.object({ id: z.uuid() });
export const InvestorToken = z.object({ token: z.string().min(1) });
export const UploadTicket = z.object({
  uploadURL: z.url().meta({ description: "PUT the file here, with its Content-Type, within 15 minutes." }),
  objectPath: z
    .string()
    .regex(new RegExp(`^${OBJECT_PATH_PREFIX}`))
    .meta({ description: "Where the image is served once uploaded." }),
});

// Webhooks: the endpoint without its secret, the secret once, and the delivery log.
const webhookEvent = z.enum([...WEBHOOK_EVENTS, "webhook.test"]);
const endpointRow = rowOf(webhookEndpoints, { events: z.array(z.enum(WEBHOOK_EVENTS)) });
const endpointColumns = {
  id: true,
  url: true,
  events: true,
  enabled: true,
  disabledReason: true,
  failingSince: true,
  createdAt: true,
} as const;
export const Webhook = named(
  "Webhook",
  endpointRow.pick(endpointColumns),
  "A webhook endpoint. disabledReason says why the server turned it off (failing for 24 hours).",
);
export const NewWebhook = named(
  "NewWebhook",
  endpointRow.pick(endpointColumns).extend({
    secret: z
      .string()
      .regex(/^whsec_/)
      .meta({ description: "Shown only in this answer: verify each delivery's webhook-signature with it." }),
  }),
);
export const WebhookDelivery = named(
  "WebhookDelivery",
  rowOf(webhookDeliveries, { event: webhookEvent, status: z.enum(["pending", "sending", "delivered", "failed"]) }).pick(
    {
      id: true,
      event: true,
      createdAt: true,
      status: true,
      attempts: true,
      responseStatus: true,
      lastError: true,
      deliveredAt: true,
    },
  ),
  "One event sent (or being sent) to an endpoint.",
);
