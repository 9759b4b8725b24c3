import { eq, like, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { slugCandidate, slugify } from "#core/slug.ts";
import type { Db } from "#db/client.server.ts";
import type { RedirectType } from "#core/schemas/redirect.ts";
import { redirectedSlugs } from "./redirects.server.ts";

type SluggedTable = PgTable & { slug: PgColumn; id: PgColumn };

/**
 * docs/product.md#content-rules: a derived slug that is taken becomes base-2, base-3 … The unique index
 * still decides under a race; callers retry on a unique violation.
 */
export async function freeSlug(
  db: Db,
  table: SluggedTable,
  title: string,
  fallback: string,
  /** Old slugs of this kind redirect (docs/product.md#redirects): they are taken too. */
  redirects?: RedirectType,
): Promise<string> {
  const base = slugify(title) || fallback;
  const prefix = base.slice(0, 90);
  const entries = db
    .select({ slug: table.slug })
    .from(table)
    // Every candidate starts with the first 90 characters of the base (the suffix takes at most
    // 10), so this prefix finds all of them. Slugs hold only [a-z0-9-]: no LIKE wildcards.
    .where(or(eq(table.slug, base), like(table.slug, `${prefix}%`)));
  // The entries' slugs and the old slugs that redirect, in one statement.
  const rows = await (redirects ? entries.unionAll(redirectedSlugs(db, redirects, base, prefix)) : entries);
  const taken = new Set(rows.map((r) => r.slug as string));
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
