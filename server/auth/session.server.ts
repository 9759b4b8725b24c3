import type { NextFunction, Request, RequestHandler } from "express";
import session from "express-session";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { accounts, users } from "#db/schema.server.ts";
import { isRole } from "#core/permissions.ts";
import { SESSION_USER_COLUMNS } from "../content/users.server.ts";
import { DatabaseSessionStore } from "./session-store.server.ts";
import "../http/request-context.server.ts";

export const SESSION_COOKIE = "arcwell.sid";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** However active, a session ends this long after its sign-in. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions: HttpOnly, SameSite=Lax, Secure behind https, 7 days rolling, 30 days at most. */
export function sessionMiddleware(opts: { db: Db; secret: string; secure: boolean }): {
  middleware: RequestHandler;
  store: DatabaseSessionStore;
} {
  const store = new DatabaseSessionStore(opts.db);
  const flags = { httpOnly: true, sameSite: "lax", secure: opts.secure } as const;
  const sessions = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store,
    resave: false,
    rolling: true,
    saveUninitialized: false,
    proxy: opts.secure,
    cookie: { ...flags, maxAge: SESSION_TTL_MS, path: "/" },
  });
  // A stored session comes back with the cookie flags it was saved with (say, before PUBLIC_URL
  // became https); the cookie re-sent on every request must carry today's.
  const middleware: RequestHandler = (req, res, next) =>
    sessions(req, res, (err?: unknown) => {
      if (!err && req.session) Object.assign(req.session.cookie, flags);
      next(err);
    });
  return { middleware, store };
}

/**
 * Attaches the signed-in user, read fresh each request so a role change applies at once. A
 * session counts only while its sign-in is under 30 days old, the user row still exists and,
 * for people of the built-in provider (`localIssuer`), their account still exists.
 */
export function loadUser(db: Db, opts: { localIssuer?: string } = {}): RequestHandler {
  const liveAccount = opts.localIssuer
    ? sql<boolean>`(${users.oidcIssuer} is distinct from ${opts.localIssuer} or ${accounts.id} is not null)`
    : sql<boolean>`true`;
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const signedInAt = req.session.signedInAt;
    if (typeof signedInAt !== "number" || Date.now() - signedInAt > SESSION_MAX_AGE_MS) return endSession(req, next);
    const [user] = await db
      .select({ ...SESSION_USER_COLUMNS, live: liveAccount })
      .from(users)
      .leftJoin(
        accounts,
        and(sql`${accounts.id}::text = ${users.oidcSubject}`, eq(users.oidcIssuer, opts.localIssuer ?? "")),
      )
      .where(eq(users.id, userId));
    if (!user || !user.live || !isRole(user.role)) return endSession(req, next);
    const { live: _live, ...rest } = user;
    req.user = { ...rest, role: user.role };
    next();
  };
}

/** A session that no longer names a live person is deleted; the request goes on signed out. */
function endSession(req: Request, next: NextFunction) {
  req.session.regenerate((err) => next(err));
}
