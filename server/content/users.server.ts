import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "./changes.server.ts";
import type { Role } from "#core/permissions.ts";
import type { SessionUser } from "#core/session-user.ts";
import type { Db } from "#db/client.server.ts";
import { accountLinks, accounts, users } from "#db/schema.server.ts";
import { endSessionsOf } from "../auth/end-sessions.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";

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

/** One person by id; undefined when there is none. */
export async function findPerson(db: Db, id: string): Promise<TeamMember | undefined> {
  const [person] = await db.select(PUBLIC_COLUMNS).from(users).where(eq(users.id, id));
  return person;
}

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

/** The person's row, locked for a change of who they are; NotFoundError when there is none. */
async function lockedPerson(tx: Db, id: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('users:roles'))`);
  const [person] = await tx.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, id));
  if (!person) throw new NotFoundError("User");
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, person.email));
  return { ...person, accountId: account?.id };
}

/** Ends every session of the person: the app's and the built-in provider's (they sign in again). */
export async function signOutEverywhere(db: Db, id: string, ctx: WriteContext): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const person = await lockedPerson(tx, id);
    await endSessionsOf(tx, { userId: id, accountId: person.accountId });
    await recordWrite(tx, ctx, {
      audit: {
        action: "sessions.end",
        entityType: "user",
        entityId: id,
        summary: `${person.email} signed out everywhere`,
      },
      tags: [],
    });
  });
}

export const REMOVE_SELF_MESSAGE = "You cannot remove yourself. Ask another owner.";

/**
 * Removes the person: their role, their built-in account if they have one, their unused links and
 * every session. The last owner, and the owner asking, cannot be removed.
 */
export async function removePerson(db: Db, id: string, ctx: WriteContext): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (ctx.actor.id === id) throw new ConflictError(REMOVE_SELF_MESSAGE);
    const person = await lockedPerson(tx, id);
    if (person.role === "owner") {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "owner"), ne(users.id, id)));
      if (!others || others.n === 0) throw new ConflictError(LAST_OWNER_MESSAGE);
    }
    await endSessionsOf(tx, { userId: id, accountId: person.accountId });
    if (person.accountId) await tx.delete(accounts).where(eq(accounts.id, person.accountId));
    await tx
      .update(accountLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(accountLinks.email, person.email), isNull(accountLinks.usedAt), isNull(accountLinks.revokedAt)));
    await tx.delete(users).where(eq(users.id, id));
    await recordWrite(tx, ctx, {
      audit: { action: "user.remove", entityType: "user", entityId: id, summary: `${person.email} (${person.role})` },
      tags: [],
    });
  });
}
