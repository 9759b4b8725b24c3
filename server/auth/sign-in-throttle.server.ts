import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { rateLimitHits } from "#db/schema.server.ts";

// Failed sign-ins, counted in the database (rate_limit_hits) so every instance shares them.
// Two counters, both keyed by the client's address, so a stranger's failures never slow the
// account's owner down elsewhere (issue 17 item 4):
// - per account and address: the first `freeFailures` are free, then each further try waits
//   a growing delay after the last failure (15 s, 30 s, 1 min … at most 15 min): a slowdown,
//   never a lock;
// - per address: at most `maxPerAddress` failures per window, across all accounts.
// Only posts to a live interaction are counted (the caller checks that first).

const WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * 60 * 1000;

export interface SignInThrottleOptions {
  /** Failures per account and address before delays start. */
  freeFailures: number;
  /** Failures per address within 15 minutes. */
  maxPerAddress: number;
}

export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - freeFailures), MAX_DELAY_MS);
}

export function signInThrottle(db: Db, opts: SignInThrottleOptions) {
  const accountKey = (email: string, address: string) => `sign-in:account:${email.slice(0, 254)}|${address}`;
  const addressKey = (address: string) => `sign-in:address:${address}`;

  async function read(key: string) {
    const [row] = await db
      .select({
        hits: rateLimitHits.hits,
        lastAt: sql<Date>`${rateLimitHits.resetAt} - make_interval(secs => ${WINDOW_MS / 1000})`,
      })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.resetAt} > now()`);
    return row ? { hits: row.hits, lastAt: new Date(row.lastAt) } : undefined;
  }

  /** Counts one failure; the window runs from the latest failure. */
  async function bump(key: string) {
    const resetAt = sql`now() + make_interval(secs => ${WINDOW_MS / 1000})`;
    await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimitHits.resetAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          resetAt,
        },
      });
  }

  return {
    /** Milliseconds this address must still wait before trying `email` again (0: go ahead). */
    async waitFor(email: string, address: string): Promise<number> {
      const [perAccount, perAddress] = await Promise.all([read(accountKey(email, address)), read(addressKey(address))]);
      const now = Date.now();
      let wait = 0;
      if (perAccount) {
        const delay = delayAfter(perAccount.hits, opts.freeFailures);
        if (delay > 0) wait = Math.max(wait, perAccount.lastAt.getTime() + delay - now);
      }
      if (perAddress && perAddress.hits >= opts.maxPerAddress)
        wait = Math.max(wait, perAddress.lastAt.getTime() + WINDOW_MS - now);
      return Math.max(0, wait);
    },
    async failed(email: string, address: string): Promise<void> {
      await Promise.all([bump(accountKey(email, address)), bump(addressKey(address))]);
    },
    /** A success forgets this address's failures for the account. */
    async succeeded(email: string, address: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, accountKey(email, address)));
    },
  };
}
