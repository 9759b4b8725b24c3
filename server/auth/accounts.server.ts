import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Role } from "#core/permissions.ts";
import type { Db } from "#db/client.server.ts";
import { accounts, users } from "#db/schema.server.ts";
import { recordAudit, type WriteContext } from "../audit/audit.server.ts";
import { endSessionsOf } from "./end-sessions.server.ts";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./passwords.server.ts";

// Local accounts of the built-in identity provider, and the app role attached to an email.

const emailSchema = z.email().max(254);

export class AccountError extends Error {}

export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalized).success) throw new AccountError(`Not a valid email address: ${email}`);
  return normalized;
}

export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > 1024) throw new AccountError("Passwords can have at most 1024 characters.");
}

export async function addAccount(
  db: Db,
  emailInput: string,
  password: string,
  role?: Role,
  opts: { mustChangePassword?: boolean } = {},
) {
  const email = normalizeEmail(emailInput);
  checkPassword(password);
  const inserted = await db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(password), mustChangePassword: opts.mustChangePassword ?? false })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (inserted.length === 0) throw new AccountError(`An account for ${email} already exists.`);
  if (role) await setAppRole(db, email, role);
  return { id: inserted[0]!.id, email };
}

/**
 * A new password signs the person out everywhere (app and provider sessions): whoever held an
 * old session may have held the old password.
 */
export async function setAccountPassword(db: Db, emailInput: string, password: string) {
  const email = normalizeEmail(emailInput);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(accounts.email, email))
      .returning({ id: accounts.id });
    if (!updated) throw new AccountError(`No account for ${email}.`);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await endSessionsOf(tx, { userId: user?.id, accountId: updated.id });
  });
}

/** Removes the account, its role (the users row) and every session it had. */
export async function removeAccount(db: Db, emailInput: string) {
  const email = normalizeEmail(emailInput);
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(accounts).where(eq(accounts.email, email)).returning({ id: accounts.id });
    if (!removed) throw new AccountError(`No account for ${email}.`);
    const [user] = await tx.delete(users).where(eq(users.email, email)).returning({ id: users.id });
    await endSessionsOf(tx, { userId: user?.id, accountId: removed.id });
  });
}

export async function listAccounts(db: Db) {
  return db
    .select({ email: accounts.email, createdAt: accounts.createdAt, role: users.role })
    .from(accounts)
    .leftJoin(users, eq(users.email, accounts.email))
    .orderBy(asc(accounts.email));
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row!.n;
}

/** The app role of `email`, set now (a user row is created if the person has not signed in yet). */
export async function setAppRole(db: Db, emailInput: string, role: Role) {
  const email = normalizeEmail(emailInput);
  await db.insert(users).values({ email, role }).onConflictDoUpdate({ target: users.email, set: { role } });
}

export async function findAccountById(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, mustChangePassword: accounts.mustChangePassword })
    .from(accounts)
    .where(eq(accounts.id, id));
  return account;
}

/** The account id when email and password match; undefined otherwise (same work either way). */
export async function checkCredentials(db: Db, emailInput: string, password: string): Promise<string | undefined> {
  const email = emailInput.trim().toLowerCase();
  const [account] = email.length <= 254 ? await db.select().from(accounts).where(eq(accounts.email, email)) : [];
  const ok = await verifyPassword(password.slice(0, 1024), account?.passwordHash);
  return ok ? account!.id : undefined;
}

/** The account of a right email and password; a wrong pair is recorded (sign-in.failed) and answers undefined. */
export async function signInWithPassword(
  db: Db,
  ctx: WriteContext,
  email: string,
  password: string,
): Promise<string | undefined> {
  const accountId = email && password ? await checkCredentials(db, email, password) : undefined;
  if (!accountId) {
    const account = email.trim().toLowerCase();
    await recordAudit(db, ctx, {
      action: "sign-in.failed",
      entityType: "user",
      summary: `Wrong email or password for ${account.slice(0, 320) || "(no email)"}`,
    });
  }
  return accountId;
}

export async function isCurrentPassword(db: Db, accountId: string, password: string): Promise<boolean> {
  const [account] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(account) && (await verifyPassword(password.slice(0, 1024), account!.hash));
}
