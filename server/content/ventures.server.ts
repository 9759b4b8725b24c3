import { eq, getTableColumns } from "drizzle-orm";
import type { VentureInput, VentureUpdate } from "#core/schemas/venture.ts";
import type { Db } from "#db/client.server.ts";
import { ventures, type Venture } from "#db/schema.server.ts";
import { SAMPLE_VENTURES } from "#db/seed/sample-ventures.server.ts";
import { NotFoundError } from "./errors.server.ts";
import { keyset, type Page, type PageRequest } from "./keyset.server.ts";
import { seedEmptyTable } from "./seeding.server.ts";
import { contentEvents, withEvents } from "../webhooks/events.server.ts";

// Ventures of the portfolio dashboard (docs/product.md#entities), oldest first so the grid stays stable.

const ORDER = keyset([
  { expr: ventures.createdAt, dir: "asc", type: "timestamptz" },
  { expr: ventures.name, dir: "asc", type: "text" },
  { expr: ventures.id, dir: "asc", type: "uuid" },
]);

export function listVentures(db: Db): Promise<Venture[]> {
  return db
    .select()
    .from(ventures)
    .orderBy(...ORDER.orderBy);
}

/** A page of the list, after `cursor`. */
export async function pageVentures(db: Db, page: PageRequest): Promise<Page<Venture>> {
  const rows = await db
    .select({ ...getTableColumns(ventures), cursor: ORDER.cursor })
    .from(ventures)
    .where(ORDER.after(page.cursor))
    .orderBy(...ORDER.orderBy)
    .limit(page.limit + 1);
  return ORDER.page(rows, page.limit);
}

export function createVenture(db: Db, input: VentureInput): Promise<Venture> {
  return withEvents(
    db,
    async (tx) => (await tx.insert(ventures).values(input).returning())[0]!,
    (venture) => contentEvents("venture", "created", null, venture),
  );
}

export function updateVenture(db: Db, id: string, patch: VentureUpdate): Promise<Venture> {
  return withEvents(
    db,
    async (tx) => {
      const [venture] = await tx.update(ventures).set(patch).where(eq(ventures.id, id)).returning();
      if (!venture) throw new NotFoundError("Venture");
      return venture;
    },
    (venture) => contentEvents("venture", "updated", null, venture),
  );
}

export const seedVentures = (db: Db) => seedEmptyTable<Venture>(db, ventures, "ventures", SAMPLE_VENTURES, "venture");
