import { eq, getTableColumns } from "drizzle-orm";
import type { VentureInput, VentureUpdate } from "#core/schemas/venture.ts";
import type { Db } from "#db/client.server.ts";
import { ventures, type Venture } from "#db/schema.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { writeContent } from "./changes.server.ts";
import { updateLocked } from "./publishable.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import { seedEmptyTable } from "./seeding.server.ts";
import { ConflictError } from "../errors.server.ts";
import { dependsOn, listTag } from "./dependencies.server.ts";

// Ventures of the portfolio dashboard (docs/product.md#entities), oldest first so the grid stays stable.

const ORDER = keyset([
  { expr: ventures.createdAt, dir: "asc", type: "timestamptz" },
  { expr: ventures.name, dir: "asc", type: "text" },
  { expr: ventures.id, dir: "asc", type: "uuid" },
]);

export function listVentures(db: Db): Promise<Venture[]> {
  dependsOn(listTag("venture"));
  return db
    .select()
    .from(ventures)
    .orderBy(...ORDER.orderBy);
}

/** A page of the list, after `cursor`. */
export async function pageVentures(db: Db, page: PageRequest): Promise<Page<Venture>> {
  dependsOn(listTag("venture"));
  const rows = await db
    .select({ ...getTableColumns(ventures), cursor: ORDER.cursor })
    .from(ventures)
    .where(ORDER.after(page.cursor))
    .orderBy(...ORDER.orderBy)
    .limit(page.limit + 1);
  return ORDER.page(rows, page.limit);
}

export function createVenture(db: Db, input: VentureInput, ctx: WriteContext): Promise<Venture> {
  return writeContent<Venture>(db, ctx, "venture", "created", async (tx) => ({
    before: null,
    after: (await tx.insert(ventures).values(input).returning())[0]!,
  }));
}

export function updateVenture(db: Db, id: string, patch: VentureUpdate, ctx: WriteContext): Promise<Venture> {
  return updateLocked<Venture>(db, ctx, { kind: "venture", id, patch });
}

/** The venture with `id` (revisions). */
export async function getVentureById(db: Db, id: string): Promise<Venture | null> {
  const [venture] = await db.select().from(ventures).where(eq(ventures.id, id)).limit(1);
  return venture ?? null;
}

/** The sample ventures, a millisecond apart so that the list keeps their order (oldest first). */
function sampleRows() {
  const now = Date.now();
  return SAMPLE_VENTURES.map((venture, i) => ({ ...venture, createdAt: new Date(now + i) }));
}

export const seedVentures = (db: Db, ctx: WriteContext) =>
  seedEmptyTable<Venture>(db, ctx, ventures, "ventures", sampleRows(), "venture");

/**
 * First start (sample-content.server.ts, issue 27 item 5): the sample ventures with the other sample
 * content, but only into an empty table, so an install that has ventures never gets them twice.
 * Returns how many were added.
 */
export async function seedSampleVenturesIfEmpty(db: Db, ctx: WriteContext): Promise<number> {
  try {
    return (await seedVentures(db, ctx)).length;
  } catch (error) {
    if (error instanceof ConflictError) return 0;
    throw error;
  }
}
