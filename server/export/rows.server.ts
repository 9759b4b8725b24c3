import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.server.ts";
import { blogPosts, caseStudies, portfolioCards, ventures } from "#db/schema.server.ts";
import { keyset, type Page } from "../content/keyset.server.ts";
import { adminStatus } from "../content/publication.server.ts";
import { pageAllRedirects } from "../content/redirects.server.ts";

// The export reads every table page by page, oldest first (createdAt, then id: a total order, so
// a row written meanwhile is neither read twice nor makes another skipped), with the columns of
// the API's admin reads: posts and case studies with their derived `status`.

export const EXPORT_PAGE_SIZE = 200;

type Dated = PgTable & { id: PgColumn; createdAt: PgColumn };

const oldestFirst = (table: Dated) =>
  keyset([
    { expr: table.createdAt, dir: "asc", type: "timestamptz" },
    { expr: table.id, dir: "asc", type: "uuid" },
  ]);

/** A page reader of `table` with `columns`. */
function pager<T>(table: Dated, columns: object) {
  const order = oldestFirst(table);
  return async (db: Db, limit: number, cursor?: string): Promise<Page<T>> => {
    const rows = await db
      .select({ ...(columns as Record<string, PgColumn>), cursor: order.cursor })
      .from(table as never)
      .where(order.after(cursor))
      .orderBy(...order.orderBy)
      .limit(limit + 1);
    return order.page(rows as unknown as (T & { cursor: string })[], limit) as unknown as Page<T>;
  };
}

const postColumns = { ...getTableColumns(blogPosts), status: adminStatus(blogPosts) };
const caseStudyColumns = { ...getTableColumns(caseStudies), status: adminStatus(caseStudies) };

export type ExportedPost = typeof blogPosts.$inferSelect & { status: string };
export type ExportedCaseStudy = typeof caseStudies.$inferSelect & { status: string };

export const READERS = {
  portfolioCards: pager<typeof portfolioCards.$inferSelect>(portfolioCards, getTableColumns(portfolioCards)),
  blogPosts: pager<ExportedPost>(blogPosts, postColumns),
  caseStudies: pager<ExportedCaseStudy>(caseStudies, caseStudyColumns),
  ventures: pager<typeof ventures.$inferSelect>(ventures, getTableColumns(ventures)),
  redirects: (db: Db, limit: number, cursor?: string) => pageAllRedirects(db, { limit, cursor }),
};

export type Section = keyof typeof READERS;
export type RowOf<S extends Section> = Awaited<ReturnType<(typeof READERS)[S]>>["items"][number];

/** Every row of `section`, one page at a time; stops between pages once `signal` aborts. */
export async function* pagesOf<S extends Section>(
  db: Db,
  section: S,
  opts: { pageSize?: number; signal?: AbortSignal } = {},
): AsyncGenerator<RowOf<S>[]> {
  let cursor: string | undefined;
  do {
    opts.signal?.throwIfAborted();
    const page = await READERS[section](db, opts.pageSize ?? EXPORT_PAGE_SIZE, cursor);
    if (page.items.length > 0) yield page.items as RowOf<S>[];
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
