import { and, desc, eq, isNull } from "drizzle-orm";
import { INVITE_VALID_DAYS } from "#core/account-links.ts";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { accountLinks, accounts, users } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { ConflictError, NotFoundError } from "../errors.server.ts";
import { endEarlierLinks, insertLink, type MadeLink } from "./account-links.server.ts";
import { normalizeEmail } from "./accounts.server.ts";

// The owner's invitations (issue 27, decision 049): an invitation gives its role at once (a person
// row without a sign-in), so an external provider's first sign-in with that email gets it too; with
// the built-in provider its one-time link (account-links.server.ts) lets them choose a password.

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/**
 * Invites `email` with `role`: the role is theirs from now on (their person row is made or
 * updated), and the link lets them choose a password in the built-in provider. Someone who has
 * signed in already, or has an account, is refused: change their role instead.
 */
export async function createInvitation(
  db: Db,
  ctx: WriteContext,
  input: { email: string; role: Role },
): Promise<MadeLink> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const [person] = await tx
      .select({ id: users.id, subject: users.oidcSubject })
      .from(users)
      .where(eq(users.email, email));
    if (account || person?.subject)
      throw new ConflictError(`${email} already has an account. Change their role in the list instead.`, {
        email: ["This person already has an account."],
      });
    await tx
      .insert(users)
      .values({ email, role: input.role })
      .onConflictDoUpdate({ target: users.email, set: { role: input.role, updatedAt: new Date() } });
    await endEarlierLinks(tx, "invite", email);
    const link = await insertLink(tx, {
      purpose: "invite",
      email,
      role: input.role,
      createdBy: ctx.actor.id,
      validMs: INVITE_VALID_DAYS * 86_400_000,
    });
    await recordWrite(tx, ctx, {
      audit: {
        action: "invitation.create",
        entityType: "invitation",
        entityId: link.id,
        summary: `${email} as ${input.role}`,
      },
      tags: [],
    });
    return link;
  });
}

/** Invitations not yet used or revoked, newest first (an expired one stays listed, to resend or revoke). */
export async function listInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: accountLinks.id,
      email: accountLinks.email,
      role: accountLinks.role,
      createdAt: accountLinks.createdAt,
      expiresAt: accountLinks.expiresAt,
    })
    .from(accountLinks)
    .leftJoin(users, eq(users.email, accountLinks.email))
    .where(
      and(
        eq(accountLinks.purpose, "invite"),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.revokedAt),
        // Signed in through an external provider meanwhile: the invitation has done its work.
        isNull(users.oidcSubject),
      ),
    )
    .orderBy(desc(accountLinks.createdAt));
  const now = Date.now();
  return rows.map((r) => ({ ...r, role: r.role as Role, expired: r.expiresAt.getTime() <= now }));
}

async function openInvitation(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: accountLinks.id, email: accountLinks.email, role: accountLinks.role })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.id, id),
        eq(accountLinks.purpose, "invite"),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.revokedAt),
      ),
    )
    .for("update");
  if (!row) throw new NotFoundError("Invitation");
  return { ...row, role: row.role as Role };
}

/** A new link for the same invitation (the old one stops working), valid for another week. */
export async function resendInvitation(db: Db, ctx: WriteContext, id: string): Promise<MadeLink> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await openInvitation(tx, id);
    await endEarlierLinks(tx, "invite", invitation.email);
    const link = await insertLink(tx, {
      purpose: "invite",
      email: invitation.email,
      role: invitation.role,
      createdBy: ctx.actor.id,
      validMs: INVITE_VALID_DAYS * 86_400_000,
    });
    await recordWrite(tx, ctx, {
      audit: {
        action: "invitation.resend",
        entityType: "invitation",
        entityId: link.id,
        summary: `${invitation.email} as ${invitation.role}`,
      },
      tags: [],
    });
    return link;
  });
}

/** Ends the invitation; the role it gave goes too unless the person has signed in meanwhile. */
export async function revokeInvitation(db: Db, ctx: WriteContext, id: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await openInvitation(tx, id);
    await tx.update(accountLinks).set({ revokedAt: new Date() }).where(eq(accountLinks.id, id));
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, invitation.email));
    if (!account) await tx.delete(users).where(and(eq(users.email, invitation.email), isNull(users.oidcSubject)));
    await recordWrite(tx, ctx, {
      audit: { action: "invitation.revoke", entityType: "invitation", entityId: id, summary: invitation.email },
      tags: [],
    });
  });
}
