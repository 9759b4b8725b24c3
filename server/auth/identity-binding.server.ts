import { and, eq } from "drizzle-orm";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { users } from "#db/schema.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { isUniqueViolation } from "../content/db-errors.server.ts";

// Who signed in: a person is their provider's (issuer, subject), bound to a users row at their
// first sign-in. An email alone is not enough: with an external provider, an address can be
// given up and registered again by someone else, who must not inherit the role of the first.
// The sign-in's audit entry is recorded in the transaction that binds the person (decision 030).

export class IdentityConflict extends Error {}

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  email: string;
  profile: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  roleFor: (current: Role | undefined) => Role;
  /** The provider's own issuer, as the audit entry names it (`issuer` may be a fixed name instead). */
  signedInWith: string;
}

/** The users row of this identity (created or bound now), with its sign-in entry; returns its id. */
export async function bindSignedInUser(
  db: Db,
  who: SignedInIdentity,
  ctx: Pick<WriteContext, "requestId" | "ip">,
): Promise<string> {
  const signIn = (tx: Db) =>
    bind(tx, who).then(async (userId) => {
      await recordAudit(
        tx,
        { ...ctx, actor: { id: userId, label: who.email } },
        { action: "sign-in", entityType: "user", entityId: userId, summary: `Signed in (${who.signedInWith})` },
      );
      return userId;
    });
  try {
    return await db.transaction((tx) => signIn(tx as unknown as Db));
  } catch (err) {
    // Two first sign-ins of one person at once: the second finds the row the first made.
    if (isUniqueViolation(err)) return db.transaction((tx) => signIn(tx as unknown as Db));
    throw err;
  }
}

async function bind(tx: Db, who: SignedInIdentity): Promise<string> {
  const identity = and(eq(users.oidcIssuer, who.issuer), eq(users.oidcSubject, who.subject));
  const [bound] = await tx.select({ id: users.id, email: users.email, role: users.role }).from(users).where(identity);
  const [byEmail] = await tx
    .select({ id: users.id, role: users.role, issuer: users.oidcIssuer, subject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, who.email));

  if (bound) {
    // The provider may report a new address; take it unless another person holds it.
    const email = !byEmail || byEmail.id === bound.id ? who.email : bound.email;
    const role = who.roleFor(bound.role as Role);
    await tx
      .update(users)
      .set({ email, role, ...who.profile, updatedAt: new Date() })
      .where(eq(users.id, bound.id));
    return bound.id;
  }
  if (byEmail) {
    if (byEmail.subject !== null) {
      throw new IdentityConflict("This email address belongs to another sign-in. Ask the studio's owner for help.");
    }
    // A row made before this first sign-in (a role given by the accounts CLI, or a person
    // from before identities were bound): bind it now.
    const role = who.roleFor(byEmail.role as Role);
    await tx
      .update(users)
      .set({ oidcIssuer: who.issuer, oidcSubject: who.subject, role, ...who.profile, updatedAt: new Date() })
      .where(eq(users.id, byEmail.id));
    return byEmail.id;
  }
  const [created] = await tx
    .insert(users)
    .values({
      email: who.email,
      role: who.roleFor(undefined),
      oidcIssuer: who.issuer,
      oidcSubject: who.subject,
      ...who.profile,
    })
    .returning({ id: users.id });
  return created!.id;
}
