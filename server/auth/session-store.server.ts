import { eq, lt, sql } from "drizzle-orm";
import session from "express-session";
import type { Db } from "#db/client.server.ts";
import { sessions } from "#db/schema.server.ts";

// express-session's store protocol on the `sessions` table (sid, sess, expire), shared by
// every instance through the database, on PGlite and PostgreSQL alike.

const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A rolling session's expiry moves with every answer; storing each move would write the row on
 * every request (and, with PostgreSQL, make one person's parallel requests queue on its lock).
 * A stored expiry this close to the new one is left as it is: a session may end up to this much
 * earlier than a strict rolling window says, out of seven days.
 */
export const TOUCH_EVERY_MS = 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

function expiryOf(sess: session.SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

export class DatabaseSessionStore extends session.Store {
  private readonly db: Db;
  /** The expiry this instance last stored or read per session id (bounded; oldest forgotten first). */
  private readonly storedExpiry = new Map<string, number>();

  constructor(db: Db) {
    super();
    this.db = db;
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(sql`${sessions.sid} = ${sid} and ${sessions.expire} > now()`)
      .then((rows) => {
        const row = rows[0];
        if (row) this.remember(sid, row.expire);
        else this.storedExpiry.delete(sid);
        callback(null, (row?.sess as session.SessionData | undefined) ?? null);
      }, callback);
  }

  private remember(sid: string, expire: Date) {
    this.storedExpiry.delete(sid);
    this.storedExpiry.set(sid, expire.getTime());
    if (this.storedExpiry.size > REMEMBERED_SESSIONS) this.storedExpiry.delete(this.storedExpiry.keys().next().value!);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expire = expiryOf(sess);
    this.remember(sid, expire);
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
    const expire = expiryOf(sess);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expire.getTime() - stored < TOUCH_EVERY_MS) return void callback?.();
    this.remember(sid, expire);
    this.db
      .update(sessions)
      .set({ expire })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.storedExpiry.delete(sid);
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
