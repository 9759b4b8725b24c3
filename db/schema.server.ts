import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CaseStudyStat } from "#core/schemas/case-study.ts";
import type { EnquirySource } from "#core/analytics.ts";
import type { ContentSection, Video } from "#core/schemas/blog-post.ts";
import { DEFAULT_CASE_STUDY_GRADIENT, DEFAULT_READ_TIME } from "#core/constants.ts";
import { TEAM_AUTHOR } from "#core/brand.ts";

// docs/product.md#entities. Columns are snake_case in the database (casing: "snake_case"), camelCase in JSON.

const id = () => uuid().primaryKey().defaultRandom();
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const portfolioCards = pgTable(
  "portfolio_cards",
  {
    id: id(),
    name: text().notNull(),
    tagline: text(),
    description: text().notNull(),
    fullDescription: text(),
    category: text().notNull(),
    phase: text().notNull(),
    services: textList(),
    color: text().notNull(),
    logoUrl: text(),
    /** Alt texts (issue 17 item 14): null not given yet, "" decorative, else the text. */
    logoAlt: text(),
    imageUrl: text(),
    imageAlt: text(),
    websiteUrl: text(),
    hasInternalLanding: boolean().notNull().default(false),
    internalRoute: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("portfolio_cards_sort_idx").on(t.sortOrder, t.createdAt)],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull(),
    subtitle: text().notNull(),
    category: text().notNull(),
    content: text().notNull(),
    excerpt: text().notNull(),
    stats: jsonb().$type<CaseStudyStat[]>().notNull().default([]),
    featuredImageUrl: text(),
    featuredImageAlt: text(),
    imageGallery: textList(),
    gradientColors: text().notNull().default(DEFAULT_CASE_STUDY_GRADIENT),
    readTime: integer().notNull().default(DEFAULT_READ_TIME),
    author: text().notNull().default(TEAM_AUTHOR),
    tags: textList(),
    isPublished: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    metaDescription: text(),
    metaKeywords: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("case_studies_slug_key").on(t.slug)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull(),
    excerpt: text().notNull(),
    content: text().notNull(),
    category: text().notNull(),
    author: text().notNull().default(TEAM_AUTHOR),
    tags: textList(),
    featuredImageUrl: text(),
    featuredImageAlt: text(),
    imageGallery: textList(),
    /** One alt per gallery image, by position (null: not given yet, "": decorative). */
    imageGalleryAlts: jsonb().$type<(string | null)[]>().notNull().default([]),
    videoGallery: jsonb().$type<Video[]>().notNull().default([]),
    contentSections: jsonb().$type<ContentSection[]>().notNull().default([]),
    isPublished: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    readTime: integer().notNull().default(DEFAULT_READ_TIME),
    publishedAt: timestamp({ withTimezone: true }),
    /** Search and social overrides; null: the title, excerpt and featured image (app/lib/post-seo.ts). */
    metaTitle: text(),
    metaDescription: text(),
    socialImageUrl: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_idx").on(t.isPublished, t.isFeatured, t.publishedAt),
  ],
);

export const ventures = pgTable("ventures", {
  id: id(),
  name: text().notNull(),
  oneLiner: text().notNull(),
  phase: text().notNull().default("concept"),
  progressPercentage: integer().notNull().default(0),
  status: text().notNull().default("not_built"),
  description: text().notNull(),
  problemThreeWords: text().notNull(),
  solutionThreeWords: text().notNull(),
  targetAudience: text().notNull(),
  monetization: text().notNull(),
  baselineCost: text().notNull(),
  breakEvenTarget: text().notNull(),
  styleVisualVoice: text().notNull(),
  owner: text(),
  websiteLink: text(),
  deckLink: text(),
  notes: text(),
  ...timestamps,
});

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text().notNull().unique(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text().notNull().default("investor"),
    /** The sign-in identity bound at first sign-in (issuer and subject), so a reused email is not a takeover. */
    oidcIssuer: text(),
    oidcSubject: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject)],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text().primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    whatsapp: text(),
    projectInterest: text().notNull(),
    isHandled: boolean().notNull().default(false),
    /** Where the visit that sent it came from (decision 051); null when nothing is known. */
    source: jsonb().$type<EnquirySource>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_enquiries_created_idx").on(t.createdAt)],
);

/**
 * Notification mails waiting to be sent (issue: enquiries are never lost). An enquiry and its
 * mail are written in one transaction; a worker sends pending rows with backoff.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    enquiryId: uuid().references(() => contactEnquiries.id, { onDelete: "cascade" }),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    replyTo: text(),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt), index("mail_outbox_enquiry_idx").on(t.enquiryId)],
);

/** Small key–value facts the server keeps about itself (e.g. that sample content was loaded once). */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Local accounts of the built-in identity provider (email + scrypt hash). */
export const accounts = pgTable("accounts", {
  id: id(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  /** Set on the generated first-owner account: a new password is chosen at the first sign-in. */
  mustChangePassword: boolean().notNull().default(false),
  ...timestamps,
});

/** oidc-provider's models (sessions, grants, codes, interactions …), kept across restarts. */
export const oidcModels = pgTable(
  "oidc_models",
  {
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    uid: text(),
    userCode: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index("oidc_models_grant_idx").on(t.grantId),
    index("oidc_models_uid_idx").on(t.uid),
    index("oidc_models_expires_idx").on(t.expiresAt),
  ],
);

/** Rate-limit counters, shared by every instance on the database (server/http/rate-limit-store.server.ts). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);

/**
 * API tokens (issue 18): made by the owner, used as `Authorization: Bearer …` on /api. Only a
 * SHA-256 hash of the token is kept.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    name: text().notNull(),
    scope: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("api_tokens_created_idx").on(t.createdAt)],
);

/** Where webhook deliveries go (issue 18); the secret signs them and is shown once. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    url: text().notNull(),
    events: textList(),
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** Why the server turned it off (failing for 24 hours); null when the owner did, or when on. */
    disabledReason: text(),
    /** The first failure since the last success. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_created_idx").on(t.createdAt)],
);

/** The webhook outbox: one row per event and endpoint, written with the change it reports. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending, sending, delivered or failed. */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    responseStatus: integer(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

export type PortfolioCard = typeof portfolioCards.$inferSelect;
export type CaseStudy = typeof caseStudies.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type Venture = typeof ventures.$inferSelect;
export type User = typeof users.$inferSelect;
export type ContactEnquiry = typeof contactEnquiries.$inferSelect;

/** A full snapshot of a card, post, case study or venture after each create and update (issue 14). */
export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    changedFields: textList(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    /** What made this version: "create", "update", "restore" (of the version of `restoredFrom`) or "publish" (a schedule coming due). */
    kind: text().notNull().default("update"),
    /** A restore: when the version it brought back was saved. */
    restoredFrom: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("revisions_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc(), t.id.desc())],
);

/** One row per successful state change (issue 14); append-only (a trigger refuses updates). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid(),
    /** The person's email, or "visitor" / "system". */
    actor: text().notNull(),
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    summary: text().notNull().default(""),
    requestId: text(),
    ip: text(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actor, t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at.desc(), t.id.desc()),
  ],
);

/** Links that show a draft's saved content to anyone holding them, until they expire or are revoked. */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: id(),
    /** SHA-256 of the token, hex; the token itself is shown once and never stored. */
    tokenHash: text().notNull(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("preview_links_token_idx").on(t.tokenHash),
    index("preview_links_entity_idx").on(t.entityType, t.entityId),
  ],
);

/**
 * Old slugs of posts and case studies that were live (issue 19, decision 032): each answers 301 to
 * its entry's current address. The entry's column `first_live_at` (migration 0011, set by the
 * is_live trigger) is left out of this schema, as `is_live` is, so that no answer carries it.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: id(),
    entityType: text().$type<"blog-post" | "case-study">().notNull(),
    blogPostId: uuid().references(() => blogPosts.id, { onDelete: "cascade" }),
    caseStudyId: uuid().references(() => caseStudies.id, { onDelete: "cascade" }),
    fromSlug: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("slug_redirects_from_key").on(t.entityType, t.fromSlug),
    index("slug_redirects_blog_post_idx")
      .on(t.blogPostId)
      .where(sql`${t.blogPostId} IS NOT NULL`),
    index("slug_redirects_case_study_idx")
      .on(t.caseStudyId)
      .where(sql`${t.caseStudyId} IS NOT NULL`),
    check(
      "slug_redirects_one_entity",
      sql`(${t.entityType} = 'blog-post' AND ${t.blogPostId} IS NOT NULL AND ${t.caseStudyId} IS NULL) OR (${t.entityType} = 'case-study' AND ${t.caseStudyId} IS NOT NULL AND ${t.blogPostId} IS NULL)`,
    ),
  ],
);

/**
 * Two-factor sign-in of the built-in provider (issue 19, decision 034): one authenticator-app
 * secret per account (encrypted at rest), confirmed by a first code; the last accepted time step
 * refuses a replayed code.
 */
export const twoFactorTotp = pgTable("two_factor_totp", {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastTimeStep: bigint({ mode: "number" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp({ withTimezone: true }),
});

/** Ten single-use recovery codes per account, kept as SHA-256 hashes. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_hash_idx").on(t.accountId, t.codeHash)],
);

/** Passkeys (WebAuthn credentials) of built-in accounts; the id is the credential id (base64url). */
export const webauthnCredentials = pgTable(
  "webauthn_credentials",
  {
    id: text().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: "number" }).notNull().default(0),
    transports: textList(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("webauthn_credentials_account_idx").on(t.accountId)],
);

/**
 * Autosaved work in the dashboard's editors (issue 26): one per person and entry, never applied to the
 * entry itself. `entryKey` is the entry's id, or the editor's own key for an entry not created yet.
 */
export const autosaves = pgTable(
  "autosaves",
  {
    id: id(),
    entityType: text().notNull(),
    entryKey: uuid().notNull(),
    /** True while the entry does not exist yet (a new post or case study). */
    isNew: boolean().notNull().default(false),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The editor's values as it holds them, given back as they were. */
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The fields of `values` that pass the entry's rules, sanitized: what a preview link shows over the entry. */
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    title: text().notNull().default(""),
    /** The entry's updatedAt when the editor opened it (null for a new entry). */
    baseUpdatedAt: timestamp({ withTimezone: true }),
    savedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex("autosaves_entry_user_idx").on(t.entityType, t.entryKey, t.userId),
    index("autosaves_entry_idx").on(t.entityType, t.entryKey, t.savedAt.desc()),
  ],
);

/**
 * One-time links of the built-in identity provider (issue 27, decision 049): an invitation to
 * choose a password (`invite`, with the role it gives) and a password reset (`reset`). Only the
 * SHA-256 of the token is kept; a link works once, until `expiresAt`, unless revoked.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    id: id(),
    purpose: text().notNull(),
    email: text().notNull(),
    role: text(),
    tokenHash: text().notNull().unique(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("account_links_email_idx").on(t.purpose, t.email)],
);

/**
 * The journal's newsletter list (issue 27 item 6, decision 050): double opt-in. A sign-up stays
 * `pending` until its confirmation link is used (pending ones are deleted after 7 days); an
 * unsubscribed address stays `unsubscribed` (a new sign-up must be confirmed again). Only the
 * SHA-256 of each link's token is kept.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    /** Trimmed and lowercased. */
    email: text().notNull().unique(),
    status: text().notNull().default("pending"),
    confirmTokenHash: text().unique(),
    unsubscribeTokenHash: text().notNull().unique(),
    /** The page the sign-up was sent from (a path on this site), when known. */
    sourcePath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("newsletter_subscribers_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    index("newsletter_subscribers_confirmed_idx").on(t.status, t.confirmedAt.desc(), t.id.desc()),
  ],
);

// Site analytics (issue 31, decision 051): daily rollups with no visitor identifier in them, a
// salt per UTC day shared by every instance and deleted once its day is over, and the day's
// visits (a salted hash, never an address or user agent) kept two days for de-duplication.
const day = () => date({ mode: "string" }).notNull();
const count = () => integer().notNull().default(0);

/** Views and visitors of the whole site per day (the series of the Analytics section). */
export const analyticsDays = pgTable("analytics_days", { day: day().primaryKey(), views: count(), visitors: count() });

/** Views and visitors per page (normalised path) per day. */
export const analyticsPageDays = pgTable(
  "analytics_page_days",
  { day: day(), path: text().notNull(), views: count(), visitors: count() },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * Visitors per day, landing page (the first page of their day) and referring host ('' for none
 * or our own pages): `path=` of the report narrows to the visits that landed on a page.
 */
export const analyticsReferrerDays = pgTable(
  "analytics_referrer_days",
  { day: day(), path: text().notNull(), source: text().notNull(), visitors: count() },
  (t) => [primaryKey({ columns: [t.day, t.path, t.source] })],
);

/** Visitors per day, landing page and campaign (utm_source, utm_medium, utm_campaign; '' when absent). */
export const analyticsCampaignDays = pgTable(
  "analytics_campaign_days",
  {
    day: day(),
    path: text().notNull(),
    source: text().notNull(),
    medium: text().notNull(),
    campaign: text().notNull(),
    visitors: count(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.source, t.medium, t.campaign] })],
);

/** Today's random salt (rarely yesterday's too, for a moment): deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", { day: day().primaryKey(), salt: text().notNull() });

/**
 * A visitor seen on a day: `path` '' is the visit (with its landing page, referrer and campaign,
 * read again when that visitor sends an enquiry), any other path one page it viewed. Purged after two days.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    day: day(),
    visitor: text().notNull(),
    path: text().notNull(),
    landingPage: text(),
    referrer: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.path] })],
);

/**
 * Redirect rules the owner adds beside the slug redirects (issue 32 item 4, decision 054): an
 * exact path, or a prefix ending in `/*`, stored as the router matches it (normalised), to a
 * path on this site or an https address. They answer only where the site would answer 404.
 */
export const redirectRules = pgTable(
  "redirect_rules",
  {
    id: id(),
    fromPath: text().notNull(),
    toUrl: text().notNull(),
    permanent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("redirect_rules_from_key").on(t.fromPath)],
);

/**
 * Missing pages (decision 054): visitors' 404s per normalised path and UTC day, counted in memory
 * and added in batches by every instance; rows older than 30 days are purged.
 */
export const missingPages = pgTable(
  "missing_pages",
  {
    path: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    hits: integer().notNull(),
    lastSeen: timestamp({ withTimezone: true }).notNull(),
    /** Where the last visitor came from: host and path only. */
    referrer: text(),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] }), index("missing_pages_day_idx").on(t.day)],
);

// ---- Moving in: the import's write path (issue 32, decision 057) -------------------------------
// Kept in one block: another branch adds migration 0018 too, and they are renumbered at merge.

/**
 * Which post an imported one became (decision 057): a later import of the same export finds it
 * here and leaves it alone when its fingerprint (a hash of what the export said) is the same.
 * Keyed by the source, the post's id there and its slug, so a second site's post 101 is a new post.
 */
export const importedPosts = pgTable(
  "imported_posts",
  {
    id: id(),
    source: text().notNull(),
    sourceId: text().notNull(),
    sourceSlug: text().notNull(),
    postId: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    fingerprint: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("imported_posts_source_key").on(t.source, t.sourceId, t.sourceSlug),
    index("imported_posts_post_idx").on(t.postId),
  ],
);

/**
 * Images an import copied into our storage: an address of the old site (or `sha256:…` of a file
 * inside a zip) and the /objects/ path of its copy, so each is downloaded once, ever.
 */
export const importedMedia = pgTable("imported_media", {
  sourceUrl: text().primaryKey(),
  objectPath: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ---- Media library (issue 30, decision 058) ------------------------------------------------
// One row per stored file, and the addresses each entry shows. References are kept by address,
// not by item id, so an entry saved before its item exists (an S3 upload not yet confirmed, a
// backfill still to run) is counted as soon as the item appears.

/**
 * A stored file (or a sample image shipped in public/): `url` is the address entries use;
 * `key` the object storage key of its bytes (null for shipped samples). `status` "pending" is an
 * upload granted whose bytes have not been seen yet. `replacementKey` is a replacement's upload
 * awaiting its bytes. `previousUrls` are the addresses it had before replacements: old
 * revisions that still name them keep counting as usages.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: id(),
    url: text().notNull(),
    key: text(),
    status: text().$type<"pending" | "ready">().notNull().default("ready"),
    type: text().$type<"image" | "video">().notNull().default("image"),
    mime: text().notNull(),
    bytes: bigint({ mode: "number" }).notNull().default(0),
    width: integer(),
    height: integer(),
    title: text().notNull().default(""),
    alt: text(),
    tags: textList(),
    focalX: doublePrecision(),
    focalY: doublePrecision(),
    replacementKey: text(),
    replacementMime: text(),
    previousUrls: textList(),
    /**
     * What a library search looks in, lower-cased once on write: one LIKE over it is several
     * times cheaper than three ILIKEs per row, and a rare word's search reads every row.
     */
    searchText: text().generatedAlwaysAs(
      (): SQL => sql`lower(${mediaItems.title} || ' ' || coalesce(${mediaItems.alt}, '') || ' ' || ${mediaItems.url})`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("media_items_url_key").on(t.url),
    index("media_items_created_idx").on(t.createdAt, t.id),
    index("media_items_previous_urls_idx").using("gin", t.previousUrls),
    check("media_items_focal_check", sql`(${t.focalX} is null) = (${t.focalY} is null)`),
  ],
);

/** The local media addresses an entry shows (any text field: URLs, galleries, HTML bodies). */
export const mediaReferences = pgTable(
  "media_references",
  {
    url: text().notNull(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId, t.url] }), index("media_references_url_idx").on(t.url)],
);

export type MediaItem = typeof mediaItems.$inferSelect;
// ---- end of the media library block ----------------------------------------------------------
