import { and, count, eq, getTableColumns, type SQL } from "drizzle-orm";
import { isSlug } from "#core/slug.ts";
import type { CaseStudyInput, CaseStudyUpdate } from "#core/schemas/case-study.ts";
import type { Db } from "#db/client.server.ts";
import { caseStudies, type CaseStudy } from "#db/schema.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import { adminListWhere, type AdminListFilter } from "./admin-filter.server.ts";
import type { NumberedPage } from "./posts.server.ts";
import type { PublicationStatus } from "#core/publication.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { deleteById, insertWithSlug, updateWithSlug, withPublishDate } from "./publishable.server.ts";
import { adminStatus, scheduledFirst, visibleToVisitors } from "./publication.server.ts";
import { sanitizeRequired } from "./sanitize.server.ts";
import { dependsOn, entityTag, listTag } from "./dependencies.server.ts";

// Case studies (docs/product.md#entities). Lists leave out the HTML body; the admin list and the by-slug read carry it.

const { content: _content, ...summaryColumns } = getTableColumns(caseStudies);
export type CaseStudySummary = Omit<CaseStudy, "content">;

// docs/product.md#public-screens, #constants: featured first, then ascending sortOrder, then newest;
// the id makes the order total for pages and cursors.
const ORDER = keyset([
  { expr: caseStudies.isFeatured, dir: "desc", type: "boolean" },
  { expr: caseStudies.sortOrder, dir: "asc", type: "integer" },
  { expr: caseStudies.createdAt, dir: "desc", type: "timestamptz" },
  { expr: caseStudies.id, dir: "desc", type: "uuid" },
]);

// The dashboard's order: scheduled case studies first (docs/product.md#scheduling), then the public order.
const ADMIN_ORDER = keyset([
  { expr: scheduledFirst(caseStudies), dir: "desc", type: "boolean" },
  { expr: caseStudies.isFeatured, dir: "desc", type: "boolean" },
  { expr: caseStudies.sortOrder, dir: "asc", type: "integer" },
  { expr: caseStudies.createdAt, dir: "desc", type: "timestamptz" },
  { expr: caseStudies.id, dir: "desc", type: "uuid" },
]);

const live = visibleToVisitors(caseStudies);
const visible = (opts: { includeDrafts: boolean }) => (opts.includeDrafts ? undefined : live);

export type AdminCaseStudy = CaseStudy & { status: PublicationStatus };
const adminColumns = { ...getTableColumns(caseStudies), status: adminStatus(caseStudies) };

export function listCaseStudies(db: Db, opts: { includeDrafts: boolean }): Promise<CaseStudySummary[]> {
  dependsOn(listTag("case-study"));
  return db
    .select(summaryColumns)
    .from(caseStudies)
    .where(visible(opts))
    .orderBy(...ORDER.orderBy);
}

/** A page of the API's list read, after `cursor`. */
export async function pageCaseStudies(
  db: Db,
  opts: { includeDrafts: boolean } & PageRequest,
): Promise<Page<CaseStudySummary>> {
  dependsOn(listTag("case-study"));
  const rows = await db
    .select({ ...summaryColumns, cursor: ORDER.cursor })
    .from(caseStudies)
    .where(and(visible(opts), ORDER.after(opts.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(opts.limit + 1);
  return ORDER.page(rows, opts.limit);
}

export function listAllCaseStudiesForAdmin(db: Db, filter: AdminListFilter = {}): Promise<AdminCaseStudy[]> {
  return db
    .select(adminColumns)
    .from(caseStudies)
    .where(adminListWhere(caseStudies, filter))
    .orderBy(...ADMIN_ORDER.orderBy);
}

/**
 * A page of the dashboard's list (drafts included, with bodies), searched and filtered by state
 * when asked, and the number of all case studies the filter keeps (see pageAllPostsForAdmin).
 */
export async function pageAllCaseStudiesForAdmin(
  db: Db,
  page: PageRequest,
  filter: AdminListFilter = {},
): Promise<Page<AdminCaseStudy> & { total: number }> {
  const where = adminListWhere(caseStudies, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...adminColumns, cursor: ADMIN_ORDER.cursor })
      .from(caseStudies)
      .where(and(where, ADMIN_ORDER.after(page.cursor)))
      .orderBy(...ADMIN_ORDER.orderBy)
      .limit(page.limit + 1),
    db.select({ total: count() }).from(caseStudies).where(where),
  ]);
  return { ...ADMIN_ORDER.page(rows, page.limit), total: counted!.total };
}

/** One case study as the admin list shows it (with its status): the dashboard's `?edit=` address. */
export async function getCaseStudyForAdmin(db: Db, id: string): Promise<AdminCaseStudy | null> {
  const [study] = await db.select(adminColumns).from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return study ?? null;
}

/** Page `page` (from 1) of the published case studies, featured first; null past the last page. */
export async function caseStudiesPage(
  db: Db,
  page: number,
  size: number,
): Promise<NumberedPage<CaseStudySummary> | null> {
  dependsOn(listTag("case-study"));
  const where: SQL | undefined = visible({ includeDrafts: false });
  const [[counted], items] = await Promise.all([
    db.select({ total: count() }).from(caseStudies).where(where),
    db
      .select(summaryColumns)
      .from(caseStudies)
      .where(where)
      .orderBy(...ORDER.orderBy)
      .offset((page - 1) * size)
      .limit(size),
  ]);
  const total = counted!.total;
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (page > pageCount) return null;
  return { items, total, pageCount };
}

/** The case study with `slug`, or null when there is none (or it is a draft and drafts are not included). */
export async function getCaseStudyBySlug(
  db: Db,
  slug: string,
  opts: { includeDrafts: boolean },
): Promise<CaseStudy | null> {
  if (!isSlug(slug)) return null;
  const visible = opts.includeDrafts ? eq(caseStudies.slug, slug) : and(eq(caseStudies.slug, slug), live);
  const [study] = await db.select().from(caseStudies).where(visible).limit(1);
  dependsOn(study ? entityTag("case-study", study.id) : listTag("case-study"));
  return study ?? null;
}

export function createCaseStudy(db: Db, input: CaseStudyInput, ctx: WriteContext): Promise<CaseStudy> {
  const values = withPublishDate({ ...input, content: sanitizeRequired(input.content, "content") });
  return insertWithSlug<CaseStudy>(db, ctx, "case-study", values);
}

export function updateCaseStudy(db: Db, id: string, patch: CaseStudyUpdate, ctx: WriteContext): Promise<CaseStudy> {
  const values =
    patch.content === undefined ? patch : { ...patch, content: sanitizeRequired(patch.content, "content") };
  return updateWithSlug<CaseStudy>(db, ctx, "case-study", id, values);
}

export const deleteCaseStudy = (db: Db, id: string, ctx: WriteContext) => deleteById(db, ctx, "case-study", id);

/** The case study with `id`, whatever its state (previews, revisions). */
export async function getCaseStudyById(db: Db, id: string): Promise<CaseStudy | null> {
  const [study] = await db.select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return study ?? null;
}
