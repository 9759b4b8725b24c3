import { randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { analyticsSalts } from "#db/schema.server.ts";

// The visitor hash's salt (decision 051): random, one per UTC day, shared by every instance on the
// database (the first to need it makes it; the others read it), and deleted once its day is over,
// so no stored value can link a visitor's two days. Never logged, never in an answer.

/** The salt of `day`, made if no instance has made it yet; older salts are deleted at the same time. */
export async function saltOf(db: Db, day: string): Promise<string> {
  const [row] = await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    // A no-op update returns the stored row: one statement whoever made it.
    .onConflictDoUpdate({ target: analyticsSalts.day, set: { salt: sql`${analyticsSalts.salt}` } })
    .returning({ salt: analyticsSalts.salt });
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  return row!.salt;
}

/** Deletes the salts of days before `today` (the periodic purge; a salt is also dropped when the next one is made). */
export async function purgeOldSalts(db: Db, today: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}
