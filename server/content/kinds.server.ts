import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RedirectType } from "#core/schemas/redirect.ts";
import { blogPosts, caseStudies, portfolioCards, ventures } from "#db/schema.server.ts";
import type { ContentKind } from "../webhooks/events.server.ts";
import type { RevisionEntityType } from "./revisions.server.ts";

// One description per content kind (issue 29): every name a kind goes by, its table and what it
// has. Writes (changes, publishable), scheduling, previews, redirects, search and the revision
// routes read them here instead of keeping mapping tables of their own. A kind's cache tags are
// made from `kind` (`entityTag`, `listTag` and `entryTags` of dependencies.server.ts).

type Table = PgTable & { id: PgColumn };

export interface KindDescriptor<K extends ContentKind = ContentKind> {
  /** The kind of webhooks and dependency tags (`post:{id}`, `post:list`). */
  kind: K;
  table: Table;
  /** Audit entries, revisions, autosaves, previews, redirects and search (`blog-post`). */
  entityType: RevisionEntityType;
  /** The API collection: /api/{collection}. */
  collection: string;
  /** In audit summaries and not-found messages ("Blog post"). */
  label: string;
  /** Its public page's address before the slug (`/journal/`); null without a page of its own. */
  publicPath: string | null;
  /** Unique slugs, and redirects from old ones (decision 032). */
  slugs: boolean;
  /** Publication with a date, scheduled entries and the stored is_live flag (decision 029). */
  scheduling: boolean;
  /** Revision history (decision 030). */
  revisions: boolean;
}

const descriptor = <K extends ContentKind, T extends Table>(d: KindDescriptor<K> & { table: T }) => d;

export const KINDS = {
  post: descriptor({
    kind: "post",
    table: blogPosts,
    entityType: "blog-post",
    collection: "blog-posts",
    label: "Blog post",
    publicPath: "/journal/",
    slugs: true,
    scheduling: true,
    revisions: true,
  }),
  "case-study": descriptor({
    kind: "case-study",
    table: caseStudies,
    entityType: "case-study",
    collection: "case-studies",
    label: "Case study",
    publicPath: "/case-studies/",
    slugs: true,
    scheduling: true,
    revisions: true,
  }),
  "portfolio-card": descriptor({
    kind: "portfolio-card",
    table: portfolioCards,
    entityType: "portfolio-card",
    collection: "portfolio-cards",
    label: "Portfolio card",
    publicPath: null,
    slugs: false,
    scheduling: false,
    revisions: true,
  }),
  venture: descriptor({
    kind: "venture",
    table: ventures,
    entityType: "venture",
    collection: "ventures",
    label: "Venture",
    publicPath: null,
    slugs: false,
    scheduling: false,
    revisions: true,
  }),
} as const satisfies Record<ContentKind, KindDescriptor>;

/** The kinds with slugs, publication dates and scheduling: posts and case studies. */
export type PublishableKind = "post" | "case-study";
export const PUBLISHABLE_KINDS = [KINDS.post, KINDS["case-study"]] as const;

/** The descriptor of `kind`. */
export const kindOf = (kind: ContentKind): KindDescriptor => KINDS[kind];

/** The kind an entity type names (`blog-post` → post). */
export function kindOfEntityType(entityType: RevisionEntityType): KindDescriptor {
  return Object.values(KINDS).find((d) => d.entityType === entityType)!;
}

/** A publishable kind's entity type, which is also its redirects', previews' and search's type. */
export const redirectTypeOf = (kind: PublishableKind): RedirectType => KINDS[kind].entityType as RedirectType;

/** The publishable kind a redirect, preview or search type names. */
export const publishableKindOf = (type: RedirectType): PublishableKind =>
  PUBLISHABLE_KINDS.find((d) => d.entityType === type)!.kind;
