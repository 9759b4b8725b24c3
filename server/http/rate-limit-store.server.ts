import { eq, lte, sql } from "drizzle-orm";
import { rateLimit, type Options, type RateLimitRequestHandler, type Store } from "express-rate-limit";
import type { Db } from "#db/client.server.ts";
import { rateLimitHits } from "#db/schema.server.ts";

// express-rate-limit's counters in the database, so that every instance on one database counts
// the same hits: with the memory store, N instances would each allow the limit. One atomic
// upsert per counted request; the window is fixed and runs on the database's clock.

export function databaseRateLimitStore(db: Db, prefix: string): Store {
  let windowMs = 60_000;
  const keyOf = (key: string) => `${prefix}:${key}`;
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: keyOf(key), hits: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimitHits.resetAt} END`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
      return { totalHits: row!.hits, resetTime: row!.resetAt };
    },
    async decrement(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, keyOf(key)));
    },
    async resetKey(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(key)));
    },
  };
}

/** Drops the counters whose window has ended (run with the other hourly purges). */
export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`));
}

/**
 * A rate limiter counted in the database under `name` (one name per limiter), answering with
 * the draft-8 RateLimit headers. Every limiter of the app is made here.
 */
export function sharedRateLimit(
  db: Db,
  name: string,
  options: Pick<Options, "windowMs" | "limit" | "handler"> &
    Partial<Pick<Options, "skipSuccessfulRequests" | "keyGenerator" | "skip">>,
): RateLimitRequestHandler {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // X-Forwarded-For from a client we do not trust as a proxy is ignored on purpose
    // (TRUST_PROXY); start-up warns when an https PUBLIC_URL suggests a proxy is missing.
    validate: { xForwardedForHeader: false },
    ...options,
    store: databaseRateLimitStore(db, name),
  });
}

/** Hits per key (an account, not an address) in fixed windows of `windowMs`, counted by every instance alike. */
export function sharedCounter(db: Db, name: string, windowMs: number): (key: string) => Promise<number> {
  const store = databaseRateLimitStore(db, name);
  void store.init?.({ windowMs } as Options);
  return async (key) => (await store.increment(key)).totalHits;
}
