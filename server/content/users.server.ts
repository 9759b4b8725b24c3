import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "./changes.server.ts";
import type { Role } from "#core/permissions.ts";
import type { SessionUser } from "#core/session-user.ts";
import type { Db } from "#db/client.server.ts";
import { users } from "#db/schema.server.ts";
import { ConflictError, NotFoundError } from "./errors.server.ts";

// The owner's Team section: people who have signed in (or were given a role) and their roles.

/** The columns of the signed-in person (core/session-user.ts), read by the session middleware. */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
} satisfies Record<keyof SessionUser, unknown>;

const PUBLIC_COLUMNS = { ...SESSION_USER_COLUMNS, createdAt: users.createdAt, updatedAt: users.updatedAt };

export type TeamMember = { [K in keyof typeof PUBLIC_COLUMNS]: (typeof users.$inferSelect)[K] };

export const LAST_OWNER_MESSAGE = "The last owner cannot be demoted. Make someone else an owner first.";

export function listUsers(db: Db): Promise<TeamMember[]> {
  return db.select(PUBLIC_COLUMNS).from(users).orderBy(asc(users.email));
}

/**
 * Sets `id`'s role. Demoting the only owner is a ConflictError, so the studio always keeps an owner;
 * a transaction-scoped lock keeps two owners demoting each other at once from both succeeding.
 */
export async function setUserRole(db: Db, id: string, role: Role, ctx: WriteContext): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('users:roles'))`);
    const [target] = await tx.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, id));
    if (!target) throw new NotFoundError("User");
    if (target.role === "owner" && role !== "owner") {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "owner"), ne(users.id, id)));
      if (!others || others.n === 0) throw new ConflictError(LAST_OWNER_MESSAGE, { role: [LAST_OWNER_MESSAGE] });
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(PUBLIC_COLUMNS);
    // Visitors' answers never depend on anyone's role: no cached answer is emptied.
    await recordWrite(tx as unknown as Db, ctx, {
      audit: {
        action: "role.change",
        entityType: "user",
        entityId: id,
        summary: `${target.email}: ${target.role} → ${role}`,
      },
      tags: [],
    });
    return updated!;
  }) as Promise<TeamMember>;
}
