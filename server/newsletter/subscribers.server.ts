import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { csvDocument } from "#core/csv.ts";
import { NEWSLETTER_PENDING_DAYS } from "#core/newsletter.ts";
import type { Db } from "#db/client.server.ts";
import { newsletterSubscribers } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { deleteInBatches } from "../content/batched-delete.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { keyset, type Page, type PageRequest } from "../content/keyset.server.ts";

// The newsletter list (issue 27 item 6, decision 050): double opt-in. A sign-up is `pending` until
// the link of its confirmation mail is used; unsubscribing is final until the address signs up and
// confirms again. Each mail carries a fresh confirmation and unsubscribe token; only their SHA-256
// is stored. The audit entries name the row, not the address, so an unsubscribed address does not
// linger in the log.

type Ctx = Pick<WriteContext, "actor" | "requestId" | "ip">;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** Tokens are 43 base64url characters: anything else is not one, and is not looked up. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const { status, confirmTokenHash, unsubscribeTokenHash, createdAt } = newsletterSubscribers;
/** A pending sign-up's link works for NEWSLETTER_PENDING_DAYS (the hourly purge then deletes it). */
const stillPending = sql`(${status} = 'pending' and ${createdAt} > now() - make_interval(days => ${NEWSLETTER_PENDING_DAYS}))`;

/** The tokens of a confirmation mail. */
export interface SignupTokens {
  confirm: string;
  unsubscribe: string;
}

/**
 * Starts (or restarts) the sign-up of `email`: a new address, a pending one or an unsubscribed one
 * becomes pending with fresh tokens, to be mailed; a confirmed one is left as it is (null).
 */
export async function startSignup(
  db: Db,
  ctx: Ctx,
  input: { email: string; sourcePath: string | null },
): Promise<SignupTokens | null> {
  const tokens = { confirm: newToken(), unsubscribe: newToken() };
  const fresh = {
    status: "pending",
    confirmTokenHash: hashOf(tokens.confirm),
    unsubscribeTokenHash: hashOf(tokens.unsubscribe),
    sourcePath: input.sourcePath,
  };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, ...fresh })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { ...fresh, createdAt: sql`now()`, confirmedAt: null, unsubscribedAt: null },
        setWhere: ne(status, "confirmed"),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return null;
    await recordWrite(tx, ctx, {
      audit: {
        action: "newsletter.subscribe",
        entityType: "newsletter-subscriber",
        entityId: row.id,
        summary: "Newsletter sign-up, waiting for confirmation",
      },
      tags: [],
    });
    return tokens;
  });
}

export type LinkState = "pending" | "confirmed" | "unsubscribed";

/** What a confirmation link leads to: a pending sign-up (to confirm), a confirmed one, or nothing (null). */
export async function confirmLinkState(db: Db, token: string): Promise<LinkState | null> {
  if (!isToken(token)) return null;
  const [row] = await db
    .select({ status, isLive: sql<boolean>`${stillPending} or ${status} <> 'pending'` })
    .from(newsletterSubscribers)
    .where(eq(confirmTokenHash, hashOf(token)));
  if (!row || !row.isLive) return null;
  return row.status as LinkState;
}

/** Confirms the sign-up of `token`: "confirmed" (now or before), or null when the link is unknown or expired. */
export async function confirmSignup(db: Db, ctx: Ctx, token: string): Promise<"confirmed" | null> {
  if (!isToken(token)) return null;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()` })
      .where(and(eq(confirmTokenHash, hashOf(token)), stillPending))
      .returning({ id: newsletterSubscribers.id });
    if (!row) return (await confirmLinkState(tx, token)) === "confirmed" ? "confirmed" : null;
    await recordWrite(tx, ctx, {
      audit: {
        action: "newsletter.confirm",
        entityType: "newsletter-subscriber",
        entityId: row.id,
        summary: "Newsletter subscription confirmed",
      },
      tags: [],
    });
    return "confirmed";
  });
}

/** Whether an unsubscribe link is known, and the state of its address. */
export async function unsubscribeLinkState(db: Db, token: string): Promise<LinkState | null> {
  if (!isToken(token)) return null;
  const [row] = await db
    .select({ status })
    .from(newsletterSubscribers)
    .where(eq(unsubscribeTokenHash, hashOf(token)));
  return (row?.status as LinkState | undefined) ?? null;
}

/**
 * Unsubscribes the address of `token` (any number of times: the first records it); its
 * confirmation link stops working. False when the link is unknown.
 */
export async function unsubscribe(db: Db, ctx: Ctx, token: string): Promise<boolean> {
  if (!isToken(token)) return false;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, confirmTokenHash: null })
      .where(and(eq(unsubscribeTokenHash, hashOf(token)), ne(status, "unsubscribed")))
      .returning({ id: newsletterSubscribers.id });
    if (!row) return (await unsubscribeLinkState(tx, token)) !== null;
    await recordWrite(tx, ctx, {
      audit: {
        action: "newsletter.unsubscribe",
        entityType: "newsletter-subscriber",
        entityId: row.id,
        summary: "Newsletter unsubscribed",
      },
      tags: [],
    });
    return true;
  });
}

// The owner's export: confirmed subscribers only, most recently confirmed first.

const ORDER = keyset([
  { expr: newsletterSubscribers.confirmedAt, dir: "desc", type: "timestamptz" },
  { expr: newsletterSubscribers.id, dir: "desc", type: "uuid" },
]);
const CONFIRMED = eq(status, "confirmed");
const COLUMNS = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  confirmedAt: newsletterSubscribers.confirmedAt,
};

export type Subscriber = { id: string; email: string; confirmedAt: Date };

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .select(COLUMNS)
    .from(newsletterSubscribers)
    .where(CONFIRMED)
    .orderBy(...ORDER.orderBy);
  return rows as Subscriber[];
}

export async function pageSubscribers(db: Db, page: PageRequest): Promise<Page<Subscriber> & { total: number }> {
  const rows = await db
    .select({ ...COLUMNS, cursor: ORDER.cursor })
    .from(newsletterSubscribers)
    .where(and(CONFIRMED, ORDER.after(page.cursor)))
    .orderBy(...ORDER.orderBy)
    .limit(page.limit + 1);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(CONFIRMED);
  return { ...(ORDER.page(rows, page.limit) as Page<Subscriber>), total: total!.n };
}

export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await listSubscribers(db);
  return csvDocument(
    ["Email", "Confirmed"],
    rows.map((r) => [r.email, r.confirmedAt]),
  );
}

/**
 * Deletes sign-ups left unconfirmed for NEWSLETTER_PENDING_DAYS (the privacy page's promise), in
 * batches shared between instances. Returns how many went.
 */
export async function purgePendingSignups(db: Db, batchSize = 500): Promise<number> {
  return deleteInBatches(
    db,
    sql`
      DELETE FROM newsletter_subscribers WHERE id IN (
        SELECT id FROM newsletter_subscribers
        WHERE status = 'pending' AND created_at < now() - make_interval(days => ${NEWSLETTER_PENDING_DAYS})
        ORDER BY created_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      ) RETURNING id`,
    batchSize,
  );
}
