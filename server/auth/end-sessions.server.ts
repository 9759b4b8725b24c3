import { and, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { oidcModels, sessions } from "#db/schema.server.ts";

// Signing someone out everywhere: the app's sessions (rows whose data names the user) and the
// built-in provider's sessions, grants and tokens for the account. Used when an account is
// removed or its password changes, so an old cookie or provider session is worth nothing.

export async function endAppSessions(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`)
    .returning({ sid: sessions.sid });
  return gone.length;
}

export async function endProviderSessions(db: Db, accountId: string): Promise<number> {
  const gone = await db
    .delete(oidcModels)
    .where(and(sql`${oidcModels.payload}->>'accountId' = ${accountId}`, sql`${oidcModels.kind} <> 'Client'`))
    .returning({ id: oidcModels.id });
  return gone.length;
}

/** Both of the above, for the person behind an email. */
export async function endSessionsOf(db: Db, opts: { userId?: string; accountId?: string }): Promise<void> {
  if (opts.userId) await endAppSessions(db, opts.userId);
  if (opts.accountId) await endProviderSessions(db, opts.accountId);
}
