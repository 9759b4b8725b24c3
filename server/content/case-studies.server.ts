import { and, asc, desc, eq, getTableColumns } from "drizzle-orm";
import type { CaseStudyInput, CaseStudyUpdate } from "#core/schemas/case-study.ts";
import type { Db } from "#db/client.server.ts";
import { caseStudies, type CaseStudy } from "#db/schema.server.ts";
import { deleteById, insertWithSlug, updateWithSlug, withPublishDate } from "./publishable.server.ts";
import { sanitizeRequired } from "./sanitize.server.ts";

// Case studies (docs/product.md#entities). Lists leave out the HTML body; the admin list and the by-slug read carry it.

const { content: _content, ...summaryColumns } = getTableColumns(caseStudies);
export type CaseStudySummary = Omit<CaseStudy, "content">;

// docs/product.md#public-screens, #constants: featured first, then ascending sortOrder.
const ORDER = [desc(caseStudies.isFeatured), asc(caseStudies.sortOrder), desc(caseStudies.createdAt)];

export function listCaseStudies(db: Db, opts: { includeDrafts: boolean }): Promise<CaseStudySummary[]> {
  return db
    .select(summaryColumns)
    .from(caseStudies)
    .where(opts.includeDrafts ? undefined : eq(caseStudies.isPublished, true))
    .orderBy(...ORDER);
}

export function listAllCaseStudiesForAdmin(db: Db): Promise<CaseStudy[]> {
  return db
    .select()
    .from(caseStudies)
    .orderBy(...ORDER);
}

/** The case study with `slug`, or null when there is none (or it is a draft and drafts are not included). */
export async function getCaseStudyBySlug(
  db: Db,
  slug: string,
  opts: { includeDrafts: boolean },
): Promise<CaseStudy | null> {
  const visible = opts.includeDrafts
    ? eq(caseStudies.slug, slug)
    : and(eq(caseStudies.slug, slug), eq(caseStudies.isPublished, true));
  const [study] = await db.select().from(caseStudies).where(visible).limit(1);
  return study ?? null;
}

export function createCaseStudy(db: Db, input: CaseStudyInput): Promise<CaseStudy> {
  const values = withPublishDate({ ...input, content: sanitizeRequired(input.content, "content") });
  return insertWithSlug<CaseStudy>(db, caseStudies, values, "case-study");
}

export function updateCaseStudy(db: Db, id: string, patch: CaseStudyUpdate): Promise<CaseStudy> {
  const values =
    patch.content === undefined ? patch : { ...patch, content: sanitizeRequired(patch.content, "content") };
  return updateWithSlug<CaseStudy>(db, caseStudies, id, values, "case-study", "Case study");
}

export const deleteCaseStudy = (db: Db, id: string) => deleteById(db, caseStudies, id, "case-study", "Case study");
