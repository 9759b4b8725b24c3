import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { OWNER_RESET_VALID_HOURS, RESET_VALID_MINUTES } from "#core/account-links.ts";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { accountLinks, accounts, users } from "#db/schema.server.ts";
import type { WriteContext } from "../audit/audit.server.ts";
import { recordWrite } from "../content/changes.server.ts";
import { ConflictError, InvalidInputError } from "../errors.server.ts";
import { AccountError, addAccount, checkPassword, normalizeEmail, setAccountPassword } from "./accounts.server.ts";

// Invitations and password resets (issue 27, decision 049): a one-time link to choose a password.
// The token goes to the person once (by mail, or shown once to the owner to pass on); only its
// SHA-256 is stored. Using a link, revoking it, or making a newer one for the same person and
// purpose ends it. The invitations themselves are in invitations.server.ts.

export type LinkPurpose = "invite" | "reset";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** Tokens are 43 base64url characters: anything else is not one, and is not looked up. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A made link: its token is in `url` and nowhere else. */
export interface MadeLink {
  id: string;
  email: string;
  /** An invitation's role. */
  role: Role | null;
  token: string;
  expiresAt: Date;
}

export async function endEarlierLinks(tx: Db, purpose: LinkPurpose, email: string) {
  await tx
    .update(accountLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accountLinks.purpose, purpose),
        eq(accountLinks.email, email),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.revokedAt),
      ),
    );
}

export async function insertLink(
  tx: Db,
  values: { purpose: LinkPurpose; email: string; role?: Role; createdBy: string | null; validMs: number },
): Promise<MadeLink> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + values.validMs);
  const [row] = await tx
    .insert(accountLinks)
    .values({
      purpose: values.purpose,
      email: values.email,
      role: values.role ?? null,
      tokenHash: hashOf(token),
      createdBy: values.createdBy,
      expiresAt,
    })
    .returning({ id: accountLinks.id });
  return { id: row!.id, email: values.email, role: values.role ?? null, token, expiresAt };
}

/**
 * A reset link for the account of `email`; undefined when there is no such account (the caller
 * answers the same either way). An owner's link lasts a day, a mailed one an hour.
 */
export async function createResetLink(
  db: Db,
  ctx: WriteContext,
  input: { email: string; byOwner?: boolean },
): Promise<MadeLink | undefined> {
  let email: string;
  try {
    email = normalizeEmail(input.email);
  } catch {
    return undefined;
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (!account) return undefined;
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await endEarlierLinks(tx, "reset", email);
    const link = await insertLink(tx, {
      purpose: "reset",
      email,
      createdBy: input.byOwner ? ctx.actor.id : null,
      validMs: input.byOwner ? OWNER_RESET_VALID_HOURS * 3_600_000 : RESET_VALID_MINUTES * 60_000,
    });
    await recordWrite(tx, ctx, {
      audit: {
        action: "password.reset-link",
        entityType: "user",
        entityId: person?.id,
        summary: input.byOwner ? `Reset link made for ${email}` : `Reset link mailed to ${email}`,
      },
      tags: [],
    });
    return link;
  });
}

/** The link of `token` for `purpose` while it works: not used, not revoked, not expired. */
const workingLink = (purpose: LinkPurpose, token: string) =>
  and(
    eq(accountLinks.tokenHash, hashOf(token)),
    eq(accountLinks.purpose, purpose),
    isNull(accountLinks.usedAt),
    isNull(accountLinks.revokedAt),
    gt(accountLinks.expiresAt, sql`now()`),
  );

/** The email a link is for while it still works; undefined for an unknown, used, revoked or expired one. */
export async function openLink(db: Db, purpose: LinkPurpose, token: string): Promise<{ email: string } | undefined> {
  if (!isToken(token)) return undefined;
  const [row] = await db.select({ email: accountLinks.email }).from(accountLinks).where(workingLink(purpose, token));
  return row;
}

export const LINK_GONE_MESSAGE = "This link has expired or has been used already. Ask for a new one.";

/**
 * Uses the link: an invitation makes the account with `password` (its role was given when it was
 * made); a reset sets the new password and ends every session of the account. Once only: the
 * link is marked used in the same transaction, so two tabs cannot both use it.
 */
export async function useLink(
  db: Db,
  ctx: WriteContext,
  purpose: LinkPurpose,
  token: string,
  password: string,
): Promise<{ email: string }> {
  try {
    checkPassword(password);
  } catch (err) {
    if (err instanceof AccountError) throw new InvalidInputError(err.message, { password: [err.message] });
    throw err;
  }
  if (!isToken(token)) throw new InvalidInputError(LINK_GONE_MESSAGE);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: new Date() })
      .where(workingLink(purpose, token))
      .returning({ id: accountLinks.id, email: accountLinks.email, role: accountLinks.role });
    if (!link) throw new InvalidInputError(LINK_GONE_MESSAGE);
    try {
      if (purpose === "invite")
        await addAccount(tx, link.email, password, (link.role ?? undefined) as Role | undefined);
      else await setAccountPassword(tx, link.email, password);
    } catch (err) {
      // An account made meanwhile by other means, or removed since the reset link was made.
      if (err instanceof AccountError) throw new ConflictError(err.message);
      throw err;
    }
    await recordWrite(tx, ctx, {
      audit: {
        action: purpose === "invite" ? "invitation.accept" : "password.reset",
        entityType: purpose === "invite" ? "invitation" : "user",
        entityId: link.id,
        summary: link.email,
      },
      tags: [],
    });
    return { email: link.email };
  });
}
