import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { rateLimitHits } from "#db/schema.server.ts";

// Failed sign-ins, counted in the database (rate_limit_hits) so every instance shares them.
// Every attempt first takes one failure on each counter it meets, by one upsert that returns no
// row once the counter says "not now"; only then is the secret checked, and a success gives the
// failure back. PostgreSQL locks the row and re-checks the condition on its latest version, so
// concurrent attempts are counted one after another: a burst gets no more tries than the same
// attempts one at a time (decision 038; decision 020 for the counters):
// - per account and address: the first `freeFailures` are free, then each further try waits
//   a growing delay after the last failure (15 s, 30 s, 1 min … at most 15 min): a slowdown,
//   never a lock, and never for the account's owner at another address (issue 17 item 4);
// - per address: at most `maxPerAddress` failures in 15 minutes after the latest, across accounts;
// - second step, per account whatever the address: 10 wrong answers an hour;
// - second step, per sign-in (interaction): 3 wrong answers, then the password again.
// The caller groups addresses (IPv6 by /64: client-address.server.ts) and counts only posts to
// a live interaction.

const WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_SECONDS = 15;
const MAX_DELAY_SECONDS = 15 * 60;
/** Decision 038: about 240 guesses a day at a 6-digit code (3 in a million each) for someone with the password. */
export const SECOND_STEP_FAILURES_PER_ACCOUNT = 10;
const SECOND_STEP_ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const SECOND_STEP_FAILURES_PER_SIGN_IN = 3;
/** Longer than an interaction lives (30 minutes), so its count never runs out within it. */
const SIGN_IN_WINDOW_SECONDS = 60 * 60;

export interface SignInThrottleOptions {
  /** Failures per account and address before delays start. */
  freeFailures: number;
  /** Failures per address within 15 minutes. */
  maxPerAddress: number;
}

/** Why an attempt was refused before its secret was looked at. */
export type SignInRefusal = { refused: "wait"; retryAfterSeconds: number } | { refused: "password-again" };

export interface SignInAttempt {
  refused?: undefined;
  /** The secret was wrong: the failure stays counted. */
  failed(): Promise<void>;
  /** A right password, with the second step still to pass: the count of failures stays as it was. */
  passwordPassed(uid: string): Promise<void>;
  /** Signed in: this address's failures for the account are forgotten. */
  succeeded(): Promise<void>;
}

interface Counter {
  key: string;
  windowSeconds: number;
  /** A delay after each failure past `free` (the failure is stamped when the attempt starts), or a cap. */
  limit: { free: number } | { max: number };
  /** What a refusal asks of the person. */
  refusal: SignInRefusal["refused"];
  /** On success: forget every failure, or just give this attempt's back. */
  onSuccess: "forget" | "give-back";
}

const { hits, resetAt } = rateLimitHits;
const expired = sql`${resetAt} <= now()`;
const seconds = (value: number | SQL) => sql`make_interval(secs => ${value})`;

/** The wait after the `count`th failure: none for the free ones, then 15 s doubling to 15 min. */
function delay(count: SQL, free: number): SQL {
  return sql`CASE WHEN ${count} < ${free}::int THEN 0::float8
    ELSE least(${FIRST_DELAY_SECONDS}::float8 * power(2::float8, least(${count} - ${free}::int, 16)), ${MAX_DELAY_SECONDS}::float8) END`;
}

/** When a counter's row lets the next attempt in. */
function opensAt(c: Counter): SQL {
  if ("max" in c.limit) return sql`CASE WHEN ${hits} < ${c.limit.max}::int THEN now() ELSE ${resetAt} END`;
  return sql`${resetAt} - ${seconds(c.windowSeconds)} + ${seconds(delay(sql`${hits}`, c.limit.free))}`;
}

export function signInThrottle(db: Db, opts: SignInThrottleOptions) {
  const accountAtAddress = (email: string, address: string): Counter => ({
    key: `sign-in:account:${email.slice(0, 254)}|${address}`,
    windowSeconds: WINDOW_SECONDS,
    limit: { free: opts.freeFailures },
    refusal: "wait",
    onSuccess: "forget",
  });
  const perAddress = (address: string): Counter => ({
    key: `sign-in:address:${address}`,
    windowSeconds: WINDOW_SECONDS,
    limit: { max: opts.maxPerAddress },
    refusal: "wait",
    onSuccess: "give-back",
  });
  const secondStepOf = (accountId: string): Counter => ({
    key: `sign-in:second-step:${accountId}`,
    windowSeconds: SECOND_STEP_ACCOUNT_WINDOW_SECONDS,
    limit: { max: SECOND_STEP_FAILURES_PER_ACCOUNT },
    refusal: "wait",
    onSuccess: "forget",
  });
  const signInKey = (uid: string) => `sign-in:interaction:${uid.slice(0, 100)}`;
  const signIn = (uid: string): Counter => ({
    key: signInKey(uid),
    windowSeconds: SIGN_IN_WINDOW_SECONDS,
    limit: { max: SECOND_STEP_FAILURES_PER_SIGN_IN },
    refusal: "password-again",
    onSuccess: "forget",
  });

  /** Counts one failure now, unless the counter refuses it (then nothing changes). */
  async function take(c: Counter): Promise<boolean> {
    const rows = await db
      .insert(rateLimitHits)
      .values({ key: c.key, hits: 1, resetAt: sql`now() + ${seconds(c.windowSeconds)}` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${hits} + 1 END`,
          // A delay runs from the latest failure, so the attempt stamps its time at once: the
          // next one waits for it. A cap's window moves only when a failure is confirmed.
          resetAt:
            "free" in c.limit
              ? sql`excluded.reset_at`
              : sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${resetAt} END`,
        },
        setWhere: sql`${expired} OR ${opensAt(c)} <= now()`,
      })
      .returning({ hits });
    return rows.length > 0;
  }

  /** Undoes `take` for an attempt that was no failure: the next try may come as soon as it could before. */
  async function giveBack(c: Counter): Promise<void> {
    const fewer = sql`greatest(${hits} - 1, 0)`;
    await db
      .update(rateLimitHits)
      .set(
        "free" in c.limit
          ? { hits: fewer, resetAt: sql`${resetAt} - ${seconds(delay(fewer, c.limit.free))}` }
          : { hits: fewer },
      )
      .where(eq(rateLimitHits.key, c.key));
  }

  /** A cap's window runs from the latest failure. */
  async function confirm(c: Counter): Promise<void> {
    if ("free" in c.limit) return;
    await db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() + ${seconds(c.windowSeconds)}` })
      .where(eq(rateLimitHits.key, c.key));
  }

  const forget = (key: string) => db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));

  async function retryAfter(c: Counter): Promise<number> {
    const [row] = await db
      .select({ wait: sql<number>`extract(epoch from ${opensAt(c)} - now())::float8` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, c.key), sql`not ${expired}`));
    return Math.max(1, Math.ceil(Number(row?.wait ?? 1)));
  }

  async function begin(counters: Counter[]): Promise<SignInAttempt | SignInRefusal> {
    const taken: Counter[] = [];
    for (const c of counters) {
      if (await take(c)) {
        taken.push(c);
        continue;
      }
      await Promise.all(taken.map(giveBack));
      if (c.refusal === "password-again") return { refused: "password-again" };
      return { refused: "wait", retryAfterSeconds: await retryAfter(c) };
    }
    return {
      async failed() {
        await Promise.all(counters.map(confirm));
      },
      async passwordPassed(uid) {
        // Wrong codes stay counted (decision 034); the sign-in's own count starts again.
        await Promise.all([...counters.map(giveBack), forget(signInKey(uid))]);
      },
      async succeeded() {
        await Promise.all(counters.map((c) => (c.onSuccess === "forget" ? forget(c.key) : giveBack(c))));
      },
    };
  }

  return {
    /** The password step of `email` from `address`. */
    password: (email: string, address: string) => begin([accountAtAddress(email, address), perAddress(address)]),
    /** The second step of sign-in `uid`, for the account that gave its password. */
    secondStep: (account: { id: string; email: string }, address: string, uid: string) =>
      begin([accountAtAddress(account.email, address), perAddress(address), secondStepOf(account.id), signIn(uid)]),
  };
}
