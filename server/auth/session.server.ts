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
  const middleware = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store,
    resave: false,
    rolling: true,
    saveUninitialized: false,
    proxy: opts.secure,
    cookie: { httpOnly: true, sameSite: "lax", secure: opts.secure, maxAge: SESSION_TTL_MS, path: "/" },
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
