import { and, eq } from "drizzle-orm";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { users } from "#db/schema.server.ts";
import { isUniqueViolation } from "../content/db-errors.server.ts";

// Who signed in: a person is their provider's (issuer, subject), bound to a users row at their
// first sign-in. An email alone is not enough: with an external provider, an address can be
// given up and registered again by someone else, who must not inherit the role of the first.

export class IdentityConflict extends Error {}

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  email: string;
  profile: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  roleFor: (current: Role | undefined) => Role;
}

/** The users row of this identity (created or bound now); returns its id. */
export async function bindSignedInUser(db: Db, who: SignedInIdentity): Promise<string> {
  try {
    return await bind(db, who);
  } catch (err) {
    // Two first sign-ins of one person at once: the second finds the row the first made.
    if (isUniqueViolation(err)) return bind(db, who);
    throw err;
  }
}

function bind(db: Db, who: SignedInIdentity): Promise<string> {
  return db.transaction(async (tx) => {
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
  });
}
