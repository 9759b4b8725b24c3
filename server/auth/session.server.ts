import type { RequestHandler } from "express";
import session from "express-session";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { isRole } from "../../core/permissions.ts";
import { DatabaseSessionStore } from "./session-store.server.ts";
import "../http/request-context.ts";

export const SESSION_COOKIE = "arcwell.sid";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions: HttpOnly, SameSite=Lax, Secure behind https, 7 days rolling (issue: sign-in). */
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

/** Attaches the signed-in user, read fresh each request so a role change applies at once. */
export function loadUser(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (user && isRole(user.role)) req.user = { ...user, role: user.role };
    next();
  };
}
