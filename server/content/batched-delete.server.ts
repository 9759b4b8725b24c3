import type { SQL } from "drizzle-orm";
import { rowsOf, type Db } from "#db/client.server.ts";

/**
 * Runs `deleteBatch` (a `DELETE … WHERE id IN (SELECT … LIMIT batchSize FOR UPDATE SKIP LOCKED) RETURNING id`)
 * until a batch comes back short: rows claimed with SKIP LOCKED, so instances purging at once share the work
 * instead of waiting on each other. Returns how many rows went. The statement stays written out in its caller,
 * where the writers' source scan (tests/integration/writers-walk.test.ts) reads which table it deletes from.
 */
export async function deleteInBatches(db: Db, deleteBatch: SQL, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = rowsOf(await db.execute(deleteBatch)).length;
    total += gone;
    if (gone < batchSize) return total;
  }
}
