import { eq, lt, sql } from "drizzle-orm";
import session from "express-session";
import type { Db } from "#db/client.server.ts";
import { sessions } from "#db/schema.server.ts";

// express-session's store protocol on the `sessions` table (sid, sess, expire), shared by
// every instance through the database, on PGlite and PostgreSQL alike.

const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function expiryOf(sess: session.SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

export class DatabaseSessionStore extends session.Store {
  private readonly db: Db;

  constructor(db: Db) {
    super();
    this.db = db;
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(sql`${sessions.sid} = ${sid} and ${sessions.expire} > now()`)
      .then((rows) => callback(null, (rows[0]?.sess as session.SessionData | undefined) ?? null), callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expire = expiryOf(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expire: expiryOf(sess) })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  /** Deletes expired rows; returns how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    const gone = await this.db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
    return gone.length;
  }
}
